/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import static dev.foresight.core.analytic.adve.Models.flat;
import static dev.foresight.core.analytic.adve.Models.time;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.model.lower.FlatGraph;

/** The small worked examples E1-E9 of the Adve spec, section 8 (expected values from the spec's tables). */
class AdveExamplesTest {

	private static final double EPS = 1e-9;

	static final String E1A = "task r 1\ngroup g times [4, 3, 2, 1]\ntask j 1\n";
	static final String E1B = "task r 1\ngroup g times [1, 2, 3, 4]\ntask j 1\n";

	@Test
	@DisplayName("E1: fork-join order sensitivity, DynamicFIFO (spec section 8, E1)")
	void e1() {
		int[] ps = { 1, 2, 3, 4, 8 };
		double[] a = { 12, 7, 6, 6, 6 };
		double[] b = { 12, 8, 7, 6, 6 };
		for (int i = 0; i < ps.length; i++) {
			assertEquals(a[i], time(E1A, ps[i]), EPS, "order (a), P=" + ps[i]);
			assertEquals(b[i], time(E1B, ps[i]), EPS, "order (b), P=" + ps[i]);
		}
	}

	@Test
	@DisplayName("E1: the trace of order (a) at P = 2 (spec section 8, E1)")
	void e1Trace() {
		FlatGraph g = flat(E1A);
		ExecutionSequence s = AdveEngine.run(g, g.meanTimes(), 2, SystemModel.NONE);
		assertArrayEquals(new double[] { 0, 1, 1, 4, 5, 6 }, s.start(), EPS);
		assertArrayEquals(new double[] { 1, 5, 4, 6, 6, 7 }, s.end(), EPS);
		assertArrayEquals(new int[] { 0, 0, 1, 1, 0, 0 }, s.process());
	}

	static final String E2 = "task root 0\ngroup L times [3, 1, 1, 1, 3]\ntask join 0\n";

	@Test
	@DisplayName("E2: static cyclic vs blocked vs dynamic (spec section 8, E2)")
	void e2() {
		assertEquals(7, time("schedule cyclic\n" + E2, 2), EPS);
		assertEquals(5, time("schedule blocked\n" + E2, 2), EPS);
		assertEquals(6, time(E2, 2), EPS);
		assertEquals(4, time("schedule cyclic\n" + E2, 3), EPS);
		assertEquals(4, time("schedule blocked\n" + E2, 3), EPS);
		assertEquals(4, time(E2, 3), EPS);
	}

	static final String E3 = """
			dag {
				task s 0
				task a 2
				task b 1
				task c 2
				task d 4
				task t 0
				s -> a, b
				a -> c
				b -> c, d
				c -> t
				d -> t
			}
			""";

	@Test
	@DisplayName("E3: non-series-parallel N graph (spec section 8, E3)")
	void e3() {
		assertEquals(9, time(E3, 1), EPS);
		assertEquals(5, time(E3, 2), EPS);
		assertEquals(5, time(E3, 3), EPS);
		FlatGraph g = flat(E3);
		Parallelism par = Parallelism.of(g, g.meanTimes());
		assertEquals(5, par.criticalPath(), EPS);
		assertEquals(1.8, par.average(), EPS);
		assertEquals(2, par.maxParallelism());
	}

	@Test
	@DisplayName("E4: processor splitting, PSIM in miniature (spec section 8, E4)")
	void e4() {
		String split = "schedule cyclic\ntask root 0\ndag {\n\tgroup A 3 time 1\n\tgroup B 6 time 1 on even\n"
				+ "\tgroup C 6 time 1 on odd\n}\ntask barrier 0\n";
		String noSplit = "schedule cyclic\ntask root 0\ndag {\n\tgroup A 3 time 1\n\tgroup BC 12 time 1\n}\n"
				+ "task barrier 0\n";
		int[] ps = { 1, 2, 3, 4, 5, 6 };
		double[] ts = { 15, 8, 7, 4, 4, 3 };
		double[] tn = { 15, 8, 5, 4, 4, 3 };
		for (int i = 0; i < ps.length; i++) {
			assertEquals(ts[i], time(split, ps[i]), EPS, "split, P=" + ps[i]);
			assertEquals(tn[i], time(noSplit, ps[i]), EPS, "no split, P=" + ps[i]);
		}
	}

