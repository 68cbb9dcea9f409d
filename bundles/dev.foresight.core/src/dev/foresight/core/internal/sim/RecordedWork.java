/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * The recorded threads' CPU time in total, as recorded and as a run replays it once the recorder's stated cost per
 * event is taken off, which the factor of {@link dev.foresight.core.sim.WorkScale} is found from. One pass over the
 * events.
 *
 * @param recordedNanos the recorded CPU time before every event of the recorded threads
 * @param replayedNanos the same less the cost of each event, each thread's never below 0
 */
public record RecordedWork(double recordedNanos, double replayedNanos) {

	/**
	 * The totals of {@code pt}'s recorded threads with {@code costByOrdinal} taken off each event by its kind and
	 * {@code clockNanos} off each flagged to have read the clock twice (as {@link RecordedCharges#takeOff} does).
	 */
	public static RecordedWork of(PreparedTrace pt, long[] costByOrdinal, long clockNanos) {
		double recorded = 0;
		double replayed = 0;
		for (int t = 0; t < pt.foreground; t++) {
			double raw = 0;
			double cost = 0;
			for (int i = 0; i < pt.sizes[t]; i++) {
				long w = pt.word(t, i);
				raw += pt.cpu(w, t, i);
				cost += costByOrdinal[EventCodes.kindOrdinal(w)] + (EventCodes.timedAfter(w) ? clockNanos : 0);
			}
			recorded += raw;
			replayed += Math.max(0, raw - cost);
		}
		return new RecordedWork(recorded, replayed);
	}
}
