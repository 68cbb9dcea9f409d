/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.bound;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.allocation.AllocationSearch.Algorithm;
import dev.foresight.core.analysis.replay.BindingAdvice;
import dev.foresight.core.analysis.result.Bound;
import dev.foresight.core.analysis.result.ParallelismProfile;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/** The thick and thin parts and the bound of spec section 7, with the worked numbers of section 9.5. */
class BoundTest {

	private static final double EPS = 1e-9;

	/** Paper VII Figure 1: 3 processes, V = (1/3, 1/3, 1/3), z = 5/6, T(P,n,0) = 3. */
	private static ParallelismProfile figure1() {
		return new ParallelismProfile(3, List.of(0.0, 1 / 3.0, 1 / 3.0, 1 / 3.0), 3, 6, 5, 5 / 6.0);
	}

	@Test
	void aProgramWithoutWorkIsItsOwnSpeedup() {
		// three threads and no work: what a trace cut before its first event block gives
		ParallelismProfile none = new ParallelismProfile(3, List.of(1.0, 0.0, 0.0, 0.0), 0, 0, 0, 0);
		Bound b = new BoundSearch(none).bound(2, 0, ProgressMonitor.NONE);
		assertEquals(0, b.time(), EPS);
		assertEquals(1, b.speedup(), EPS);
	}

	@Test
	@DisplayName("7.4 / Table 4: f((2,2,1), 3, 0) = 16")
	void tableFourGivesSixteen() {
		assertEquals(16, new ShapeMath(5).f(new int[] { 2, 2, 1 }, 3), EPS);
	}

	@Test
	@DisplayName("9.5: pi(2,2,2,1) = 4, pi(2,2,2,2) = 2, pi(2,2,3,2) = 4, pi(1,1,1,1) = 1")
	void piValues() {
		ShapeMath math = new ShapeMath(4);
		assertEquals(4, math.pi(2, 2, 2, 1), EPS);
		assertEquals(2, math.pi(2, 2, 2, 2), EPS);
		assertEquals(4, math.pi(2, 2, 3, 2), EPS);
		assertEquals(1, math.pi(1, 1, 1, 1), EPS);
	}

	@Test
	@DisplayName("9.5: 6,158,681 shapes of 79 processes on at most 16 processors")
	void shapeCount() {
		assertEquals(6_158_681L, ShapeMath.shapeCount(79, 16));
	}

	@Test
	@DisplayName("7.4: f equals brute force over every placement of q ones, for 10 shapes and all q")
	void fMatchesBruteForce() {
		int[][] shapes = { { 5 }, { 4, 1 }, { 3, 2 }, { 3, 1, 1 }, { 2, 2, 1 }, { 2, 1, 1, 1 }, { 1, 1, 1, 1, 1 },
				{ 3, 3 }, { 4, 2 }, { 2, 2, 2 } };
		for (int[] shape : shapes) {
			int n = java.util.Arrays.stream(shape).sum();
			ShapeMath math = new ShapeMath(n);
			for (int q = 0; q <= n; q++) {
				assertEquals(bruteForce(shape, n, q), math.f(shape, q), EPS,
						java.util.Arrays.toString(shape) + " q=" + q);
			}
		}
	}

	private static double bruteForce(int[] shape, int n, int q) {
		double sum = 0;
		for (int mask = 0; mask < 1 << n; mask++) {
			if (Integer.bitCount(mask) != q) {
				continue;
			}
			int slot = 0;
			int max = 0;
			for (int a : shape) {
				int ones = Integer.bitCount((mask >>> slot) & ((1 << a) - 1));
				max = Math.max(max, ones);
				slot += a;
			}
			sum += max;
		}
		return sum;
	}

	@Test
	@DisplayName("9.5 sanity: s((1..1)) = 1, s((n)) = sum q v_q, r((n)) = 0, r((1..1)) = t sum q v_q")
	void sanity() {
		BoundSearch search = new BoundSearch(figure1());
		assertEquals(1, search.thick(new int[] { 1, 1, 1 }), EPS);
		assertEquals(2, search.thick(new int[] { 3 }), EPS);
		assertEquals(0, search.thin(new int[] { 3 }, 7), EPS);
		assertEquals(2 * 7, search.thin(new int[] { 1, 1, 1 }, 7), EPS);
	}

	@Test
	@DisplayName("9.5 Figure 1 program: s((2,1)) = 13/9, r((2,1), t) = 4t/3")
	void figureOneParts() {
		BoundSearch search = new BoundSearch(figure1());
		assertEquals(13 / 9.0, search.thick(new int[] { 2, 1 }), EPS);
		assertEquals(4 / 3.0 * 0.3, search.thin(new int[] { 2, 1 }, 0.3), EPS);
	}

