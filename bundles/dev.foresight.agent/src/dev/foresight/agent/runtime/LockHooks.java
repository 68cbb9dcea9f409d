/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.*;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Exchanger;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Hooks replacing calls on java.util.concurrent locks, latches, barriers and exchangers (conditions:
 * {@link ConditionHooks}, semaphores: {@link SemaphoreHooks}, phasers: {@link PhaserHooks}). Each performs the
 * original call unchanged; releases are recorded before they happen so that the thread they release always finds
 * them, except lock releases, which no wake registry links: they are timed before the release and recorded after it,
 * so that the recording does not lengthen the critical section. A wait that an interrupt ended is recorded as one
 * that timed out after as long as it waited, linked to the interrupt ({@link InterruptHooks}).
 */
public final class LockHooks {

	private static final ConcurrentHashMap<Long, AtomicLong> ARRIVALS = new ConcurrentHashMap<>();
	/** Locks of the recorder's own (countDown never blocks, so holding one cannot deadlock), striped by latch id. */
	private static final Object[] COUNTDOWNS = new Object[16];

	static {
		for (int i = 0; i < COUNTDOWNS.length; i++) {
			COUNTDOWNS[i] = new Object();
		}
	}

	private LockHooks() {
	}

	private static int flags(Lock l) {
		if (ReadWriteLocks.shared(l)) {
			return SHARED;
		}
		return l instanceof ReentrantLock r && r.isFair() ? FAIR : 0;
	}

	/**
	 * Replaces {@code l.lock()}. A plain non-fair ReentrantLock's lock() begins with the same barging attempt as
	 * tryLock(), so trying first changes nothing for the program and saves timing an acquisition that cannot wait.
	 */
	public static void lock(Lock l, int site) {
		if (l.getClass() == ReentrantLock.class && !((ReentrantLock) l).isFair() && l.tryLock()) {
			Events.locked(LOCK, l, site, Long.MAX_VALUE, 0);
			return;
		}
		long start = Events.now();
		l.lock();
		Events.locked(LOCK, ReadWriteLocks.identity(l), site, start, flags(l));
	}

	/** Replaces {@code l.lockInterruptibly()}. */
	public static void lockInterruptibly(Lock l, int site) throws InterruptedException {
		long start = Events.now();
		try {
			l.lockInterruptibly();
		} catch (InterruptedException e) {
			interrupted(l, site, start);
			throw e;
		}
		Events.locked(LOCK, ReadWriteLocks.identity(l), site, start, flags(l));
	}

	/** Replaces {@code l.tryLock()}. */
	public static boolean tryLock(Lock l, int site) {
		boolean ok = l.tryLock();
		Events.locked(TRY_LOCK, ReadWriteLocks.identity(l), site, Long.MAX_VALUE, flags(l) | (ok ? 0 : FAILED));
		return ok;
	}

	/** Replaces {@code l.tryLock(time, unit)}. */
	public static boolean tryLock(Lock l, long time, TimeUnit unit, int site) throws InterruptedException {
		long start = Events.now();
		boolean ok;
		try {
			ok = l.tryLock(time, unit);
		} catch (InterruptedException e) {
			interrupted(l, site, start);
			throw e;
		}
		int f = flags(l) | (ok ? 0 : FAILED | TIMED_OUT);
		Events.locked(TRY_LOCK, ReadWriteLocks.identity(l), site, start, f, ok ? -1 : Math.max(0, unit.toNanos(time)));
		return ok;
	}

	/** An interrupt ended the wait for {@code l}: a try that gave up when the interrupt came, the lock not taken. */
	private static void interrupted(Lock l, int site, long start) {
		Events.record(TRY_LOCK, Events.id(ReadWriteLocks.identity(l)), site, start, 0, flags(l) | FAILED | TIMED_OUT,
				InterruptHooks.interrupter());
	}

	/** Replaces {@code l.unlock()}. */
	public static void unlock(Lock l, int site) {
		long wall = Events.now();
		l.unlock();
		Events.unlocked(UNLOCK, ReadWriteLocks.identity(l), site, flags(l) & SHARED, wall);
	}

