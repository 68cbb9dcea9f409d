/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * The processors ordered by the time of their next event, as a tournament tree: every inner node holds the winner
 * (smallest key, then smallest number) of its two children. Changing a key replays the matches on the path to the
 * root, a fixed number of comparisons without data-dependent branches to mispredict, where a binary heap's sift
 * stops at an unpredictable level; with many processors this is most of the event loop's ordering work. A key of
 * {@link Double#POSITIVE_INFINITY} means the processor has no event.
 */
final class TournamentTree {

	/** Number of leaves: a power of two, at least two. */
	private final int leaves;
	private final double[] key;
	/** Winner of each inner node {@code 1..leaves-1}; the children of node {@code k} are {@code 2k} and {@code 2k+1}. */
	private final int[] winner;

	TournamentTree(int n) {
		int m = 2;
		while (m < n) {
			m <<= 1;
		}
		leaves = m;
		key = new double[m];
		Arrays.fill(key, Double.POSITIVE_INFINITY);
		winner = new int[m];
		for (int k = m - 1; k >= 1; k--) {
			winner[k] = k >= m / 2 ? 2 * k - m : winner[2 * k];
		}
	}

	/** The processor with the earliest event (ties: the lowest number). */
	int peek() {
		return winner[1];
	}

	/** The earliest event time, or infinity when no processor has one. */
	double peekKey() {
		return key[winner[1]];
	}

	/** Sets processor {@code e}'s event time; infinity: none. */
	void set(int e, double k) {
		key[e] = k;
		int left = e & ~1;
		int node = (e + leaves) >>> 1;
		winner[node] = key[left + 1] < key[left] ? left + 1 : left;
		for (node >>>= 1; node >= 1; node >>>= 1) {
			int a = winner[2 * node];
			int b = winner[2 * node + 1];
			// every processor of the left subtree has a lower number, so a tie goes left
			winner[node] = key[b] < key[a] ? b : a;
		}
	}
}
