/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.INTERRUPT;

/**
 * The hook of {@code Thread.interrupt}: the interrupt is recorded and registered as the wake of the thread it
 * interrupts, and the wait it ends (one under way, or the next interruptible one, which the pending interrupt ends at
 * once) links to it, so that the replay ends that wait when the interrupting thread gets there instead of after as
 * long as it waited in the recording. A {@code cancel(true)} of the future of a task submitted to an executor is such
 * an interrupt too, as is a {@code shutdownNow} of an executor, of each thread that ran its tasks. Other interrupts
 * the JDK makes inside its own code are not seen; the waits they end keep their recorded length.
 */
public final class InterruptHooks {

	private InterruptHooks() {
	}

	/**
	 * Before a call of {@code interrupt()} on {@code receiver}, of whatever static type: when it is a thread, the
	 * interrupt is recorded (the argument is the interrupted thread's id) and registered as that thread's wake.
	 */
	public static void beforeInterrupt(Object receiver, int site) {
		if (receiver instanceof Thread t) {
			recorded(Threads.objectOf(t), site, Recorder.idOf(t));
		}
	}

	/** Records the interrupt of the thread of {@code e} that the JDK is about to make, at {@code site}. */
	static void interrupting(Threads.Entry e, int site) {
		recorded(e.object, site, e.id);
	}

	/** After the call of {@link #beforeInterrupt}: nothing more to record. */
	public static void afterInterrupt(int site) {
		// the interrupt was recorded before the call, so that the thread it wakes finds it
	}

	/**
	 * Before {@code cancel(true)} of the recorder's future of task {@code task}, which interrupts the thread running
	 * it, if any: the interrupt is recorded with the task as its object (argument -1: the thread is not known to the
	 * canceller) and registered for the task, whose thread finds it by the task it runs.
	 */
	static void cancelling(long task) {
		recorded(task, -1, -1);
	}

	/** Records an interrupt on {@code object} (of thread id {@code thread}), registered as the wake of its waits. */
	private static void recorded(long object, int site, long thread) {
		long ref = Events.record(INTERRUPT, object, site, -1, thread, 0, -1);
		Wakes.INTERRUPT.released(object, ref, Events.now());
	}

	/**
	 * The recorded interrupt that ended the current thread's wait, which this consumes: one of this thread, else a
	 * cancel of the task it runs; -1 when there is none (an interrupt of the JDK's own).
	 */
	static long interrupter() {
		long ref = Wakes.INTERRUPT.consume(Threads.objectOf(Thread.currentThread()));
		ThreadState s = ref < 0 ? Recorder.current() : null;
		return s != null && s.task != 0 ? Wakes.INTERRUPT.consume(s.task) : ref;
	}
}