	@Test
	@DisplayName("E5: pipelined wavefront grid with static round-robin rows (spec section 8, E5)")
	void e5() {
		String g44 = "schedule rows\ntask source 0\ngrid dp 4 by 4 time 1\ntask sink 0\n";
		String g48 = "schedule rows\ntask source 0\ngrid dp 4 by 8 time 1\ntask sink 0\n";
		assertEquals(16, time(g44, 1), EPS);
		assertEquals(9, time(g44, 2), EPS);
		assertEquals(8, time(g44, 3), EPS);
		assertEquals(7, time(g44, 4), EPS);
		assertEquals(7, time(g44, 8), EPS);
		assertEquals(32, time(g48, 1), EPS);
		assertEquals(17, time(g48, 2), EPS);
		assertEquals(11, time(g48, 4), EPS);
		FlatGraph g = flat(g44);
		Parallelism par = Parallelism.of(g, g.meanTimes());
		assertEquals(7, par.criticalPath(), EPS);
		assertEquals(16.0 / 7, par.average(), 1e-4);
		assertEquals(4, par.maxParallelism());
	}

	@Test
	@DisplayName("E6: multiple queues, Locus geographic scheduling in miniature (spec section 8, E6)")
	void e6() {
		String queues = "par {\n\tgroup Q0 times [5, 1, 1]\n\tgroup Q1 times [1, 1]\n}\n";
		String bigLast = "par {\n\tgroup Q0 times [1, 1, 5]\n\tgroup Q1 times [1, 1]\n}\n";
		assertEquals(5, time(queues, 2), EPS);
		assertEquals(5, time("schedule queues\n" + queues, 2), EPS);
		assertEquals(7, time("schedule static_queues\n" + queues, 2), EPS);
		assertEquals(7, time("schedule queues\n" + bigLast, 2), EPS);
		assertEquals(6, time(bigLast, 2), EPS);
	}

	@Test
	@DisplayName("E7: processor sharing with N_p = 4, corrected section 4.2.3 formula (spec section 8, E7)")
	void e7() {
		assertEquals(7.5, time("processes 4\n" + E1A, 2), EPS);
		assertEquals(6 + 1.0 / 3, time("processes 4\n" + E1A, 3), 1e-4);
		assertEquals(7.5, time("processes 4\n" + E1B, 2), EPS);
		assertEquals(6 + 1.0 / 3, time("processes 4\n" + E1B, 3), 1e-4);
	}

	@Test
	@DisplayName("E8a: complete model with the toy delay T_remain * 0.1 * n (spec section 8, E8)")
	void e8Toy() {
		FlatGraph g = flat("task root 0\npar {\n\ttask x 10\n\ttask y 20\n}\ntask join 0\n");
		SystemModel toy = (running, count, remain, delay) -> {
			for (int k = 0; k < count; k++) {
				delay[running[k]] = remain[running[k]] * 0.1 * count;
			}
		};
		assertEquals(23.0, AdveEngine.run(g, g.meanTimes(), 2, toy).total(), EPS);
	}

	@Test
	@DisplayName("E8b: complete model with an MVA bus, S = 2, Z = 10 (spec section 8, E8)")
	void e8Bus() {
		String m = "resource bus b service 2\ntask root 0\npar {\n\ttask x 10 uses b(0.1)\n"
				+ "\ttask y 20 uses b(0.1)\n}\ntask join 0\n";
		assertEquals(24 + 1.0 / 3, time(m, 2), 1e-6);
		assertEquals(36.0, time(m, 1), 1e-9);
		double[] r = { 2.000000, 2.333333, 2.756757, 3.296610 };
		for (int n = 1; n <= 4; n++) {
			double[] got = Mva.responseTimes(n, 10, new double[] { 1 }, new double[] { 2 }, new int[] { 1 });
			assertEquals(r[n - 1], got[0], 1e-6, "R(" + n + ")");
		}
	}

	@Test
	@DisplayName("E9: M/M/1//K lock, think 10, hold 1 (spec section 8, E9)")
	void e9() {
		int[] k = { 1, 2, 4, 8, 16 };
		double[][] want = { { 0.909091, 0.090909, 1.000000 }, { 0.819672, 0.180328, 1.090909 },
				{ 0.646663, 0.353337, 1.320644 }, { 0.338318, 0.661682, 2.090408 }, { 0.022302, 0.977698, 6.364969 } };
		for (int i = 0; i < k.length; i++) {
			MachineRepairman m = MachineRepairman.solve(k[i], 0.1, 1);
			assertEquals(want[i][0], m.p0(), 1e-6, "p0, K=" + k[i]);
			assertEquals(want[i][1], m.throughput(), 1e-6, "X, K=" + k[i]);
			assertEquals(want[i][2], m.response(), 1e-6, "R, K=" + k[i]);
		}
	}
}
