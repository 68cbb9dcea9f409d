/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.*;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Objects;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TransferQueue;

/**
 * Hooks replacing calls on blocking queues. A put reserves the reference of its event and registers it for its
 * element before the element becomes visible, so the take that consumes it always finds it. A put's argument is the
 * queue's capacity, taken once per queue ({@link PutLog#capacity}): asking the queue takes its lock.
 */
public final class QueueHooks {

	private QueueHooks() {
	}


	/** Which end of a deque an operation works at ({@link #PLAIN}: the queue's own call), or a transfer. */
	static final int PLAIN = 0, FIRST = 1, LAST = 2, TRANSFER = 3;

	/** Replaces {@code q.put(e)}; the argument is the queue's capacity (0 = unbounded). */
	public static <E> void put(BlockingQueue<E> q, E e, int site) throws InterruptedException {
		put(q, e, site, PLAIN);
	}

	/** Replaces {@code q.transfer(e)}: a put that waits for its take. */
	public static <E> void transfer(TransferQueue<E> q, E e, int site) throws InterruptedException {
		put(q, e, site, TRANSFER);
	}

	static <E> void put(BlockingQueue<E> q, E e, int site, int how) throws InterruptedException {
		long start = Events.now();
		long id = ObjectIds.of(q);
		PutLog log = PutLog.of(id, q);
		long ref = Recorder.nextRef();
		log.put(e, ref);
		try {
			switch (how) {
			case TRANSFER -> ((TransferQueue<E>) q).transfer(e);
			case FIRST -> ((BlockingDeque<E>) q).putFirst(e);
			case LAST -> ((BlockingDeque<E>) q).putLast(e);
			default -> q.put(e);
			}
		} catch (InterruptedException x) {
			gaveUp(log, e, ref, id, site, start, InterruptHooks.interrupter());
			throw x;
		} catch (RuntimeException x) {
			log.undo(e, ref);
			throw x;
		}
		boolean transfer = how == TRANSFER;
		Events.recordAt(QUEUE_PUT, id, site, start, transfer ? 0 : log.capacity(), transfer ? HANDOFF
				: log.putFlags(), -1);
	}

	/** Replaces {@code q.offer(e)}; a refused offer is recorded with FAILED. */
	public static <E> boolean offer(BlockingQueue<E> q, E e, int site) {
		return offer(q, e, site, PLAIN, false);
	}

	/** Replaces {@code q.add(e)}: an offer that throws instead of failing (a full bounded queue). */
	public static <E> boolean add(BlockingQueue<E> q, E e, int site) {
		return offer(q, e, site, PLAIN, true);
	}

	/** An offer at end {@code how}; {@code add}: the kind that throws when the queue is full. */
	static <E> boolean offer(BlockingQueue<E> q, E e, int site, int how, boolean add) {
		long start = Events.now();
		long id = ObjectIds.of(q);
		PutLog log = PutLog.of(id, q);
		long ref = Recorder.nextRef();
		log.put(e, ref);
		boolean ok;
		try {
			ok = switch (how) {
			case FIRST -> add ? addFirst((BlockingDeque<E>) q, e) : ((BlockingDeque<E>) q).offerFirst(e);
			case LAST -> add ? addLast((BlockingDeque<E>) q, e) : ((BlockingDeque<E>) q).offerLast(e);
			default -> add ? q.add(e) : q.offer(e);
			};
		} catch (RuntimeException x) {
			log.undo(e, ref);
			throw x;
		}
		if (!ok) {
			log.undo(e, ref);
		}
		Events.recordAt(QUEUE_PUT, id, site, start, log.capacity(), ok ? log.putFlags() : FAILED, -1);
		return ok;
	}

	private static <E> boolean addFirst(BlockingDeque<E> d, E e) {
		d.addFirst(e);
		return true;
	}

	private static <E> boolean addLast(BlockingDeque<E> d, E e) {
		d.addLast(e);
		return true;
	}

	/** Replaces {@code q.offer(e, time, unit)}. */
	public static <E> boolean offer(BlockingQueue<E> q, E e, long time, TimeUnit unit, int site)
			throws InterruptedException {
		return offer(q, e, time, unit, site, PLAIN);
	}

	static <E> boolean offer(BlockingQueue<E> q, E e, long time, TimeUnit unit, int site, int how)
			throws InterruptedException {
		long start = Events.now();
		long id = ObjectIds.of(q);
		PutLog log = PutLog.of(id, q);
		long ref = Recorder.nextRef();
		log.put(e, ref);
		boolean ok;
		try {
			ok = switch (how) {
			case FIRST -> ((BlockingDeque<E>) q).offerFirst(e, time, unit);
			case LAST -> ((BlockingDeque<E>) q).offerLast(e, time, unit);
			default -> q.offer(e, time, unit);
			};
		} catch (InterruptedException x) {
			gaveUp(log, e, ref, id, site, start, InterruptHooks.interrupter());
			throw x;
		} catch (RuntimeException x) {
			log.undo(e, ref);
			throw x;
		}
		if (ok) {
			Events.recordAt(QUEUE_PUT, id, site, start, log.capacity(), log.putFlags(), -1);
		} else {
			gaveUp(log, e, ref, id, site, start, -1);
		}
		return ok;
	}

