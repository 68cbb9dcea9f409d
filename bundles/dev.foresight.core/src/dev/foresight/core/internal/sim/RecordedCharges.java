/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * What a recorded CPU time holds besides the program's work, which a run must not count again: the recorder's own
 * cost of each event, taken off, and the switches the recording made, which the scheduler does not charge twice.
 */
final class RecordedCharges {

	private final RunConfig cfg;
	private final RecordedSwitches switches;
	/** Per thread, recorder cost not yet taken off its CPU times, or {@code null} when there is no cost to take. */
	private final double[] owed;
	/** Per thread, the last recorded switch a simulated one was matched with, or -1. */
	private final int[] lastMatched;
	/**
	 * Per thread, where the search for its next recorded switch starts: a thread's events are asked about in their
	 * order (but for the Client-Server model's lists, which may jump back), so a cursor that mostly moves forward
	 * replaces a binary search, which profiles showed at every start of a thread.
	 */
	private final int[] cursor;

	RecordedCharges(RunConfig cfg, RecordedSwitches switches, int threads) {
		this.cfg = cfg;
		this.switches = switches;
		this.owed = cfg.clockCost > 0 || Arrays.stream(cfg.recordingCost).anyMatch(c -> c > 0)
				? new double[threads]
				: null;
		this.lastMatched = new int[threads];
		Arrays.fill(lastMatched, -1);
		this.cursor = new int[threads];
	}

	/**
	 * The recorded CPU time {@code raw} before an event of thread {@code t} whose word is {@code word}, less the
	 * recorder's cost of the event. The recorder reads a thread's clock only now and then and hands out estimates in
	 * between, so many events carry less than that cost (about three in four of a pinned recording of a
	 * producer/consumer pipeline) and others more; what an event cannot pay is owed and taken off the thread's next
	 * events, so that a thread pays the cost of every event it recorded. Called once per event, in each thread's order.
	 */
	double takeOff(int t, long word, long raw) {
		double[] o = owed;
		if (o == null) {
			return raw;
		}
		double cost = cfg.recordingCost[EventCodes.kindOrdinal(word)]
				+ (EventCodes.timedAfter(word) ? cfg.clockCost : 0) + o[t];
		if (raw >= cost) {
			o[t] = 0;
			return raw - cost;
		}
		o[t] = cost - raw;
		return 0;
	}

	/**
	 * Whether the recording switched thread {@code t} back onto a processor where the run is about to, at its event
	 * {@code i}: after that event (its blocking operation, retried or
	 * done) or before it, and not matched before. The recorded CPU time holds that switch already
	 * ({@link RecordedSwitches}).
	 */
	boolean switchRecorded(int t, int i) {
		int[] recorded = switches.of(t);
		if (recorded.length == 0) {
			return false;
		}
		int k = cursor[t];
		while (k > 0 && recorded[k - 1] >= i) {
			k--;
		}
		while (k < recorded.length && recorded[k] < i) {
			k++;
		}
		cursor[t] = k;
		if (k < recorded.length && recorded[k] <= i + 1 && recorded[k] > lastMatched[t]) {
			lastMatched[t] = recorded[k];
			return true;
		}
		return false;
	}
}
