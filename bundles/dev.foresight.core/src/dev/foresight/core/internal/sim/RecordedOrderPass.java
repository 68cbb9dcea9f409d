/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;

/**
 * Walks all events of a trace in recorded order (causal first: an event comes after its recorded releaser; then wall
 * time) to find what the trace does not state directly: the initial permits of semaphores and elements of queues
 * (the least values for which the recorded run never went below zero), the initial counts of latches, the rank of
 * every lock and semaphore acquisition on its object and of every put on a bounded queue (the tickets of the Strict
 * Sequence model) and which threads release or consume each object.
 * <p>
 * A take needs no ticket: it follows its recorded put. Puts on a bounded queue do: one producer may otherwise fill
 * the queue with elements whose takes must wait for another producer's put, which then finds no room. A put's own
 * time is when it began, not when its element went in (it may have waited for room), so its ticket is the rank of
 * the take that consumed it (the hooked puts add at the tail and the takes remove from the head), kept after its
 * thread's earlier puts. A put nothing consumed, and no later put of its thread, has no ticket.
 */
final class RecordedOrderPass {

	private final PreparedTrace pt;
	private final long[] level;
	private final long[] lowest;
	/** Per semaphore, the permits it started with as its acquires with {@link Event#AVAILABLE} say. */
	private final Estimates startedWith;
	private final int[] nextTicket;
	private final LongIntMap depth;
	/** Per thread in the heap, the wall time of its next event (read once, not at every comparison). */
	private final long[] head;
	/** Per thread and bounded queue, the index after its last put with a ticket. */
	private final LongIntMap putCursor;
	/** Per thread, the index of its next event to visit. */
	private final int[] next;

	RecordedOrderPass(PreparedTrace pt) {
		this.pt = pt;
		this.level = new long[pt.objects.count];
		this.lowest = new long[pt.objects.count];
		this.startedWith = new Estimates(pt.objects.count);
		this.nextTicket = new int[pt.objects.count];
		this.depth = new LongIntMap(256);
		this.head = new long[pt.threads];
		this.next = new int[pt.threads];
		this.putCursor = new LongIntMap(64);
	}

	void run() {
		int n = pt.threads;
		// a small heap of threads keyed by the wall time of their next event
		int[] heap = new int[n];
		int size = 0;
		ParkedThreads parked = new ParkedThreads(n);
		boolean ignoreLinks = false;
		for (int t = 0; t < n; t++) {
			size = offer(t, heap, size, parked, ignoreLinks);
		}
		while (true) {
			if (size == 0) {
				if (parked.isEmpty()) {
					break;
				}
				// links that contradict each other (an inconsistent trace): fall back to wall time for the rest
				ignoreLinks = true;
				for (int k = 0, held = parked.releaseAll(); k < held; k++) {
					size = offer(parked.released(k), heap, size, parked, true);
				}
				continue;
			}
			int t = heap[0];
			int i = next[t]++;
			heap[0] = heap[--size];
			if (size > 0) {
				siftDown(heap, size);
			}
			visit(t, i);
			for (int k = 0, held = parked.isEmpty() ? 0 : parked.release(t, i); k < held; k++) {
				size = offer(parked.released(k), heap, size, parked, ignoreLinks);
			}
			size = offer(t, heap, size, parked, ignoreLinks);
		}
		TraceObjects objects = pt.objects;
		for (int o = 0; o < objects.count; o++) {
			// a hand-off queue holds no elements
			if (objects.role[o] == Roles.SEMAPHORE || (objects.role[o] == Roles.QUEUE && !objects.handoff[o])) {
				// the recorded order never went below zero permits; a recording on one processor may never have held
				// as many as the semaphore had, which its acquires say (when the recorder read it)
				objects.initialCount[o] = Math.max(-lowest[o], startedWith.mode(o));
			}
		}
	}

	/**
	 * Puts thread {@code t} in the heap at its next event, unless that event's recorded releaser has not been visited
	 * yet: the recorder may write a released event before its releaser (both end on different threads), and the
	 * order must follow causality before wall time.
	 */
	private int offer(int t, int[] heap, int size, ParkedThreads parked, boolean ignore) {
		EventSource s = pt.src;
		int i = next[t];
		if (i >= pt.size(t)) {
			return size;
		}
		int u = s.wakeThread(t, i);
		int j = s.wakeIndex(t, i);
		if (!ignore && u >= 0 && u < pt.threads && u != t && j >= 0 && j < pt.size(u) && next[u] <= j) {
			parked.park(t, u, j);
			return size;
		}
		head[t] = s.wallNanos(t, i);
		heap[size] = t;
		siftUp(heap, size);
		return size + 1;
	}