	/**
	 * A put that gave up (its timeout passed, or an interrupt came) took nothing: timed now, not at its start as a put
	 * that went in is, so that the replay waits as long as it did ({@code wake}: the interrupt, if one ended it).
	 */
	private static <E> void gaveUp(PutLog log, E e, long ref, long id, int site, long start, long wake) {
		log.undo(e, ref);
		Events.record(QUEUE_PUT, id, site, start, log.capacity(), FAILED | TIMED_OUT, wake);
	}

	/** Replaces {@code q.take()}. */
	public static <E> E take(BlockingQueue<E> q, int site) throws InterruptedException {
		return take(q, site, PLAIN);
	}

	static <E> E take(BlockingQueue<E> q, int site, int how) throws InterruptedException {
		long start = Events.now();
		E e;
		try {
			e = switch (how) {
			case FIRST -> ((BlockingDeque<E>) q).takeFirst();
			case LAST -> ((BlockingDeque<E>) q).takeLast();
			default -> q.take();
			};
		} catch (InterruptedException x) {
			interrupted(q, site, start);
			throw x;
		}
		took(q, e, site, start, 0);
		return e;
	}

	/** Replaces {@code q.poll(time, unit)}; an empty result is recorded with FAILED and TIMED_OUT. */
	public static <E> E poll(BlockingQueue<E> q, long time, TimeUnit unit, int site) throws InterruptedException {
		return poll(q, time, unit, site, PLAIN);
	}

	static <E> E poll(BlockingQueue<E> q, long time, TimeUnit unit, int site, int how) throws InterruptedException {
		long start = Events.now();
		E e;
		try {
			e = switch (how) {
			case FIRST -> ((BlockingDeque<E>) q).pollFirst(time, unit);
			case LAST -> ((BlockingDeque<E>) q).pollLast(time, unit);
			default -> q.poll(time, unit);
			};
		} catch (InterruptedException x) {
			interrupted(q, site, start);
			throw x;
		}
		took(q, e, site, start, unit.toNanos(time));
		return e;
	}

	/** Replaces {@code q.poll()} on a blocking queue. */
	public static <E> E poll(BlockingQueue<E> q, int site) {
		return poll(q, site, PLAIN);
	}

	static <E> E poll(BlockingQueue<E> q, int site, int how) {
		long start = Events.now();
		E e = switch (how) {
		case FIRST -> ((BlockingDeque<E>) q).pollFirst();
		case LAST -> ((BlockingDeque<E>) q).pollLast();
		default -> q.poll();
		};
		took(q, e, site, start, 0);
		return e;
	}

	/** Replaces {@code q.drainTo(c)}. */
	public static <E> int drainTo(BlockingQueue<E> q, Collection<? super E> c, int site) {
		return drainTo(q, c, Integer.MAX_VALUE, site);
	}

	/**
	 * Replaces {@code q.drainTo(c, max)}: a take of each element moved, linked to its put, so that a queue a consumer
	 * drains in batches is not replayed as ever fuller. The elements go to {@code c} after they have all left the
	 * queue rather than one by one (the JDK's contract leaves what another thread sees of {@code c} meanwhile open).
	 */
	public static <E> int drainTo(BlockingQueue<E> q, Collection<? super E> c, int max, int site) {
		Objects.requireNonNull(c);
		if (c == q) {
			throw new IllegalArgumentException();
		}
		long start = Events.now();
		ArrayList<E> moved = new ArrayList<>();
		int n = q.drainTo(moved, max);
		for (E e : moved) {
			took(q, e, site, start, 0);
		}
		c.addAll(moved);
		return n;
	}

	/** A take that an interrupt ended: one that timed out after as long as it waited, having taken nothing. */
	private static void interrupted(BlockingQueue<?> q, int site, long start) {
		Events.record(QUEUE_TAKE, ObjectIds.of(q), site, start, Math.max(1, Events.now() - start), FAILED | TIMED_OUT,
				InterruptHooks.interrupter());
	}

	static void took(BlockingQueue<?> q, Object e, int site, long start, long timeout) {
		long id = ObjectIds.of(q);
		if (e == null) {
			Events.record(QUEUE_TAKE, id, site, start, timeout, timeout > 0 ? FAILED | TIMED_OUT : FAILED, -1);
			return;
		}
		Events.record(QUEUE_TAKE, id, site, start, timeout, 0, PutLog.of(id, q).take(e));
	}

}
