/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.resources.IFile;

/** Told when a recording has ended and its trace is in the workspace (the UI opens it). */
@FunctionalInterface
public interface RecordingListener {

	/** Listeners, in registration order. */
	CopyOnWriteArrayList<RecordingListener> LISTENERS = new CopyOnWriteArrayList<>();

	/** The trace of a recording that ended; called on a background thread. */
	void recorded(IFile trace);
}
