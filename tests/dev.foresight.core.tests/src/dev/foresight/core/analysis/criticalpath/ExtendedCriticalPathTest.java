/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.GraphBuilder;
import dev.foresight.core.analysis.graph.RandomPrograms;

/** The extended critical path of spec section 6 on the Figure 4 reconstruction (sections 6.6 and 9.6). */
class ExtendedCriticalPathTest {

	/** Segment order of {@link #figure4(long, long)}: T1 a b c e i, T2 c g d, T3 d g h a f. */
	static final String[] NAMES = { "T1.a", "T1.b", "T1.c", "T1.e", "T1.i", "T2.c", "T2.g", "T2.d", "T3.d", "T3.g",
			"T3.h", "T3.a", "T3.f" };

	/**
	 * Figure 4 as reconstructed in section 6.6, times multiplied by {@code scale}; T2.g lasts {@code g} (scaled).
	 * X, Y and Z are semaphores: each wait is linked to the signal that released it.
	 */
	static ExecutionGraph figure4(long scale, long g) {
		GraphBuilder b = ExecutionGraph.builder();
		for (int t = 0; t < 3; t++) {
			b.addThread();
		}
		int n = ExecutionGraph.NONE;
		int t1a = b.segment(0, scale); // then Signal X
		int t1b = b.segment(0, 4 * scale); // then Signal Z
		b.segment(0, scale); // c, then Wait X (released by T3 after h)
		int t1e = b.segment(0, scale, n, n, n, n);
		b.segment(0, scale); // i
		int t2c = b.segment(1, scale, t1a, n, n, n); // Wait X; c; Signal Y
		b.segment(1, g); // g; Wait Y (released by T3 after a)
		int t2d = b.segment(1, scale, n, n, n, n);
		b.segment(2, 2 * scale, t2c, n, n, n); // Wait Y; d
		b.segment(2, scale, t1b, n, n, n); // Wait Z; g
		int t3h = b.segment(2, scale); // h; Signal X
		int t3a = b.segment(2, scale); // a; Signal Y
		b.segment(2, 3 * scale); // f
		b.setRelease(t1e, t3h);
		b.setRelease(t2d, t3a);
		return b.build();
	}

	private static ExtendedCriticalPath ecp(ExecutionGraph graph) {
		return new ExtendedCriticalPath(FluidSimulator.oneProcessorPerThread(graph));
	}

	@Test
	@DisplayName("6.6: completion 11 on 3 processors, 12 on 2, 19 on 1; shortening T2.g by 0.5 gives 11.75")
	void completionTimes() {
		ExtendedCriticalPath ecp = ecp(figure4(1, 1));
		assertEquals(11, ecp.run().completion(), 1e-12);
		assertEquals(11, ecp.completion(3), 1e-12);
		assertEquals(12, ecp.completion(2), 1e-12);
		assertEquals(19, ecp.completion(1), 1e-12);
		assertEquals(23.5, ecp(figure4(2, 1)).completion(2), 1e-12);
	}

	@Test
	@DisplayName("6.6: weights on 2 processors, T2.g 0.5 and T1.c 0 among them")
	void weightsOnTwoProcessors() {
		double[] w = ecp(figure4(1, 1)).weights(2, ProgressMonitor.NONE);
		double[] expected = { 1, 1, 0, 0.5, 0.5, 0, 0.5, 0.5, 0, 1, 1, 1, 1 };
		assertArrayEquals(expected, w, 1e-12);
	}

	@Test
	@DisplayName("6.6 / 9.6: on 1 processor every weight is 1; on 3 exactly the classical critical path has weight 1")
	void weightsOnOneAndThreeProcessors() {
		ExtendedCriticalPath ecp = ecp(figure4(1, 1));
		double[] ones = new double[13];
		java.util.Arrays.fill(ones, 1);
		assertArrayEquals(ones, ecp.weights(1, ProgressMonitor.NONE), 1e-12);
		double[] cp = { 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1 };
		assertArrayEquals(cp, ecp.weights(3, ProgressMonitor.NONE), 1e-12);
		assertArrayEquals(cp, ecp.weights(64, ProgressMonitor.NONE), 1e-12);
		// 6.2: the classical path T1 {a, b} + T3 {g, h, a, f}
		assertArrayEquals(new int[] { 0, 1, 9, 10, 11, 12 }, ecp.classicalPath());
	}

	@Test
	@DisplayName("6.1: a weight is (T_P - T_P with the segment shortened by e) / e, re-deriving the schedule")
	void weightsMatchTheDefinition() {
		long scale = 1000;
		for (int cpus = 1; cpus <= 3; cpus++) {
			double[] weights = ecp(figure4(scale, scale)).weights(cpus, ProgressMonitor.NONE);
			assertArrayEquals(shortenEach(figure4(scale, scale), cpus), weights, 1e-9, "P=" + cpus);
		}
	}

	@Test
	@DisplayName("6.1 on random programs: weights, including those above 1 and below 0, match shortening each segment")
	void randomProgramsMatchTheDefinition() {
		Random random = new Random(3);
		int below = 0;
		for (int program = 0; program < 20; program++) {
			ExecutionGraph g = RandomPrograms.of(4 + random.nextInt(4), 5, random);
			long[] work = new long[g.size()];
			for (int s = 0; s < work.length; s++) {
				// distinct, large times: no ties between predecessors, so every weight is a plain derivative
				work[s] = g.work(s) * 1_000_000L + random.nextInt(1000);
			}
			ExecutionGraph graph = g.withWork(work);
			for (int cpus = 1; cpus <= 4; cpus++) {
				double[] weights = ecp(graph).weights(cpus, ProgressMonitor.NONE);
				assertArrayEquals(shortenEach(graph, cpus), weights, 1e-6, "program " + program + " P=" + cpus);
				for (double w : weights) {
					below += w < -1e-9 ? 1 : 0;
				}
			}
		}
		// the generator does produce the negative weights of section 6.5 (Figure 8)
		org.junit.jupiter.api.Assertions.assertTrue(below > 0, below + " weights below 0");
	}