	private void visit(int t, int i) {
		EventSource s = pt.src;
		int o = pt.obj(t, i);
		pt.ticket.set(t, i, -1);
		if (o < 0) {
			return;
		}
		int flags = s.flags(t, i);
		// a try or timed operation that gave up took nothing, as the replay treats it
		boolean failed = (flags & (Event.FAILED | Event.TIMED_OUT)) != 0;
		EventKind kind = s.kind(t, i);
		switch (kind) {
		case MONITOR_ENTER, LOCK, TRY_LOCK -> {
			if (!failed && enter(t, o) == 0) {
				pt.ticket.set(t, i, nextTicket[o]++);
			}
		}
		case MONITOR_EXIT, UNLOCK -> {
			exit(t, o);
			pt.party.add(o, t, true);
		}
		case WAIT -> pt.ticket.set(t, i, nextTicket[o]++);
		case SEMAPHORE_ACQUIRE -> {
			if (!failed) {
				pt.ticket.set(t, i, nextTicket[o]++);
				long available = Event.available(s.arg(t, i), flags);
				if (available >= 0) {
					// the permits it started with: those it had at this acquire, less what came and went before
					startedWith.add(o, available - level[o]);
				}
				change(o, -Math.max(1, Event.permits(s.arg(t, i), flags)));
			}
		}
		case SEMAPHORE_RELEASE -> {
			change(o, Math.max(1, s.arg(t, i)));
			pt.party.add(o, t, true);
		}
		case QUEUE_TAKE -> {
			if (failed) {
				return;
			}
			change(o, -1);
			pt.party.add(o, t, false);
			ticketPut(o, s.wakeThread(t, i), s.wakeIndex(t, i));
		}
		case QUEUE_PUT -> {
			if (failed) {
				return;
			}
			change(o, 1);
			pt.party.add(o, t, true);
		}
		case LATCH_COUNTDOWN -> {
			pt.objects.initialCount[o] = Math.max(pt.objects.initialCount[o], s.arg(t, i) + 1);
			pt.party.add(o, t, true);
		}
		case BARRIER_AWAIT -> {
			// a phaser's wait without an arrival, or an exchange that timed out, is no party of it
			if ((flags & Event.AWAITED) == 0 && !failed) {
				pt.party.add(o, t, true);
			}
		}
		case NOTIFY, NOTIFY_ALL, CONDITION_SIGNAL, FUTURE_COMPLETE, TASK_SUBMIT, TASK_END, UNPARK ->
			pt.party.add(o, t, true);
		default -> {
			// no state to track
		}
		}
	}

	/**
	 * Gives put {@code j} of thread {@code u}, which a take of bounded queue {@code o} consumed, its ticket, after
	 * every earlier put of {@code u} on {@code o} without one: one thread's elements went in in its program order,
	 * whatever order two consumers' takes were recorded in.
	 */
	private void ticketPut(int o, int u, int j) {
		if (pt.objects.capacity[o] <= 0 || pt.objects.handoff[o] || u < 0 || u >= pt.threads || j < 0
				|| j >= next[u]) {
			return; // unbounded, hand-off, or a put not visited yet (links that contradict each other)
		}
		long key = PreparedTrace.key(u, o);
		int from = Math.max(0, putCursor.get(key));
		if (j < from || pt.src.kind(u, j) != EventKind.QUEUE_PUT || pt.obj(u, j) != o) {
			return; // ticketed with a later put of its thread, or not a put on o
		}
		EventSource s = pt.src;
		for (int k = from; k <= j; k++) {
			if (s.kind(u, k) == EventKind.QUEUE_PUT && pt.obj(u, k) == o
					&& (s.flags(u, k) & (Event.FAILED | Event.TIMED_OUT)) == 0) {
				pt.ticket.set(u, k, nextTicket[o]++);
			}
		}
		putCursor.put(key, j + 1);
	}

	private int enter(int t, int o) {
		long k = PreparedTrace.key(t, o);
		int d = Math.max(0, depth.get(k));
		depth.put(k, d + 1);
		return d;
	}

	private void exit(int t, int o) {
		long k = PreparedTrace.key(t, o);
		depth.put(k, Math.max(0, depth.get(k) - 1));
	}

	private void change(int o, long delta) {
		level[o] += delta;
		lowest[o] = Math.min(lowest[o], level[o]);
	}

	private boolean before(int a, int b) {
		long wa = head[a];
		long wb = head[b];
		return wa < wb || (wa == wb && a < b);
	}

	private void siftUp(int[] heap, int at) {
		while (at > 0) {
			int parent = (at - 1) / 2;
			if (!before(heap[at], heap[parent])) {
				return;
			}
			swap(heap, at, parent);
			at = parent;
		}
	}

	private void siftDown(int[] heap, int size) {
		int at = 0;
		while (true) {
			int c = 2 * at + 1;
			if (c >= size) {
				return;
			}
			if (c + 1 < size && before(heap[c + 1], heap[c])) {
				c++;
			}
			if (!before(heap[c], heap[at])) {
				return;
			}
			swap(heap, at, c);
			at = c;
		}
	}

	private static void swap(int[] a, int i, int j) {
		int x = a[i];
		a[i] = a[j];
		a[j] = x;
	}
}
