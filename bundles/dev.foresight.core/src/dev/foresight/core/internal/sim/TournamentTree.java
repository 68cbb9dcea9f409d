/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * The processors ordered by the time of their next event, as a tournament tree: every node holds the winner
 * (smallest key, then smallest number) of its subtree and the winner's key. Changing a key replays the matches on the
 * path to the root. Which side wins a match is a coin toss to a branch predictor, and with many processors the
 * mispredictions were most of the event loop's ordering work, so a match is plain arithmetic: the climbing candidate
 * stays in registers, each level reads only the sibling node, and the keys are compared as the bits of non-negative
 * doubles, which order like the doubles. A key of {@link Double#POSITIVE_INFINITY} means the processor has no event.
 */
final class TournamentTree {

	/** Number of leaves: a power of two, at least two. */
	private final int leaves;
	/**
	 * Per node, the winner of its subtree and the bits of its key; node 1 is the root, the children of node {@code k}
	 * are {@code 2k} and {@code 2k+1}, and node {@code leaves + p} is processor {@code p}.
	 */
	private final int[] winner;
	private final long[] key;

	TournamentTree(int n) {
		int m = 2;
		while (m < n) {
			m <<= 1;
		}
		leaves = m;
		winner = new int[2 * m];
		key = new long[2 * m];
		Arrays.fill(key, Double.doubleToRawLongBits(Double.POSITIVE_INFINITY));
		for (int k = 2 * m - 1; k >= 1; k--) {
			winner[k] = k >= m ? k - m : winner[2 * k];
		}
	}

	/** The processor with the earliest event (ties: the lowest number). */
	int peek() {
		return winner[1];
	}

	/** The earliest event time, or infinity when no processor has one. */
	double peekKey() {
		return Double.longBitsToDouble(key[1]);
	}

	/** Sets processor {@code e}'s event time (not negative, not NaN); infinity: none. */
	void set(int e, double k) {
		int node = e + leaves;
		// + 0.0 turns -0.0, whose bits would order below every other key, into 0.0
		long wk = Double.doubleToRawLongBits(k + 0.0);
		key[node] = wk;
		int w = e;
		while (node > 1) {
			int sibling = node ^ 1;
			long sk = key[sibling];
			// -1 when the sibling wins: a smaller key, or an equal one on the left (lower numbers), where node is odd;
			// both keys are below 2^63, so the difference cannot overflow
			long m = (sk - wk - (node & 1)) >> 63;
			w = (winner[sibling] & (int) m) | (w & ~(int) m);
			wk = (sk & m) | (wk & ~m);
			node >>>= 1;
			winner[node] = w;
			key[node] = wk;
		}
	}
}
