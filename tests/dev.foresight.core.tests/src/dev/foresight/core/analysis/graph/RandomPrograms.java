/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import java.util.Random;

/** Random programs of the model of spec section 7.1, for property tests. */
public final class RandomPrograms {

	private RandomPrograms() {
	}

	/**
	 * A random program: in each of {@code rounds} rounds every thread runs a segment of 1 to 20 units, half of them
	 * released by an earlier-round segment of another thread (so the program cannot deadlock).
	 */
	public static ExecutionGraph of(int threads, int rounds, Random random) {
		return of(threads, rounds, random, 0);
	}

	/**
	 * As {@link #of(int, int, Random)}, and a third of the segments after a thread's first begin 1 to
	 * {@code maxDelay} units after their predecessor (a sleep or an I/O wait); none when {@code maxDelay} is 0.
	 */
	public static ExecutionGraph of(int threads, int rounds, Random random, int maxDelay) {
		GraphBuilder b = ExecutionGraph.builder();
		for (int t = 0; t < threads; t++) {
			b.addThread();
		}
		int[][] index = new int[threads][rounds];
		for (int t = 0; t < threads; t++) {
			for (int r = 0; r < rounds; r++) {
				index[t][r] = b.segment(t, 1 + random.nextInt(20));
			}
		}
		for (int t = 0; t < threads; t++) {
			for (int r = 1; r < rounds; r++) {
				if (maxDelay > 0 && random.nextInt(3) == 0) {
					b.setDelay(index[t][r], 1 + random.nextInt(maxDelay));
				}
				if (random.nextDouble() < 0.5) {
					int other = random.nextInt(threads);
					if (other != t) {
						b.setRelease(index[t][r], index[other][random.nextInt(r)]);
					}
				}
			}
		}
		return b.build();
	}
}
