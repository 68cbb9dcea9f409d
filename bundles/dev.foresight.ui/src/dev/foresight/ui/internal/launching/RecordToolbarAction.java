/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.launching;

import org.eclipse.debug.ui.actions.AbstractLaunchToolbarAction;

/** The Record Threads toolbar button: records the last recorded configuration; its menu lists the history. */
public final class RecordToolbarAction extends AbstractLaunchToolbarAction {

	/** Creates the drop-down for the Record Threads launch group. */
	public RecordToolbarAction() {
		super(RecordLaunchGroup.ID);
	}
}
