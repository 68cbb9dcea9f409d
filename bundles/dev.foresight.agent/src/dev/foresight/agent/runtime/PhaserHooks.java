/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.*;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Hooks replacing calls on phasers: an arrival that waits for the phase's end is a {@code barrier_await} as a
 * cyclic barrier's, an arrival that does not wait ({@code arrive}, {@code arriveAndDeregister}) one flagged ARRIVED,
 * a wait that does not arrive ({@code awaitAdvance}) one flagged AWAITED and linked to the arrival that ended the
 * phase. The parties of each arrival are the phaser's registered parties when it arrived.
 */
public final class PhaserHooks {

	/** Arrivals so far by phase and phaser ({@code phase << 40 | id}), removed when the phase is complete. */
	private static final ConcurrentHashMap<Long, AtomicLong> ARRIVALS = new ConcurrentHashMap<>();

	private PhaserHooks() {
	}

	/** Replaces {@code p.arriveAndAwaitAdvance()}. */
	public static int arriveAndAwaitAdvance(Phaser p, int site) {
		long start = Events.now();
		int parties = p.getRegisteredParties();
		long trip = arrivePhase(p, start, parties, false);
		int phase = p.arriveAndAwaitAdvance();
		LockHooks.barrier(p, site, start, parties, trip, 0);
		return phase;
	}

	/** Replaces {@code p.arrive()}: an arrival that does not wait. */
	public static int arrive(Phaser p, int site) {
		return arriveOnly(p, false, site);
	}

	/** Replaces {@code p.arriveAndDeregister()}: an arrival that does not wait, by a party that then leaves. */
	public static int arriveAndDeregister(Phaser p, int site) {
		return arriveOnly(p, true, site);
	}

	private static int arriveOnly(Phaser p, boolean deregister, int site) {
		long start = Events.now();
		int parties = p.getRegisteredParties();
		arrivePhase(p, start, parties, deregister);
		int phase = deregister ? p.arriveAndDeregister() : p.arrive();
		Events.recordTimed(BARRIER_AWAIT, ObjectIds.of(p), site, start, start, parties, ARRIVED, -1);
		return phase;
	}

	/** Replaces {@code p.awaitAdvance(phase)}: a wait for the end of a phase that does not arrive. */
	public static int awaitAdvance(Phaser p, int phase, int site) {
		long start = Events.now();
		int next = p.awaitAdvance(phase);
		awaited(p, phase, site, start);
		return next;
	}

	/** Replaces {@code p.awaitAdvanceInterruptibly(phase)}. */
	public static int awaitAdvanceInterruptibly(Phaser p, int phase, int site) throws InterruptedException {
		long start = Events.now();
		int next = p.awaitAdvanceInterruptibly(phase);
		awaited(p, phase, site, start);
		return next;
	}

	/**
	 * Replaces {@code p.awaitAdvanceInterruptibly(phase, timeout, unit)}; a wait that times out is flagged
	 * {@code TIMED_OUT} too, a wait that no arrival ends.
	 */
	public static int awaitAdvanceInterruptibly(Phaser p, int phase, long timeout, TimeUnit unit, int site)
			throws InterruptedException, TimeoutException {
		long start = Events.now();
		int next;
		try {
			next = p.awaitAdvanceInterruptibly(phase, timeout, unit);
		} catch (TimeoutException e) {
			Events.record(BARRIER_AWAIT, ObjectIds.of(p), site, start, 0, AWAITED | TIMED_OUT, -1);
			throw e;
		}
		awaited(p, phase, site, start);
		return next;
	}

	/** Records a wait for the end of {@code phase}, linked to the arrival that ended it (none for a phase unseen). */
	private static void awaited(Phaser p, int phase, int site, long start) {
		long id = ObjectIds.of(p);
		long wake = phase < 0 ? -1 : Wakes.TRIP.last(LockHooks.tripKey(id, phase));
		Events.recordTimed(BARRIER_AWAIT, id, site, start, -1, 0, AWAITED, wake);
	}

	/**
	 * Counts an arrival at the phaser's current phase; the last one registers the event it is about to record as the
	 * phase's release. Counted here, not read from the phaser: two arrivals that read "two to come" at once would both
	 * wait (the count of a phase is removed when it is complete). A party that arrives and deregisters leaves no
	 * arrival behind (the phaser takes it off its parties and its unarrived parties alike), so the count is of the
	 * parties that arrived and stay, and an arrival is the last when it leaves no other party unarrived. Returns the
	 * key under which the others find the release, or -1 for the last arrival itself.
	 */
	private static long arrivePhase(Phaser p, long start, int parties, boolean deregister) {
		long id = ObjectIds.of(p);
		long current = p.getPhase();
		long key = LockHooks.tripKey(id, current);
		long count = current << 40 | id;
		AtomicLong arrived = ARRIVALS.computeIfAbsent(count, k -> new AtomicLong());
		long staying = deregister ? arrived.get() + 1 : arrived.incrementAndGet();
		if (staying >= parties) {
			ARRIVALS.remove(count);
			Wakes.TRIP.released(key, Recorder.nextRef(), start);
			return -1;
		}
		return key;
	}
}
