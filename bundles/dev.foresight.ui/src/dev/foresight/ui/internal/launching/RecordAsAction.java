/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.launching;

import org.eclipse.debug.ui.actions.LaunchShortcutsAction;

/** Run > Record Threads As: the launch shortcuts that support recording (Java Application, JUnit Test). */
public final class RecordAsAction extends LaunchShortcutsAction {

	/** Creates the cascading menu for the Record Threads launch group. */
	public RecordAsAction() {
		super(RecordLaunchGroup.ID);
	}
}