	@Test
	@DisplayName("6.1 on random programs with sleeps and I/O waits: delayed starts count for the segments before them")
	void randomProgramsWithDelaysMatchTheDefinition() {
		Random random = new Random(5);
		int delayedWeighed = 0;
		for (int program = 0; program < 20; program++) {
			ExecutionGraph g = RandomPrograms.of(4 + random.nextInt(4), 5, random, 15);
			long[] work = new long[g.size()];
			for (int s = 0; s < work.length; s++) {
				// distinct, large times, the delays too (in millions): no ties between changes
				work[s] = g.work(s) * 1_000_000L + random.nextInt(1000);
			}
			GraphBuilder b = ExecutionGraph.builder();
			for (int t = 0; t < g.threadCount(); t++) {
				b.addThread();
				for (int s = g.first(t); s < g.end(t); s++) {
					b.segment(t, work[s], g.release(s), ExecutionGraph.NONE, ExecutionGraph.NONE, ExecutionGraph.NONE);
					b.setDelay(s, g.delay(s) * 1_000_000L + (g.delay(s) > 0 ? random.nextInt(1000) : 0));
				}
			}
			ExecutionGraph graph = b.build();
			for (int cpus = 1; cpus <= 4; cpus++) {
				double[] weights = ecp(graph).weights(cpus, ProgressMonitor.NONE);
				assertArrayEquals(shortenEach(graph, cpus), weights, 1e-6, "program " + program + " P=" + cpus);
				for (int s = 1; s < graph.size(); s++) {
					delayedWeighed += graph.delay(s) > 0 && !graph.isFirst(s) && weights[s - 1] != 0 ? 1 : 0;
				}
			}
		}
		org.junit.jupiter.api.Assertions.assertTrue(delayedWeighed > 20, delayedWeighed + " weighed before delays");
	}

	@Test
	@DisplayName("6.1 with many segments ending at the same instants: still the definition, where no start is tied")
	void simultaneousEndsMatchTheDefinition() {
		Random random = new Random(17);
		int checked = 0;
		for (int program = 0; program < 300 && checked < 40; program++) {
			ExecutionGraph g = RandomPrograms.of(3 + random.nextInt(5), 4, random);
			long[] work = new long[g.size()];
			for (int s = 0; s < work.length; s++) {
				work[s] = (1 + g.work(s) % 3) * 1000;
			}
			ExecutionGraph graph = g.withWork(work);
			var run = FluidSimulator.oneProcessorPerThread(graph);
			boolean tied = false;
			boolean collides = false;
			java.util.Set<Double> ends = new java.util.HashSet<>();
			for (int s = 0; s < graph.size(); s++) {
				int r = graph.release(s);
				tied |= r >= 0 && !graph.isFirst(s) && run.end(r) == run.end(s - 1);
				collides |= !ends.add(run.end(s));
			}
			if (tied || !collides) {
				continue; // a tie makes the weight one-sided; the source's e-shortening then differs by design
			}
			checked++;
			for (int cpus = 1; cpus <= 4; cpus++) {
				assertArrayEquals(shortenEach(graph, cpus), ecp(graph).weights(cpus, ProgressMonitor.NONE), 1e-9,
						"program " + program + " P=" + cpus);
			}
		}
		org.junit.jupiter.api.Assertions.assertTrue(checked >= 10, checked + " programs checked");
	}

	@Test
	@DisplayName("6.5 Figure 7 behaviour: one segment that ends a 4-thread period early and leads to the last one "
			+ "weighs 4/3 on 3 processors and 1 on 2")
	void weightAboveOne() {
		int n = ExecutionGraph.NONE;
		GraphBuilder b = ExecutionGraph.builder();
		for (int t = 0; t < 5; t++) {
			b.addThread();
		}
		int s = b.segment(0, 1); // A: s, then releases E
		b.segment(0, 3); // A continues during the 4-thread period and ends
		int d = b.segment(1, 2); // D: starts B and C at 2
		b.segment(2, 4, d, n, n, n); // B
		b.segment(3, 4, d, n, n, n); // C
		b.segment(4, 9, s, n, n, n); // E, the last to end
		ExecutionGraph graph = b.build();
		ExtendedCriticalPath ecp = ecp(graph);
		assertEquals(1 + 1 + 2 * 4 / 3.0 + 2 + 4, ecp.completion(3), 1e-12);
		assertEquals(4 / 3.0, ecp.weights(3, ProgressMonitor.NONE)[s], 1e-12);
		assertEquals(1, ecp.weights(2, ProgressMonitor.NONE)[s], 1e-12);
	}

	/** The source's algorithm (section 6.3): shorten each segment by 1, recompute the schedule and T_P. */
	static double[] shortenEach(ExecutionGraph graph, int cpus) {
		double original = ecp(graph).completion(cpus);
		double[] weights = new double[graph.size()];
		for (int s = 0; s < graph.size(); s++) {
			long[] work = new long[graph.size()];
			for (int i = 0; i < work.length; i++) {
				work[i] = graph.work(i) - (i == s ? 1 : 0);
			}
			weights[s] = original - ecp(graph.withWork(work)).completion(cpus);
		}
		return weights;
	}
}
