/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * The threads that release (produce) and consume each object of a trace, up to {@value #MAX_PARTIES} of each: how
 * many parties a barrier can wait for, and which threads a deadlock's explanation names.
 */
final class Parties {

	private static final int MAX_PARTIES = 16;

	private final int objects;
	private int[][] producers;
	private int[][] consumers;

	Parties(int objects) {
		this.objects = objects;
	}

	/** Records that thread {@code t} produces ({@code producer}) or consumes object {@code o}. */
	void add(int o, int t, boolean producer) {
		if (producers == null) {
			producers = new int[objects][];
			consumers = new int[objects][];
		}
		int[][] table = producer ? producers : consumers;
		int[] list = table[o];
		if (list == null) {
			table[o] = new int[] { t };
			return;
		}
		for (int x : list) {
			if (x == t) {
				return;
			}
		}
		if (list.length < MAX_PARTIES) {
			int[] grown = Arrays.copyOf(list, list.length + 1);
			grown[list.length] = t;
			table[o] = grown;
		}
	}

	/** Threads that release object {@code o} (never {@code null}). */
	int[] producers(int o) {
		return producers == null || producers[o] == null ? new int[0] : producers[o];
	}

	/**
	 * The parties a barrier waits for: its recorded count, but no more than the threads that await it in the trace
	 * (a party outside the recording would block the replay for ever).
	 */
	int expected(int o, long recorded) {
		int seen = producers(o).length;
		return (int) Math.max(1, seen < MAX_PARTIES ? Math.min(recorded, seen) : recorded);
	}

	/** Threads that consume from object {@code o} (never {@code null}). */
	int[] consumers(int o) {
		return consumers == null || consumers[o] == null ? new int[0] : consumers[o];
	}
}
