/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.bound;

/**
 * The counting behind the thick part of the bound (spec section 7.4). An allocation shape A = (a_1 >= a_2 >= ...)
 * splits n processes over processors; when q of them are active at once, the time of that unit slot is the largest
 * number of active processes on one processor. Instead of the source's recursion over f(A,q,l) and pi (which has two
 * misprints, spec section 12 items 1-2), counts come from one generating function: the number of ways to place q
 * ones with at most L on every processor is the coefficient of x^q in prod_i sum_{c <= min(L, a_i)} C(a_i, c) x^c.
 * Counts are doubles, exact up to 2^53 and accurate to rounding beyond; {@link #MAX_PROCESSES} keeps them finite.
 */
public final class ShapeMath {

	/** Largest process count handled (C(1000, 500) is about 2.7e299, still a finite double). */
	public static final int MAX_PROCESSES = 1000;

	private final int n;
	private final double[][] binomial;

	/** Tables for shapes of {@code n} processes. */
	public ShapeMath(int n) {
		requireThreads(n);
		this.n = n;
		binomial = new double[n + 1][];
		for (int i = 0; i <= n; i++) {
			binomial[i] = new double[i + 1];
			binomial[i][0] = 1;
			binomial[i][i] = 1;
			for (int j = 1; j < i; j++) {
				binomial[i][j] = binomial[i - 1][j - 1] + binomial[i - 1][j];
			}
		}
	}

	/**
	 * Fails unless the bound handles a program of {@code n} threads (1 to {@link #MAX_PROCESSES}): callers ask before
	 * they build a trace's execution graph and search bindings, which for a trace of many threads (300,000 virtual
	 * threads) take minutes, so that such a trace is told at once.
	 */
	public static void requireThreads(int n) {
		if (n < 1 || n > MAX_PROCESSES) {
			throw new IllegalArgumentException(
					"the bound handles 1 to " + MAX_PROCESSES + " threads; the program has " + n);
		}
	}

	/** C(a, b), 0 outside 0 <= b <= a <= n. */
	public double choose(int a, int b) {
		return b < 0 || a < 0 || b > a ? 0 : binomial[a][b];
	}

	/**
	 * For every q = 0..n, the number of ways to place q ones on the shape with at most {@code limit} ones on each
	 * processor.
	 */
	public double[] countsAtMost(int[] shape, int limit) {
		double[] poly = new double[n + 1];
		poly[0] = 1;
		int degree = 0;
		for (int a : shape) {
			int top = Math.min(limit, a);
			double[] next = new double[n + 1];
			for (int i = 0; i <= degree; i++) {
				if (poly[i] == 0) {
					continue;
				}
				for (int c = 0; c <= top && i + c <= n; c++) {
					next[i + c] += poly[i] * binomial[a][c];
				}
			}
			poly = next;
			degree = Math.min(n, degree + top);
		}
		return poly;
	}

	/**
	 * f(A, q, 0) of spec section 7.4: over all C(n, q) ways for q processes to be active, the sum of the largest
	 * number of active processes on one processor.
	 */
	public double f(int[] shape, int q) {
		double total = choose(n, q);
		double sum = 0;
		for (int limit = 0; limit < shape[0]; limit++) {
			sum += total - countsAtMost(shape, limit)[q];
		}
		return sum;
	}

	/**
	 * For every q = 0..n, the mean slot time f(A, q, 0) / C(n, q) (0 for q = 0): one pass per limit serves all q.
	 */
	public double[] meanSlotTimes(int[] shape) {
		double[] mean = new double[n + 1];
		for (int limit = 0; limit < shape[0]; limit++) {
			double[] counts = countsAtMost(shape, limit);
			for (int q = 1; q <= n; q++) {
				mean[q] += 1 - counts[q] / binomial[n][q];
			}
		}
		return mean;
	}

	/**
	 * pi(k, w, q, l) of spec section 7.4: the ways to place q ones in k sets of w slots so that the fullest set holds
	 * exactly l ones.
	 */
	public double pi(int k, int w, int q, int l) {
		int[] shape = new int[k];
		java.util.Arrays.fill(shape, w);
		ShapeMath small = k * w == n ? this : new ShapeMath(k * w);
		double atMost = small.countsAtMost(shape, l)[q];
		double below = l == 0 ? 0 : small.countsAtMost(shape, l - 1)[q];
		return atMost - below;
	}

	/** Number of allocation shapes of n processes on at most k processors (partitions of n into at most k parts). */
	public static long shapeCount(int n, int k) {
		// p[j][m] = partitions of m into parts of size at most j, which equals partitions into at most j parts
		long[] p = new long[n + 1];
		p[0] = 1;
		for (int part = 1; part <= k; part++) {
			for (int m = part; m <= n; m++) {
				p[m] += p[m - part];
			}
		}
		return p[n];
	}
}
