/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * A few estimates of one number per object, and the one given most often. The permits a semaphore started with are
 * estimated at each recorded acquire from the permits it had then; an acquire that read them while another thread's
 * acquire or release was under way, but recorded in the other order, is off by one or two, and the common value is
 * the right one.
 */
final class Estimates {

	private static final int KEPT = 32;

	private final long[][] values;
	private final int[] counts;

	Estimates(int objects) {
		this.values = new long[objects][];
		this.counts = new int[objects];
	}

	/** Adds an estimate for object {@code o}; beyond the first {@value #KEPT} they are left out. */
	void add(int o, long value) {
		if (counts[o] == KEPT) {
			return;
		}
		if (values[o] == null) {
			values[o] = new long[KEPT];
		}
		values[o][counts[o]++] = value;
	}

	/** The estimate of object {@code o} given most often (the smaller of equally frequent ones), or 0 without any. */
	long mode(int o) {
		int n = counts[o];
		if (n == 0) {
			return 0;
		}
		long[] v = Arrays.copyOf(values[o], n);
		Arrays.sort(v);
		long best = v[0];
		int bestRun = 0;
		for (int i = 0, run = 0; i < n; i++) {
			run = i > 0 && v[i] == v[i - 1] ? run + 1 : 1;
			if (run > bestRun) {
				bestRun = run;
				best = v[i];
			}
		}
		return best;
	}
}
