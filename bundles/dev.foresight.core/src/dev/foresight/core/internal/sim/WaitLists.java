/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * What each blocked thread waits for, and each object's FIFO of blocked threads (intrusive lists in flat arrays);
 * under Strict Sequence a FIFO is ordered by ticket (recorded acquisition order).
 */
abstract class WaitLists {

	static final byte B_NONE = 0;
	static final byte B_LOCK_X = 1;
	static final byte B_LOCK_S = 2;
	static final byte B_SEM = 3;
	static final byte B_TAKE = 4;
	static final byte B_PUT = 5;
	static final byte B_HANDOFF = 6;
	static final byte B_ALL = 7;
	static final byte B_GATE = 8;
	static final byte B_LISTS = 9;
	static final byte B_IO = 10;

	final Engine e;
	final boolean strict;
	final int[] head;
	private final int[] tail;
	final int[] blockObj;
	final byte[] blockType;
	final long[] blockArg;
	/** The event each blocked thread is blocked at (-1: none); its site is read only when asked for. */
	private final int[] blockEvent;
	final int[] blockTicket;
	private final int[] next;
	/**
	 * Per object, at least the highest ticket in its list (Integer.MIN_VALUE when empty): a thread whose ticket is
	 * not below it goes to the tail at once, where the in-order walk would have put it. Thousands of threads waiting
	 * for one semaphore in ticket order made each insertion walk the whole list.
	 */
	private final int[] maxTicket;

	WaitLists(Engine e, boolean strict) {
		this.e = e;
		this.strict = strict;
		int m = e.pt.objectCount();
		head = IntArrays.none(m);
		tail = IntArrays.none(m);
		maxTicket = new int[m];
		Arrays.fill(maxTicket, Integer.MIN_VALUE);
		int n = e.threads;
		blockObj = IntArrays.none(n);
		blockType = new byte[n];
		blockArg = new long[n];
		blockEvent = IntArrays.none(n);
		blockTicket = IntArrays.none(n);
		next = IntArrays.none(n);
	}

	/** Releases every thread waiting on {@code o} (latch opened, barrier tripped, future completed, thread ended). */
	void releaseAll(int o, int from) {
		for (int w = head[o]; w >= 0; w = head[o]) {
			pop(o);
			e.wakeups.wake(w, from, true);
		}
	}

	/**
	 * Releases the threads waiting on {@code o} whose wait argument is {@code arg} (a task's begin waits for its
	 * submit, a get for its end); the others keep their places. With {@code complete} their events are done, else
	 * they try them again.
	 */
	void releaseAll(int o, int from, long arg, boolean complete) {
		int w = head[o];
		head[o] = -1;
		tail[o] = -1;
		int released = -1;
		while (w >= 0) {
			int n = next[w];
			if (blockArg[w] == arg) {
				next[w] = released;
				released = w;
			} else {
				append(w, o);
			}
			w = n;
		}
		// woken in the order they blocked: the list was built reversed
		int ordered = -1;
		while (released >= 0) {
			int n = next[released];
			next[released] = ordered;
			ordered = released;
			released = n;
		}
		while (ordered >= 0) {
			int n = next[ordered];
			next[ordered] = -1;
			blockType[ordered] = B_NONE;
			e.wakeups.wake(ordered, from, complete);
			ordered = n;
		}
	}

	/** How many threads wait in {@code o}'s list. */
	int waiting(int o) {
		int n = 0;
		for (int w = head[o]; w >= 0; w = next[w]) {
			n++;
		}
		return n;
	}

	/** Blocks {@code t} at event {@code i} on object {@code o}'s FIFO (at its head when {@code front}). */
	void block(int t, int i, int o, byte type, long arg, int tk, boolean front) {
		e.sched.leave(t);
		e.state[t] = Engine.BLOCKED;
		blockObj[t] = o;
		blockType[t] = type;
		blockArg[t] = arg;
		blockTicket[t] = tk;
		blockEvent[t] = i;
		if (front || (strict && tk >= 0)) {
			insertOrdered(t, o, front ? Integer.MIN_VALUE : tk);
		} else {
			append(t, o);
		}
		maxTicket[o] = Math.max(maxTicket[o], tk);
		if (e.timeline != null) {
			e.timeline.blocked(t, o, blockSite(t));
		}
	}

	/** Blocks {@code t} on no list: a gate (a recorded releaser) or the Client-Server list choice wakes it. */
	void park(int t, int i, byte type, long arg) {
		e.sched.leave(t);
		e.state[t] = Engine.BLOCKED;
		blockObj[t] = i < e.pt.size(t) ? e.pt.obj(t, i) : -1;
		blockType[t] = type;
		blockArg[t] = arg;
		blockEvent[t] = i < e.pt.size(t) ? i : -1;
		if (e.timeline != null) {
			e.timeline.blocked(t, blockObj[t], blockSite(t));
		}
	}

	/** Site of the event blocked thread {@code t} waits at, or -1. */
	int blockSite(int t) {
		return blockEvent[t] >= 0 ? e.pt.site(t, blockEvent[t]) : -1;
	}

	int pop(int o) {
		int w = head[o];
		head[o] = next[w];
		if (head[o] < 0) {
			tail[o] = -1;
			maxTicket[o] = Integer.MIN_VALUE;
		}
		next[w] = -1;
		blockType[w] = B_NONE;
		return w;
	}

	private void append(int t, int o) {
		next[t] = -1;
		if (tail[o] < 0) {
			head[o] = t;
		} else {
			next[tail[o]] = t;
		}
		tail[o] = t;
	}

	private void insertOrdered(int t, int o, int key) {
		if (key != Integer.MIN_VALUE && maxTicket[o] <= key) {
			append(t, o);
			return;
		}
		int before = -1;
		int x = head[o];
		while (x >= 0 && blockTicket[x] <= key && key != Integer.MIN_VALUE) {
			before = x;
			x = next[x];
		}
		next[t] = x;
		if (before < 0) {
			head[o] = t;
		} else {
			next[before] = t;
		}
		if (x < 0) {
			tail[o] = t;
		}
	}

	/** The first thread waiting on {@code o}, or -1. */
	int head(int o) {
		return head[o];
	}

	boolean hasWaiters(int o) {
		return head[o] >= 0;
	}
}
