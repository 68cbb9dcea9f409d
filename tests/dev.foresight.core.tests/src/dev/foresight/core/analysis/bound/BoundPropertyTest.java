/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.bound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.RandomPrograms;
import dev.foresight.core.analysis.result.Bound;
import dev.foresight.core.analysis.result.ParallelismProfile;

/**
 * Properties of the bound of spec section 7.2 on random programs of the section 7.1 model (processes of sequential
 * segments separated by Wait/Activate): an optimal allocation, found here by trying every allocation, is never slower
 * than the bound. The evaluator shares a processor ideally instead of scheduling optimally (a cost the bound ignores),
 * which is why a small tolerance is allowed.
 */
class BoundPropertyTest {

	@Test
	@DisplayName("7.2: the best of all allocations is never slower than the bound (k = 2, 3; t = 0, 2)")
	void optimumIsWithinTheBound() {
		Random random = new Random(11);
		for (int program = 0; program < 25; program++) {
			int threads = 3 + random.nextInt(4);
			ExecutionGraph graph = RandomPrograms.of(threads, 4, random);
			ParallelismProfile profile = ParallelismProfiles.of(graph);
			BoundSearch search = new BoundSearch(profile);
			for (int k = 2; k <= 3; k++) {
				for (double latency : new double[] { 0, 2 }) {
					Bound bound = search.bound(k, latency, ProgressMonitor.NONE);
					double best = bestOfAll(graph, k, latency);
					assertTrue(best <= bound.time() * 1.02 + 1e-9,
							"program " + program + " k=" + k + " t=" + latency + ": optimum " + best + " > bound "
									+ bound.time());
				}
			}
		}
	}

	@Test
	@DisplayName("7.1: profile fractions sum to 1, sum q v_q = T(P,1,0) / T(P,n,0), bound within [T(P,n,0), T(P,1,0)]")
	void profileIdentities() {
		Random random = new Random(5);
		for (int program = 0; program < 10; program++) {
			ExecutionGraph graph = RandomPrograms.of(5, 5, random);
			ParallelismProfile profile = ParallelismProfiles.of(graph);
			assertEquals(1, profile.fractions().stream().mapToDouble(Double::doubleValue).sum(), 1e-12);
			assertEquals(profile.totalWork() / profile.optimalTime(), profile.averageParallelism(), 1e-9);
			Bound one = new BoundSearch(profile).bound(1, 0, ProgressMonitor.NONE);
			assertEquals(profile.totalWork(), one.time(), 1e-6);
			Bound many = new BoundSearch(profile).bound(5, 0, ProgressMonitor.NONE);
			assertEquals(profile.optimalTime(), many.time(), 1e-6);
		}
	}

	private static double bestOfAll(ExecutionGraph graph, int k, double latency) {
		int n = graph.threadCount();
		int[] allocation = new int[n];
		double best = Double.POSITIVE_INFINITY;
		int total = (int) Math.pow(k, n);
		for (int code = 0; code < total; code++) {
			int c = code;
			for (int t = 0; t < n; t++) {
				allocation[t] = c % k;
				c /= k;
			}
			best = Math.min(best, FluidSimulator.bound(graph, allocation, latency).completion());
		}
		return best;
	}
}