	/** Replaces {@code l.countDown()}; the argument is the count after the call. */
	public static void countDown(CountDownLatch l, int site) {
		long id = ObjectIds.of(l);
		// the count read, the event and the countdown as one step: two countdowns from 2 must not both see 2
		synchronized (COUNTDOWNS[(int) (id & (COUNTDOWNS.length - 1))]) {
			long before = l.getCount();
			long ref = Events.record(LATCH_COUNTDOWN, id, site, -1, Math.max(0, before - 1), 0, -1);
			if (before == 1) {
				Wakes.LATCH.released(id, ref, Events.now());
			}
			l.countDown();
		}
	}

	/** Replaces {@code l.await()}. */
	public static void await(CountDownLatch l, int site) throws InterruptedException {
		long start = Events.now();
		try {
			l.await();
		} catch (InterruptedException e) {
			latchInterrupted(l, site, start);
			throw e;
		}
		long id = ObjectIds.of(l);
		Events.record(LATCH_AWAIT, id, site, start, 0, 0, Wakes.LATCH.last(id));
	}

	/** Replaces {@code l.await(time, unit)}. */
	public static boolean await(CountDownLatch l, long time, TimeUnit unit, int site) throws InterruptedException {
		long start = Events.now();
		boolean open;
		try {
			open = l.await(time, unit);
		} catch (InterruptedException e) {
			latchInterrupted(l, site, start);
			throw e;
		}
		long id = ObjectIds.of(l);
		long wake = open ? Wakes.LATCH.last(id) : -1;
		Events.record(LATCH_AWAIT, id, site, start, unit.toNanos(time), open ? 0 : TIMED_OUT, wake);
		return open;
	}

	/**
	 * Replaces {@code l.getCount()}. A count of zero seen is the latch's opening seen, as an await that found it open:
	 * recorded as one, linked to the countdown that opened it, so that the replay does not let the thread read what
	 * the latch guards before it is there (Reactor's {@code block()} awaits only while the count is not zero).
	 */
	public static long getCount(CountDownLatch l, int site) {
		long count = l.getCount();
		if (count == 0) {
			long id = ObjectIds.of(l);
			Events.record(LATCH_AWAIT, id, site, -1, 0, 0, Wakes.LATCH.last(id));
		}
		return count;
	}

	/** A latch's wait that an interrupt ended: one that timed out after as long as it waited. */
	private static void latchInterrupted(CountDownLatch l, int site, long start) {
		Events.record(LATCH_AWAIT, ObjectIds.of(l), site, start, Math.max(1, Events.now() - start), TIMED_OUT,
				InterruptHooks.interrupter());
	}

	/** Replaces {@code b.await()}: the last thread to arrive releases the others. */
	public static int await(CyclicBarrier b, int site) throws Exception {
		long start = Events.now();
		long trip = arrive(b, b.getParties());
		int index;
		try {
			index = b.await();
		} catch (BrokenBarrierException | InterruptedException | RuntimeException e) {
			broken(b, site, start, e);
			throw e;
		}
		barrier(b, site, start, b.getParties(), trip, CHAINED);
		return index;
	}

	/** Replaces {@code b.await(time, unit)}. */
	public static int await(CyclicBarrier b, long time, TimeUnit unit, int site) throws Exception {
		long start = Events.now();
		long trip = arrive(b, b.getParties());
		int index;
		try {
			index = b.await(time, unit);
		} catch (BrokenBarrierException | InterruptedException | TimeoutException | RuntimeException e) {
			broken(b, site, start, e);
			throw e;
		}
		barrier(b, site, start, b.getParties(), trip, CHAINED);
		return index;
	}

	/**
	 * A wait at barrier {@code b} that ended without its trip (timed out, interrupted, the barrier broken by another's,
	 * or its action failed): its arrival is taken back, and it is a {@code barrier_await} flagged {@code TIMED_OUT}, a
	 * wait that no arrival ends (the interrupt, where one ended it).
	 */
	private static void broken(CyclicBarrier b, int site, long start, Exception why) {
		leave(b);
		Events.record(BARRIER_AWAIT, ObjectIds.of(b), site, start, b.getParties(), TIMED_OUT, interrupter(why));
	}

