/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.allocation.AllocationSearch.Algorithm;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.GraphBuilder;
import dev.foresight.core.analysis.result.AllocationResult;

/** The allocation algorithms of spec section 5 on the worked examples of sections 5.2, 5.3 and 9.5. */
class AllocationSearchTest {

	/**
	 * Paper IV Table 1 with l = 100, e = 1: T1 = 103, T2 = 100, T3 = 101, T4 = 102; T3 and T4 start when T1 and T2
	 * have both finished.
	 */
	static ExecutionGraph worstCase() {
		GraphBuilder b = ExecutionGraph.builder();
		for (int t = 0; t < 4; t++) {
			b.addThread();
		}
		int t1 = b.segment(0, 103);
		int t2 = b.segment(1, 100);
		for (int t = 2; t < 4; t++) {
			b.segment(t, 0, t1, ExecutionGraph.NONE, ExecutionGraph.NONE, ExecutionGraph.NONE);
			b.segment(t, t == 2 ? 101 : 102, t2, ExecutionGraph.NONE, ExecutionGraph.NONE, ExecutionGraph.NONE);
		}
		return b.build();
	}

	private static AllocationResult run(Algorithm algorithm) {
		return new AllocationSearch().run(new GraphAllocationProblem(worstCase(), 0), 2, algorithm,
				ProgressMonitor.NONE);
	}

	@Test
	@DisplayName("5.2 / 9.5: binpacking puts {T1,T2} and {T3,T4} together: 4l + 6e = 406")
	void binpackingWorstCase() {
		AllocationResult r = run(Algorithm.BINPACK);
		assertEquals(List.of(0, 0, 1, 1), r.plan());
		assertEquals(406, r.time(), 1e-9);
		assertEquals(1, r.tests());
	}

	@Test
	@DisplayName("5.3 / 9.5: SGA finds {T1,T4}, {T2,T3}: 2l + 5e = 205 in 6 tests")
	void sgaExample() {
		AllocationResult r = run(Algorithm.SGA);
		assertEquals(List.of(0, 1, 1, 0), r.plan());
		assertEquals(205, r.time(), 1e-9);
		assertEquals(6, r.tests());
	}

	@Test
	@DisplayName("5.4 / 9.5: C-SGA returns the SGA allocation with one extra test")
	void csgaExample() {
		AllocationResult r = run(Algorithm.CSGA);
		assertEquals(List.of(0, 1, 1, 0), r.plan());
		assertEquals(205, r.time(), 1e-9);
		assertEquals(7, r.tests());
	}

	@Test
	@DisplayName("5.5: the greedy algorithm escapes the binpacking worst case")
	void greedyExample() {
		AllocationResult r = run(Algorithm.GREEDY);
		assertEquals(205, r.time(), 1e-9);
		assertTrue(r.tests() <= 500);
	}

	@Test
	@DisplayName("5.3: SGA worst-case test counts 6, 25 and 227")
	void sgaTestCounts() {
		assertEquals(6, AllocationSearch.sgaTests(4, 2));
		assertEquals(25, AllocationSearch.sgaTests(8, 4));
		assertEquals(227, AllocationSearch.sgaTests(32, 8));
	}

	@Test
	@DisplayName("5.4-5.5 properties on generated programs: C-SGA and greedy never end worse than binpacking")
	void neverWorseThanBinpacking() {
		Random random = new Random(42);
		AllocationSearch search = new AllocationSearch(new RandomSwapGreedy(30, 1, 120, 3));
		for (int i = 0; i < 12; i++) {
			ExecutionGraph graph = SyntheticPrograms.generate(6 + random.nextInt(6), random);
			GraphAllocationProblem problem = new GraphAllocationProblem(graph, 0);
			double binpack = search.run(problem, 3, Algorithm.BINPACK, ProgressMonitor.NONE).time();
			AllocationResult greedy = search.run(problem, 3, Algorithm.GREEDY, ProgressMonitor.NONE);
			AllocationResult csga = search.run(problem, 3, Algorithm.CSGA, ProgressMonitor.NONE);
			assertTrue(greedy.time() <= binpack, "greedy " + greedy.time() + " > binpack " + binpack);
			assertTrue(csga.time() <= binpack, "csga " + csga.time() + " > binpack " + binpack);
			assertEquals(greedy.time(), problem.evaluate(greedy.plan().stream().mapToInt(x -> x).toArray()), 1e-9);
			assertTrue(greedy.plan().stream().allMatch(p -> p >= 0 && p < 3));
		}
	}

	@Test
	void cancellationStopsTheSearch() {
		ProgressMonitor canceled = new ProgressMonitor() {
			@Override
			public void begin(String task, long totalWork) {
				// nothing to show
			}

			@Override
			public void worked(long work) {
				// nothing to show
			}

			@Override
			public boolean isCanceled() {
				return true;
			}
		};
		assertThrows(CancellationException.class, () -> new AllocationSearch()
				.run(new GraphAllocationProblem(worstCase(), 0), 2, Algorithm.GREEDY, canceled));
	}

	@Test
	void badArguments() {
		assertThrows(IllegalArgumentException.class, () -> Algorithm.byWireName("annealing"));
		assertThrows(IllegalArgumentException.class, () -> new AllocationSearch()
				.run(new GraphAllocationProblem(worstCase(), 0), 0, Algorithm.SGA, ProgressMonitor.NONE));
	}
}
