/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * The threads {@link RecordedOrderPass} holds back until the recorded releaser of their next event has been visited:
 * per releasing thread a list of the threads waiting for one of its events, ordered by that event (threads waiting
 * for the same event in the order they were held). A thread waits for one event at a time, so everything fits in a
 * few arrays indexed by thread; the pass visits every event of the trace and used to look each up in a map of boxed
 * keys. A releaser's events are visited in order and a thread is only held for one not visited yet, so the threads an
 * event releases are at the front of its thread's list; and threads are mostly held in the order of the events they
 * wait for (a program's main thread starting 300,000 virtual threads, each held for its start), so a new one mostly
 * goes at the back.
 */
final class ParkedThreads {

	private final int[] onThread;
	private final int[] onIndex;
	private final int[] next;
	private final int[] first;
	private final int[] last;
	private final int[] released;
	private int count;

	ParkedThreads(int threads) {
		onThread = IntArrays.none(threads);
		onIndex = new int[threads];
		next = IntArrays.none(threads);
		first = IntArrays.none(threads);
		last = IntArrays.none(threads);
		released = new int[threads];
	}

	boolean isEmpty() {
		return count == 0;
	}

	/** Holds thread {@code t} until event {@code index} of thread {@code releaser} has been visited. */
	void park(int t, int releaser, int index) {
		onThread[t] = releaser;
		onIndex[t] = index;
		count++;
		int tail = last[releaser];
		if (tail < 0 || onIndex[tail] <= index) {
			next[t] = -1;
			if (tail < 0) {
				first[releaser] = t;
			} else {
				next[tail] = t;
			}
			last[releaser] = t;
			return;
		}
		// before the first thread waiting for a later event
		int prev = -1;
		int x = first[releaser];
		while (onIndex[x] <= index) {
			prev = x;
			x = next[x];
		}
		next[t] = x;
		if (prev < 0) {
			first[releaser] = t;
		} else {
			next[prev] = t;
		}
	}

	/**
	 * Takes the threads waiting for event {@code index} of thread {@code releaser} off its list, which holds no thread
	 * waiting for an earlier event; returns how many, in {@link #released(int)} in the order they were held.
	 */
	int release(int releaser, int index) {
		int n = 0;
		for (int t = first[releaser]; t >= 0 && onIndex[t] == index; t = first[releaser]) {
			first[releaser] = next[t];
			if (last[releaser] == t) {
				last[releaser] = -1;
			}
			onThread[t] = -1;
			count--;
			released[n++] = t;
		}
		return n;
	}

	/** The {@code k}-th thread the last {@link #release} or {@link #releaseAll} took off. */
	int released(int k) {
		return released[k];
	}

	/** Takes every held thread off, in the order of their numbers; returns how many (see {@link #released}). */
	int releaseAll() {
		int n = 0;
		for (int t = 0; t < onThread.length; t++) {
			if (onThread[t] >= 0) {
				onThread[t] = -1;
				released[n++] = t;
			}
		}
		Arrays.fill(first, -1);
		Arrays.fill(last, -1);
		count = 0;
		return n;
	}
}
