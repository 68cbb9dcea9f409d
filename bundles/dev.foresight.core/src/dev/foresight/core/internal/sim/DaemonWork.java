/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.TraceHeader;

/**
 * The work of daemon threads that the program waited for without a recorded wait. The run ends with the last
 * non-daemon thread ({@link ExitThreads}), but a program may wait for a daemon's work by spinning on memory the recorder
 * does not see: the LMAX Disruptor's {@code shutdown()} spins until its daemon handlers have taken every event, and its
 * producers' pauses while the ring is full are not linked to the handlers. Replayed on more processors, the program's
 * last thread then ends while the handlers still owe work the real program waited for. So a daemon thread that is
 * driven by other threads' events, not paced by time (no sleep, no wait that ran out before the recorded end: a
 * heartbeat's or a daemon {@code Timer}'s rounds are not awaited, as the JVM does not wait for them), holds the run
 * until it has done the events it had recorded by the time the last non-daemon thread ended. A platform daemon left
 * unjoined that computes beside the program is held too: on more processors it runs beside it.
 */
final class DaemonWork {

	private DaemonWork() {
	}

	/**
	 * Per thread, the index of the last event the run waits for it to have done, or -1 when the run does not wait
	 * for it beyond {@code awaited} (the threads from {@code recorded} on are not recorded: never). Virtual threads
	 * are not held: a program that starts them and does not join them leaves them to the JVM's exit.
	 */
	static int[] holds(TraceHeader header, EventSource src, boolean[] awaited, int recorded) {
		int[] hold = new int[src.threads()];
		Arrays.fill(hold, -1);
		long end = -1;
		for (int t = 0; t < recorded; t++) {
			if (awaited[t] && src.size(t) > 0) {
				end = Math.max(end, src.wallNanos(t, src.size(t) - 1));
			}
		}
		if (end < 0) {
			return hold;
		}
		for (int t = 0; t < recorded; t++) {
			if (!awaited[t] && src.size(t) > 0 && !header.threads().get(t).virtual()) {
				hold[t] = doneBy(src, t, end);
			}
		}
		return hold;
	}

	/** The last event of daemon {@code t} recorded by {@code end}, or -1 when there is none or time paces it. */
	private static int doneBy(EventSource src, int t, long end) {
		int last = -1;
		for (int i = 0, n = src.size(t); i < n && src.wallNanos(t, i) <= end; i++) {
			if (paced(src, t, i)) {
				return -1;
			}
			last = i;
		}
		return last;
	}

	/** A sleep or a timed wait that ran out, which no other thread's event ended. */
	private static boolean paced(EventSource src, int t, int i) {
		EventKind kind = src.kind(t, i);
		boolean ranOut = kind == EventKind.SLEEP
				|| (src.flags(t, i) & Event.TIMED_OUT) != 0 && kind != EventKind.TRY_LOCK;
		return ranOut && src.arg(t, i) > 0 && src.wakeThread(t, i) < 0;
	}
}
