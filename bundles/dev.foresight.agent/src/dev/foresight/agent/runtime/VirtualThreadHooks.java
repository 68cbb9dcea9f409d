/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.VTHREAD_MOUNT;
import static dev.foresight.agent.format.Kinds.VTHREAD_UNMOUNT;

/**
 * Mounts and unmounts of virtual threads, called from {@code java.lang.VirtualThread} (see the agent's
 * {@code VirtualThreadAdvice}): at the end of {@code mount()} and the start of {@code unmount()}, where
 * {@code Thread.currentThread()} is the virtual thread, so that the events go to its own stream, and at the end of
 * its {@code run}, whose final unmount comes after its thread_end. The argument is the carrier's id in the thread
 * table, where the carrier gets an entry (with no events: carriers are never recorded) at its first mount.
 * <p>
 * The JDK runs these inside its mount transition, on the carrier's stack, so they do little: a mount is one table
 * lookup and one event. Should a hook of the virtual thread itself be blocked across an unmount (the thread's state
 * is busy), its unmount and the mount that resumes it are both left out, so that the two still alternate.
 */
public final class VirtualThreadHooks {

	private VirtualThreadHooks() {
	}

	/** Loads what the hooks use before the JDK calls them inside a mount transition. */
	public static void warmUp() {
		ThreadState.class.getName();
		Threads.Entry.class.getName();
	}

	/** End of {@code VirtualThread.mount()}: the current (virtual) thread now runs on {@code carrier}. */
	public static void mounted(Thread carrier) {
		if (!Recorder.active || carrier == null) {
			return;
		}
		// no work happens before a mount (wall end 0): the time unmounted is not the virtual thread's CPU time
		Events.record(VTHREAD_MOUNT, -1, -1, 0, carrierId(carrier), 0, -1);
	}

	/** Start of {@code VirtualThread.unmount()}: the current (virtual) thread leaves {@code carrier}. */
	public static void unmounting(Thread carrier) {
		ThreadState s = Recorder.current();
		// a thread that recorded nothing was mounted before the recording began (or has ended): no unmount to pair
		if (s == null || s.ended || carrier == null || !Recorder.active) {
			return;
		}
		Events.record(VTHREAD_UNMOUNT, -1, -1, -1, carrierId(carrier), 0, -1);
	}

	/**
	 * End of a virtual thread's {@code run}: its last unmount, recorded before its thread_end (nothing is recorded
	 * after that), then the thread_end.
	 */
	public static void ended(Thread carrier) {
		unmounting(carrier);
		Recorder.end();
	}

	private static int carrierId(Thread carrier) {
		return Threads.of(carrier, -1, -1).id;
	}
}
