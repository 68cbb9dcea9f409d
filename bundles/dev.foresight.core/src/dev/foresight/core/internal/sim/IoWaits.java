/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;

/**
 * How long a recorded I/O call waits for its device when replayed: the rule the simulator ({@link IoSlots}) and the
 * analyses' graph ({@code TraceGraphs}) share, so that a critical path and a prediction of the same trace hold the
 * same waits.
 */
public final class IoWaits {

	private IoWaits() {
	}

	/**
	 * The wait of the I/O call that begins at event {@code i} of thread {@code t} ({@code io_begin}): its wall time
	 * less the CPU time spent in it ({@link Event#ioWait}). A call that moved bytes between threads of the program
	 * (linked, or flagged {@code LOCAL}) waited for no device: a read of that kind waits for the write its end is linked
	 * to instead, at its end. 0 when the call has no end.
	 */
	public static long afterBegin(EventSource s, int t, int i) {
		for (int j = i + 1, n = s.size(t); j < n; j++) {
			EventKind k = s.kind(t, j);
			if (k == EventKind.IO_END) {
				if (s.wakeThread(t, j) >= 0 || endedByLaterWake(s, t, j)) {
					return 0;
				}
				return Event.ioWait(s.wallNanos(t, i), s.wallNanos(t, j), s.cpuNanos(t, j), s.arg(t, j),
						s.flags(t, j));
			}
			if (k == EventKind.IO_BEGIN) {
				break;
			}
		}
		return 0;
	}

	/**
	 * Whether the call ending at event {@code j} of thread {@code t} ran out ({@code TIMED_OUT}: a select with a
	 * timeout that found nothing) and the thread's next events are only more calls at its site that ran out, up to one
	 * that another thread's event ended (linked): an idle event loop selecting until it is woken. Its wait lasts until
	 * that event whatever the timeouts on the way, which the linked call holds; replayed as fixed waits, the timeouts
	 * would hold the loop past a wake that comes earlier on more processors.
	 */
	private static boolean endedByLaterWake(EventSource s, int t, int j) {
		if ((s.flags(t, j) & Event.TIMED_OUT) == 0) {
			return false;
		}
		int site = s.site(t, j);
		for (int k = j + 1, n = s.size(t); k + 1 < n; k += 2) {
			if (s.kind(t, k) != EventKind.IO_BEGIN || s.kind(t, k + 1) != EventKind.IO_END || s.site(t, k + 1) != site) {
				return false;
			}
			if (s.wakeThread(t, k + 1) >= 0) {
				return true;
			}
			if ((s.flags(t, k + 1) & Event.TIMED_OUT) == 0) {
				return false;
			}
		}
		return false;
	}
}
