/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.VTHREAD_MOUNT;
import static dev.foresight.agent.format.Kinds.VTHREAD_UNMOUNT;

import java.util.concurrent.atomic.AtomicReference;

/**
 * Mounts and unmounts of virtual threads, called from {@code java.lang.VirtualThread} (see the agent's
 * {@code VirtualThreadAdvice}) with the carrier, while {@code Thread.currentThread()} is the virtual thread, so that
 * the events go to its own stream; the argument is the carrier's id in the thread table.
 * <p>
 * Two of the hooks run on the carrier outside the virtual thread's continuation: at the end of {@code mount()} and
 * the start of {@code unmount()}. A carrier that waited there for a monitor held by an unmounted virtual thread
 * would be lost to the scheduler, and with every carrier waiting so, no carrier would be left to run the holder (a
 * deadlock seen on the first version of these hooks, the carriers waiting for the writer's queue). So these two take
 * no lock and never wait: they record only for a thread that already has its state, into its encoder, without
 * handing a block over ({@code ThreadState.place}). The others run inside the continuation, where a virtual thread
 * that waits for a monitor leaves its carrier: the start of {@code run} registers the thread (its thread_begin) and
 * records its first mount, and its end records the last unmount before the thread_end.
 */
public final class VirtualThreadHooks {

	/** The first failure inside a mount hook, reported later by a hook that may wait. */
	private static final AtomicReference<Throwable> FAILURE = new AtomicReference<>();

	/** The trace property that says when VirtualThread was instrumented. */
	public static final String INSTRUMENTED_PROPERTY = "recorder.virtual.thread.instrumented";
	/** VirtualThread's instrumentation, waiting for the first virtual thread; {@code null} when none waits. */
	private static volatile Runnable beforeFirst;
	/** When VirtualThread was instrumented, for {@link #INSTRUMENTED_PROPERTY}. */
	private static volatile String instrumented = "at the start";

	private VirtualThreadHooks() {
	}

	/** Lets {@code instrument} wait until a virtual thread is about to be made ({@link #creating()}). */
	public static void beforeFirst(Runnable instrument) {
		beforeFirst = instrument;
		instrumented = "not: no virtual thread was made";
	}

	/**
	 * Start of {@code ThreadBuilders.newVirtualThread}: before the first virtual thread is made, VirtualThread gets
	 * its instrumentation (no virtual thread exists yet, so none runs the old code). Others making one meanwhile wait.
	 */
	public static void creating() {
		if (beforeFirst != null) {
			synchronized (VirtualThreadHooks.class) {
				Runnable r = beforeFirst;
				if (r != null) {
					r.run();
					beforeFirst = null;
					instrumented = "before the first virtual thread";
				}
			}
		}
	}

	/** Loads what the hooks use before the JDK calls them inside a mount. */
	public static void warmUp() {
		Carriers.warmUp();
		ThreadState.class.getName();
	}

	/** Start of {@code VirtualThread.run(Runnable)}: the thread begins, mounted on {@code carrier}. */
	public static void started(Thread carrier) {
		if (!Recorder.active || carrier == null) {
			return;
		}
		Carriers.Carrier c = Carriers.of(carrier);
		ThreadState s = Recorder.state();
		if (s != null) {
			s.carrier = c.clock();
		}
		// no work happens before a mount (wall end 0): the time unmounted is not the virtual thread's CPU time
		Events.record(VTHREAD_MOUNT, -1, -1, 0, c.id(), 0, -1);
		afterWaitableHook();
	}

	/** End of {@code VirtualThread.mount()}: the current (virtual) thread runs on {@code carrier} again. */
	public static void mounted(Thread carrier) {
		place(VTHREAD_MOUNT, carrier, true);
	}

	/** Start of {@code VirtualThread.unmount()}: the current (virtual) thread leaves {@code carrier}. */
	public static void unmounting(Thread carrier) {
		place(VTHREAD_UNMOUNT, carrier, false);
	}

	/**
	 * End of {@code VirtualThread.run(Runnable)}: the thread's last unmount, recorded before its thread_end
	 * (nothing is recorded after that; its {@code unmount()} comes later), then the thread_end.
	 */
	public static void ended(Thread carrier) {
		ThreadState s = Recorder.current();
		if (s != null && !s.ended && carrier != null && Recorder.active) {
			Carriers.Carrier c = Carriers.of(carrier);
			s.carrier = c.clock();
			Events.record(VTHREAD_UNMOUNT, -1, -1, -1, c.id(), 0, -1);
		}
		Recorder.end();
		afterWaitableHook();
	}

	/** A mount or unmount on the carrier: lock-free, for a thread that has a state and no hook in progress. */
	private static void place(int kind, Thread carrier, boolean mount) {
		try {
			if (carrier == null || !Recorder.active) {
				return;
			}
			Carriers.Carrier c = Carriers.of(carrier);
			ThreadState s = Recorder.current();
			// no state: the thread has not run its start hook (its first mount) or was mounted before the recording;
			// busy: a hook of the thread waited across the unmount, which is left out with the mount resuming it
			if (s == null || s.busy || s.ended) {
				if (s == null ? !mount : s.busy) {
					// the carrier ran what is not followed: its clock's last reading is no base for the next thread (a
					// thread's first mount comes before its state, and after its end its last unmount was recorded)
					c.clock().forget();
				}
				return;
			}
			long wall = Events.now();
			s.carrier = c.clock();
			s.place(kind, mount ? 0 : wall, wall, c.id());
		} catch (Throwable t) {
			FAILURE.compareAndSet(null, t);
		}
	}

	/** What the lock-free hooks leave to a hook that may wait: carriers' table entries, a failure to report. */
	private static void afterWaitableHook() {
		Carriers.describePending();
		if (FAILURE.get() != null) {
			Throwable t = FAILURE.getAndSet(null);
			if (t != null) {
				TraceOutput.failed(t);
			}
		}
	}

	/** At the close of the recording: the carriers not yet in the thread table. */
	public static void close() {
		Recorder.property(INSTRUMENTED_PROPERTY, instrumented);
		afterWaitableHook();
	}
}
