/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.launching;

/** Ids of the Record Threads launch group. */
final class RecordLaunchGroup {

	/** The launch group, as declared in plugin.xml. */
	static final String ID = "dev.foresight.ui.launchGroup.record";

	private RecordLaunchGroup() {
	}
}