	/**
	 * Replaces {@code x.exchange(v)}: the second of two arrivals releases the first, as at a barrier of two parties
	 * (which two meet is the simulator's to decide again).
	 */
	public static <V> V exchange(Exchanger<V> x, V v, int site) throws InterruptedException {
		long start = Events.now();
		long trip = arrive(x, 2);
		V other;
		try {
			other = x.exchange(v);
		} catch (InterruptedException e) {
			metNoOne(x, site, start, e);
			throw e;
		}
		barrier(x, site, start, 2, trip, 0);
		return other;
	}

	/**
	 * Replaces {@code x.exchange(v, time, unit)}: as an exchange without a timeout; one that times out, or that an
	 * interrupt ends, met no other thread, and is a {@code barrier_await} flagged {@code TIMED_OUT} that no arrival
	 * ends (its wait a delay).
	 */
	public static <V> V exchange(Exchanger<V> x, V v, long time, TimeUnit unit, int site)
			throws InterruptedException, TimeoutException {
		long start = Events.now();
		long trip = arrive(x, 2);
		V other;
		try {
			other = x.exchange(v, time, unit);
		} catch (TimeoutException | InterruptedException e) {
			metNoOne(x, site, start, e);
			throw e;
		}
		barrier(x, site, start, 2, trip, 0);
		return other;
	}

	/**
	 * An exchange that met no other thread (timed out or interrupted): a wait that no arrival ends, as at a barrier.
	 */
	private static void metNoOne(Exchanger<?> x, int site, long start, Exception why) {
		leave(x);
		Events.record(BARRIER_AWAIT, ObjectIds.of(x), site, start, 2, TIMED_OUT, interrupter(why));
	}

	/** The recorded interrupt that ended a wait by throwing {@code why}, or -1 (a timeout, a broken barrier). */
	private static long interrupter(Exception why) {
		return why instanceof InterruptedException ? InterruptHooks.interrupter() : -1;
	}

	/**
	 * Takes back the arrival of an exchange that met no other thread, or of a barrier wait that ended without the
	 * trip: counted, it would pair every later arrival with the wrong generation.
	 */
	private static void leave(Object barrier) {
		AtomicLong n = ARRIVALS.get(ObjectIds.of(barrier));
		if (n != null) {
			n.decrementAndGet();
		}
	}

	/**
	 * Counts an arrival; the last arrival of a generation registers the event it is about to record as the release
	 * of that generation. Returns the key under which the others find it, or -1 for the last arrival itself.
	 */
	private static long arrive(Object barrier, int parties) {
		long id = ObjectIds.of(barrier);
		long n = ARRIVALS.computeIfAbsent(id, k -> new AtomicLong()).incrementAndGet();
		long key = tripKey(id, (n - 1) / parties);
		if (n % parties == 0) {
			Wakes.TRIP.released(key, Recorder.nextRef(), Events.now());
			return -1;
		}
		return key;
	}

	/**
	 * The key of a barrier generation's release in {@link Wakes#TRIP}. A generation cannot trip before every waiter
	 * of the one before has returned and recorded its event, so a few generations per barrier suffice: the
	 * registry keeps one entry per barrier and generation modulo 64 instead of one per generation for ever. The
	 * generation is in the low bits, where a hash table looks first (in the high bits, every generation of a barrier
	 * fell into one bin).
	 */
	static long tripKey(long barrierId, long generation) {
		return barrierId << 6 | (generation & 63);
	}

	static void barrier(Object b, int site, long start, int parties, long tripKey, int flags) {
		// the last arrival released the others when it arrived, and is timed then; one call, so that the recording
		// path is compiled into this hook once (it was the largest of a barrier program's compilations)
		boolean last = tripKey < 0;
		Events.recordTimed(BARRIER_AWAIT, ObjectIds.of(b), site, start, last ? start : -1, parties, flags,
				last ? -1 : Wakes.TRIP.last(tripKey));
	}
}
