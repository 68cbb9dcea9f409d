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

	/** The trace of a recording that ended; called on a background thread. */
	void recorded(IFile trace);

	/** The listeners, told in registration order. */
	final class Registry {

		private static final CopyOnWriteArrayList<RecordingListener> LISTENERS = new CopyOnWriteArrayList<>();

		private Registry() {
		}

		/** Registers {@code listener} once. */
		public static void add(RecordingListener listener) {
			LISTENERS.addIfAbsent(listener);
		}

		/** Unregisters {@code listener}. */
		public static void remove(RecordingListener listener) {
			LISTENERS.remove(listener);
		}

		static void fire(IFile trace) {
			LISTENERS.forEach(l -> l.recorded(trace));
		}
	}
}
