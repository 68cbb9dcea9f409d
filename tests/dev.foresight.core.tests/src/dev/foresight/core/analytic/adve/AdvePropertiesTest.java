/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.TaskGraphBuilder;
import dev.foresight.core.model.lower.Choices;
import dev.foresight.core.model.lower.FlatGraph;
import dev.foresight.core.model.lower.Lowering;

/** The nine properties of the Adve spec, section 8 (E12), on seeded random DAGs. */
class AdvePropertiesTest {

	private static final int GRAPHS = 40;

	/** A random DAG: task i may depend on any earlier task; integer times 0..9. */
	static FlatGraph randomDag(long seed) {
		SplittableRandom r = new SplittableRandom(seed);
		int n = 5 + r.nextInt(30);
		TaskGraph g = new TaskGraphBuilder("random").build(b -> b.dag(d -> {
			for (int i = 0; i < n; i++) {
				d.task("t" + i, r.nextInt(10));
			}
			for (int i = 1; i < n; i++) {
				for (int j = 0; j < i; j++) {
					if (r.nextDouble() < 3.0 / i) {
						d.edge("t" + j, "t" + i);
					}
				}
			}
		}));
		return Lowering.lower(g, g.body(), Bindings.of(g, Map.of()), Choices.sampled(r));
	}

	private static ExecutionSequence basic(FlatGraph g, int p) {
		return AdveEngine.run(g, g.meanTimes(), p, SystemModel.NONE);
	}

	@Test
	@DisplayName("E12.1: T(1) is the sum of the task times")
	void oneProcessor() {
		for (long s = 0; s < GRAPHS; s++) {
			FlatGraph g = randomDag(s);
			assertEquals(g.totalWork(), basic(g, 1).total(), 1e-9);
		}
	}

	@Test
	@DisplayName("E12.2: at P >= P_max a work-conserving schedule takes the critical path")
	void criticalPath() {
		for (long s = 0; s < GRAPHS; s++) {
			FlatGraph g = randomDag(s);
			Parallelism par = Parallelism.of(g, g.meanTimes());
			assertEquals(par.criticalPath(), basic(g, Math.max(1, par.maxParallelism())).total(), 1e-9);
			assertEquals(par.criticalPath(), basic(g, g.size()).total(), 1e-9);
		}
	}

	@Test
	@DisplayName("E12.3: EZL bounds P A / (P + A - 1) <= S(P) <= min(P, A) for DynamicFIFO")
	void ezl() {
		for (long s = 0; s < GRAPHS; s++) {
			FlatGraph g = randomDag(s);
			Parallelism par = Parallelism.of(g, g.meanTimes());
			if (par.criticalPath() == 0) {
				continue;
			}
			for (int p = 1; p <= 8; p++) {
				double speedup = basic(g, p).speedup(g.totalWork());
				assertTrue(speedup >= Bounds.lower(par.average(), p) - 1e-9, "seed " + s + " P=" + p);
				assertTrue(speedup <= Bounds.upper(par.average(), p) + 1e-9, "seed " + s + " P=" + p);
			}
		}
	}

	@Test
	@DisplayName("E12.4: a condensed graph gives identical results (basic and complete model, static schedule)")
	void condensedGraph() {
		String original = "schedule cyclic\nresource bus b service 2\ntask root 1\n"
				+ "group work times [3, 1, 4, 1, 5, 9, 2, 6, 5] uses b(0.05)\ntask join 1\n";
		// at P = 3 process k runs members k, k+3, k+6: one condensed task each
		String condensed = "schedule cyclic\nresource bus b service 2\ntask root 1\n"
				+ "group work times [3 + 1 + 2, 1 + 5 + 6, 4 + 9 + 5] uses b(0.05)\ntask join 1\n";
		assertEquals(Models.time(original.replace(" uses b(0.05)", ""), 3),
				Models.time(condensed.replace(" uses b(0.05)", ""), 3), 0);
		assertEquals(Models.time(original, 3), Models.time(condensed, 3), 1e-9);
	}

	@Test
	@DisplayName("E12.5: the complete model with zero delay equals the basic model exactly")
	void zeroDelay() {
		SystemModel zero = (running, count, remain, delay) -> {
			for (int k = 0; k < count; k++) {
				delay[running[k]] = 0;
			}
		};
		for (long s = 0; s < GRAPHS; s++) {
			FlatGraph g = randomDag(s);
			for (int p = 1; p <= 4; p++) {
				ExecutionSequence a = basic(g, p);
				ExecutionSequence b = AdveEngine.run(g, g.meanTimes(), p, zero);
				assertEquals(a.total(), b.total(), 0);
				assertArrayEquals(a.start(), b.start(), 0);
			}
		}
	}

	@Test
	@DisplayName("E12.6: busy time = task time + delays, idle = P T(P) - busy")
	void workAccounting() {
		String m = "resource bus b service 2\ntask root 1\ngroup work times [3, 1, 4, 1, 5, 9, 2, 6] uses b(0.1)\n"
				+ "task join 1\n";
		FlatGraph g = Models.flat(m);
		for (int p = 1; p <= 5; p++) {
			ExecutionSequence s = AdveEngine.run(g, g.meanTimes(), p, new ContentionModel(g, g.meanTimes()));
			double busy = 0;
			for (int t = 0; t < g.size(); t++) {
				busy += s.end()[t] - s.start()[t];
			}
			assertTrue(s.delay() > 0);
			assertEquals(s.cpu() + s.delay(), busy, 1e-9);
			assertTrue(p * s.total() - busy >= -1e-9);
		}
	}

	@Test
	@DisplayName("E12.7: no monotonicity in P - Graham's list-scheduling anomaly is reproduced, not hidden")
	void anomaly() {
		// Graham (1969): times 3,2,2,2,4,4,4,4,9; t1 -> t9, t4 -> t5..t8; list order t1..t9
		String m = "dag {\n\ttask t1 3\n\ttask t2 2\n\ttask t3 2\n\ttask t4 2\n\ttask t5 4\n\ttask t6 4\n"
				+ "\ttask t7 4\n\ttask t8 4\n\ttask t9 9\n\tt1 -> t9\n\tt4 -> t5, t6, t7, t8\n}\n";
		assertEquals(12, Models.time(m, 3), 1e-9);
		assertEquals(15, Models.time(m, 4), 1e-9);
	}

	@Test
	@DisplayName("E12.8: repeated runs give identical sequences")
	void determinism() {
		for (long s = 0; s < GRAPHS; s++) {
			FlatGraph g = randomDag(s);
			ExecutionSequence a = basic(g, 3);
			ExecutionSequence b = basic(randomDag(s), 3);
			assertArrayEquals(a.end(), b.end(), 0);
			assertArrayEquals(a.process(), b.process());
		}
	}

	@Test
	@DisplayName("E12.9: processor sharing is invariant under permutation of the queue order")
	void processorSharingPermutation() {
		String a = "processes 6\ntask r 1\ngroup g times [5, 1, 4, 2, 8, 3]\ntask j 1\n";
		String b = "processes 6\ntask r 1\ngroup g times [8, 3, 2, 1, 5, 4]\ntask j 1\n";
		for (int p = 1; p <= 6; p++) {
			assertEquals(Models.time(a, p), Models.time(b, p), 1e-9, "P=" + p);
		}
	}
}