	@Test
	@DisplayName("9.5 Figure 1 program, k = 2: bound 13/9 x 3 = 4.33 at t = 0; all on one processor from t = 0.5")
	void figureOneBound() {
		BoundSearch search = new BoundSearch(figure1());
		Bound zero = search.bound(2, 0, ProgressMonitor.NONE);
		assertEquals(13 / 9.0, zero.ratio(), EPS);
		assertEquals(13 / 3.0, zero.time(), EPS);
		assertEquals(List.of(2, 1), zero.shape());
		assertEquals(6 / (13 / 3.0), zero.speedup(), EPS);
		Bound small = search.bound(2, 0.4, ProgressMonitor.NONE);
		assertEquals(13 / 9.0 + 4 / 9.0, small.ratio(), EPS);
		Bound slow = search.bound(2, 0.6, ProgressMonitor.NONE);
		assertEquals(2, slow.ratio(), EPS);
		assertEquals(List.of(3), slow.shape());
		assertEquals(3, search.bound(3, 0, ProgressMonitor.NONE).time(), EPS);
	}

	@Test
	@DisplayName("7.6: branch-and-bound equals the minimum over every shape, and evaluates fewer")
	void branchAndBoundIsExact() {
		int n = 12;
		double[] v = new double[n + 1];
		java.util.Random random = new java.util.Random(7);
		double total = 0;
		for (int q = 1; q <= n; q++) {
			v[q] = random.nextDouble();
			total += v[q];
		}
		List<Double> fractions = new java.util.ArrayList<>();
		for (double x : v) {
			fractions.add(x / total);
		}
		ParallelismProfile profile = new ParallelismProfile(n, fractions, 10, 40, 30, 0.75);
		for (int k = 1; k <= 6; k++) {
			for (double t : new double[] { 0, 0.1, 1 }) {
				BoundSearch search = new BoundSearch(profile);
				Bound bound = search.bound(k, t, ProgressMonitor.NONE);
				double best = minimumOverShapes(search, n, k, n, t, new java.util.ArrayList<>());
				assertEquals(best, bound.ratio(), 1e-12, "k=" + k + " t=" + t);
				assertTrue(bound.shapesEvaluated() <= bound.shapeCount() + k, "k=" + k);
			}
		}
	}

	private static double minimumOverShapes(BoundSearch search, int rest, int slots, int cap, double t,
			List<Integer> prefix) {
		if (rest == 0) {
			int[] shape = prefix.stream().mapToInt(Integer::intValue).toArray();
			return search.thick(shape) + 0.75 * search.thin(shape, t);
		}
		if (slots == 0) {
			return Double.POSITIVE_INFINITY;
		}
		double best = Double.POSITIVE_INFINITY;
		for (int a = Math.min(cap, rest); a >= 1; a--) {
			prefix.add(a);
			best = Math.min(best, minimumOverShapes(search, rest - a, slots - 1, a, t, prefix));
			prefix.remove(prefix.size() - 1);
		}
		return best;
	}

	@Test
	void rejectsBadArguments() {
		BoundSearch search = new BoundSearch(figure1());
		assertThrows(IllegalArgumentException.class, () -> search.bound(0, 0, ProgressMonitor.NONE));
		assertThrows(IllegalArgumentException.class, () -> search.bound(2, -1, ProgressMonitor.NONE));
		assertThrows(IllegalArgumentException.class, () -> new ShapeMath(ShapeMath.MAX_PROCESSES + 1));
	}

	@Test
	void aBindingOfMoreThreadsThanTheBoundHandlesIsRefusedBeforeItsSearch() {
		// what the trace editor's Binding tab and allocate ask: no graph, no simulated binpacking first
		List<ThreadEvents> streams = new ArrayList<>();
		List<ThreadInfo> threads = new ArrayList<>();
		for (int t = 0; t <= ShapeMath.MAX_PROCESSES; t++) {
			threads.add(new ThreadInfo(t, "t" + t, -1, -1, false));
			var b = ThreadEvents.builder(t);
			b.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
			b.add(EventKind.THREAD_END, -1, -1, 1000, 1000, 0, 0);
			streams.add(b.build());
		}
		Trace trace = new Trace(new TraceHeader(1, "test", "test", 1, 0, threads, List.of(), Map.of()), streams);
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BindingAdvice.of(trace,
				MachineModel.linuxServer(), 2, Algorithm.GREEDY, ProgressMonitor.NONE));
		assertEquals("the bound handles 1 to 1000 threads; the program has 1001", e.getMessage());
	}
}
