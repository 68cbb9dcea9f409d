/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

/**
 * A recorded thread.
 *
 * @param id dense id, 0 for the first thread; also the index of its event stream
 * @param name the thread's name when it began
 * @param parent id of the creating thread, or -1 for the main thread and threads created outside the recording
 * @param creationSite site of the {@code Thread.start} call, or -1
 * @param virtual whether it is a virtual thread
 * @param daemon whether it is a daemon thread, which the JVM's exit does not wait for (every virtual thread is)
 */
public record ThreadInfo(int id, String name, int parent, int creationSite, boolean virtual, boolean daemon) {

	/** A thread that is a daemon thread if and only if it is virtual. */
	public ThreadInfo(int id, String name, int parent, int creationSite, boolean virtual) {
		this(id, name, parent, creationSite, virtual, virtual);
	}
}
