/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.runtime.QueueHooks.FIRST;
import static dev.foresight.agent.runtime.QueueHooks.LAST;

import java.util.NoSuchElementException;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.TimeUnit;

/**
 * Hooks replacing the calls of a blocking deque at either end: puts and takes as {@link QueueHooks}' (a take is
 * linked to the put of its element whatever the order, so a deque used as a stack is paired right). {@code push} is
 * {@code addFirst}, {@code pop} {@code removeFirst}: a take that fails (throws) when the deque is empty.
 */
public final class DequeHooks {

	private DequeHooks() {
	}

	/** Replaces {@code d.putFirst(e)}. */
	public static <E> void putFirst(BlockingDeque<E> d, E e, int site) throws InterruptedException {
		QueueHooks.put(d, e, site, FIRST);
	}

	/** Replaces {@code d.putLast(e)}. */
	public static <E> void putLast(BlockingDeque<E> d, E e, int site) throws InterruptedException {
		QueueHooks.put(d, e, site, LAST);
	}

	/** Replaces {@code d.offerFirst(e)}. */
	public static <E> boolean offerFirst(BlockingDeque<E> d, E e, int site) {
		return QueueHooks.offer(d, e, site, FIRST, false);
	}

	/** Replaces {@code d.offerLast(e)}. */
	public static <E> boolean offerLast(BlockingDeque<E> d, E e, int site) {
		return QueueHooks.offer(d, e, site, LAST, false);
	}

	/** Replaces {@code d.addFirst(e)}. */
	public static <E> void addFirst(BlockingDeque<E> d, E e, int site) {
		QueueHooks.offer(d, e, site, FIRST, true);
	}

	/** Replaces {@code d.addLast(e)}. */
	public static <E> void addLast(BlockingDeque<E> d, E e, int site) {
		QueueHooks.offer(d, e, site, LAST, true);
	}

	/** Replaces {@code d.push(e)}. */
	public static <E> void push(BlockingDeque<E> d, E e, int site) {
		QueueHooks.offer(d, e, site, FIRST, true);
	}

	/** Replaces {@code d.offerFirst(e, time, unit)}. */
	public static <E> boolean offerFirst(BlockingDeque<E> d, E e, long time, TimeUnit unit, int site)
			throws InterruptedException {
		return QueueHooks.offer(d, e, time, unit, site, FIRST);
	}

	/** Replaces {@code d.offerLast(e, time, unit)}. */
	public static <E> boolean offerLast(BlockingDeque<E> d, E e, long time, TimeUnit unit, int site)
			throws InterruptedException {
		return QueueHooks.offer(d, e, time, unit, site, LAST);
	}

	/** Replaces {@code d.takeFirst()}. */
	public static <E> E takeFirst(BlockingDeque<E> d, int site) throws InterruptedException {
		return QueueHooks.take(d, site, FIRST);
	}

	/** Replaces {@code d.takeLast()}. */
	public static <E> E takeLast(BlockingDeque<E> d, int site) throws InterruptedException {
		return QueueHooks.take(d, site, LAST);
	}

	/** Replaces {@code d.pollFirst(time, unit)}. */
	public static <E> E pollFirst(BlockingDeque<E> d, long time, TimeUnit unit, int site)
			throws InterruptedException {
		return QueueHooks.poll(d, time, unit, site, FIRST);
	}

	/** Replaces {@code d.pollLast(time, unit)}. */
	public static <E> E pollLast(BlockingDeque<E> d, long time, TimeUnit unit, int site) throws InterruptedException {
		return QueueHooks.poll(d, time, unit, site, LAST);
	}

	/** Replaces {@code d.pollFirst()}. */
	public static <E> E pollFirst(BlockingDeque<E> d, int site) {
		return QueueHooks.poll(d, site, FIRST);
	}

	/** Replaces {@code d.pollLast()}. */
	public static <E> E pollLast(BlockingDeque<E> d, int site) {
		return QueueHooks.poll(d, site, LAST);
	}

	/** Replaces {@code d.pop()}. */
	public static <E> E pop(BlockingDeque<E> d, int site) {
		E e = QueueHooks.poll(d, site, FIRST);
		if (e == null) {
			throw new NoSuchElementException();
		}
		return e;
	}
}
