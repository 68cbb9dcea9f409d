/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.taskgraph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analytic.adve.AdvePredictor;
import dev.foresight.core.analytic.moments.Moments;
import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.io.SourcePos;
import dev.foresight.core.model.io.TaskGraphParser;

/** Monte Carlo, the series-parallel moments walk and whole-model evaluation, including bad inputs (issue 6). */
class ModelEvaluationTest {

	private static TaskGraphParser.Parsed parse(String text) {
		return TaskGraphParser.parse("m.taskgraph", text);
	}

	private static Bindings none(TaskGraph g) {
		return Bindings.of(g, Map.of());
	}

	static final String SP = """
			task a normal(10, 2)
			par {
				task b exponential(4)
				seq {
					task c uniform(2, 6)
					task d 1
				}
			}
			choose {
				0.25: task e 8
				0.75: task f histogram(1: 0.5, 3: 0.5)
			}
			loop 3 {
				task g normal(2, 0.5)
			}
			""";

	@Test
	@DisplayName("Monte Carlo is reproducible from its seed")
	void seeded() {
		TaskGraph g = parse(SP).graph();
		double[] a = MonteCarlo.sample(g, none(g), 4, 500, 7, ProgressMonitor.NONE);
		double[] b = MonteCarlo.sample(g, none(g), 4, 500, 7, ProgressMonitor.NONE);
		assertArrayEquals(a, b, 0);
	}

	@Test
	@DisplayName("PAMELA moments of a series-parallel model agree with Monte Carlo (mean 1 %, variance 5 %)")
	void momentsAgreeWithMonteCarlo() {
		TaskGraph g = parse(SP).graph();
		Moments sp = SeriesParallelMoments.of(g, none(g));
		Moments mc = MonteCarlo.moments(g, none(g), 8, 100_000, 11);
		// the mean of the max of an exponential and c+d has a closed form; the sum is exact: check the pieces
		assertEquals(sp.mean(), mc.mean(), 0.01 * sp.mean());
		assertEquals(sp.variance(), mc.variance(), 0.05 * sp.variance());
	}

	@Test
	@DisplayName("Deterministic times of choices and random loops are probability-weighted (section 2.2 scenarios)")
	void scenarios() {
		TaskGraph g = parse("""
				par {
					task a 4
					choose {
						0.5: task b 2
						0.5: task c 6
					}
				}
				loop histogram(1: 0.5, 3: 0.5) {
					task d 1
				}
				""").graph();
		AdvePredictor p = new AdvePredictor(g, none(g));
		assertEquals(0.5 * 6 + 0.5 * 10 + 2, p.time(1), 1e-12);
		assertEquals(0.5 * 4 + 0.5 * 6 + 2, p.time(2), 1e-12);
	}

	@Test
	@DisplayName("A loop of 10^12 iterations is evaluated symbolically by every method (issue 6, bad inputs)")
	void hugeLoop() {
		TaskGraph g = parse("param N = 1e12\nloop N {\n\tpar {\n\t\ttask a normal(2, 1)\n\t\ttask b 1\n\t}\n}\n")
				.graph();
		AdvePredictor p = new AdvePredictor(g, none(g));
		assertEquals(3e12, p.time(1), 1);
		assertEquals(2e12, p.time(2), 1);
		Moments m = SeriesParallelMoments.of(g, none(g));
		Moments one = Moments.parallel(java.util.List.of(Moments.normal(2, 1), Moments.constant(1)));
		assertEquals(1e12 * one.mean(), m.mean(), 1e-9 * m.mean());
		assertEquals(1e12 * one.variance(), m.variance(), 1e-9 * m.variance());
		Moments mc = MonteCarlo.moments(g, none(g), 2, 2000, 3);
		assertEquals(m.mean(), mc.mean(), 0.02 * m.mean());
	}

	@Test
	@DisplayName("The evaluation picks the moments method for series-parallel models and says why it did not")
	void methodChoice() {
		TaskGraph sp = parse(SP).graph();
		ModelEvaluation a = ModelEvaluation.of(sp, none(sp), new int[] { 1, 2, 4 }, 2000, 1);
		assertEquals("pamela", a.momentsMethod());
		assertEquals(3, a.curve().points().size());
		ModelEvaluation b = ModelEvaluation.of(sp, none(sp), new int[] { 1 }, 2000, 1);
		assertEquals("monte-carlo", b.momentsMethod());
		assertTrue(b.note().contains("maximum parallelism 2 exceeds 1"), b.note());
		TaskGraph dag = parse("dag {\n\ttask a normal(1, 0.1)\n\ttask b 2\n\ta -> b\n}\n").graph();
		ModelEvaluation c = ModelEvaluation.of(dag, none(dag), new int[] { 2 }, 2000, 1);
		assertEquals("monte-carlo", c.momentsMethod());
		assertTrue(c.note().contains("not series-parallel"), c.note());
		assertEquals(3, c.moments().mean(), 0.01);
	}

	/**
	 * A task too short to move its finish past its start (1e-17 after 1, in doubles) is no interval of the parallelism
	 * profile: its end sorted before its start and took the running count below 0 (an internal error, found by
	 * fuzzing).
	 */
	@Test
	@DisplayName("The curve is handed out before Monte Carlo samples, and only when the moments need them")
	void theCurveComesBeforeTheSamples() {
		TaskGraph wide = parse("par 100 {\n\ttask w normal(10, 2)\n}\n").graph();
		int[] cpus = { 1, 4 };
		java.util.List<dev.foresight.core.analysis.result.SpeedupCurve> early = new java.util.ArrayList<>();
		ModelEvaluation ev = ModelEvaluation.of(wide, none(wide), cpus, 200, 3, early::add);
		assertEquals("monte-carlo", ev.momentsMethod(), "a parallelism of 100 on 4 processors");
		assertEquals(java.util.List.of(ev.curve()), early);
		assertEquals(ModelEvaluation.of(wide, none(wide), cpus, 200, 3), ev, "the same evaluation without it");
		early.clear();
		TaskGraph sp = parse(SP).graph();
		ModelEvaluation exact = ModelEvaluation.of(sp, none(sp), new int[] { 1, 4 }, 200, 3, early::add);
		assertEquals("pamela", exact.momentsMethod());
		assertTrue(early.isEmpty(), "the moments method draws no samples");
	}

	@Test
	void aTaskTooShortToCountInDoublesLeavesTheProfileWhole() {
		TaskGraph g = parse("task s 1\ntask a 1e-17\n").graph();
		ModelEvaluation e = ModelEvaluation.of(g, none(g), new int[] { 1, 2 }, 2000, 1);
		assertEquals(1.0, e.curve().points().get(1).time(), 1e-12);
		assertEquals(1.0, e.curve().points().get(1).speedup(), 1e-12);
	}

	/**
	 * Sampling stops at a budget of task times drawn, once 100 samples are done, at the same sample for the same seed:
	 * 20,000 samples of a group of a million tasks took an hour (found by fuzzing). Here a group of 20,000 tasks and a
	 * budget of a million draws, which 100 samples pass.
	 */
	@Test
	void samplingStopsAtItsBudgetOfDraws() {
		TaskGraph g = parse("group g 20000 time exponential(1)\n").graph();
		double[] x = MonteCarlo.sample(g, none(g), 4, 2000, 5, ProgressMonitor.NONE, 1_000_000);
		assertEquals(MonteCarlo.MIN_SAMPLES, x.length);
		assertArrayEquals(x, MonteCarlo.sample(g, none(g), 4, 2000, 5, ProgressMonitor.NONE, 1_000_000));
		assertEquals(2000, MonteCarlo.sample(g, none(g), 4, 2000, 5, ProgressMonitor.NONE, 100_000_000).length);
	}

	/** A speedup divides the one-processor time, computed also when not asked for: infinite there, it is refused. */
	@Test
	void anInfiniteOneProcessorTimeIsRefusedWhenOnlyLargerCountsAreAsked() {
		TaskGraph g = parse("group g 2 time 1e308\n").graph();
		ModelException e = assertThrows(ModelException.class,
				() -> ModelEvaluation.of(g, none(g), new int[] { 64 }, 2000, 1));
		assertTrue(e.getMessage().startsWith("the completion time on 1 processor, which the speedups are relative to, "
				+ "is not finite"), e.getMessage());
	}

	@Test
	@DisplayName("A model of fixed times (a graph derived from a trace) is one run, the same as all its samples")
	void fixedModelsAreOneRun() {
		// a DAG of fixed times on fewer processors than its parallelism: Monte Carlo's domain, but every sample is
		// the same run, so two stand for the 20,000 (a derived graph of 400,000 tasks took hours with them)
		String text = "dag {\n\ttask a 3\n\ttask b 2\n\ttask c 4\n\ttask d 1\n\ta -> c\n\tb -> c\n\tb -> d\n}\n";
		TaskGraph dag = parse(text).graph();
		ModelEvaluation e = ModelEvaluation.of(dag, none(dag), new int[] { 1 }, 20_000, 1);
		assertEquals("monte-carlo", e.momentsMethod());
		assertTrue(e.note().contains("every task time, count and branch is fixed, so one run is the distribution"),
				e.note());
		assertEquals(10, e.moments().mean(), 1e-9);
		assertEquals(0, e.moments().variance(), 1e-12);
		assertEquals(e.curve().points().get(0).time(), e.moments().mean(), 1e-9);
		Moments sampled = MonteCarlo.moments(dag, none(dag), 1, 500, 7);
		assertEquals(sampled.mean(), e.moments().mean(), 1e-9);
		assertEquals(sampled.variance(), e.moments().variance(), 1e-12);
		// one random time makes it a sampled model again
		TaskGraph random = parse(text.replace("task d 1", "task d uniform(0, 2)")).graph();
		assertTrue(ModelEvaluation.of(random, none(random), new int[] { 1 }, 2000, 1).note().contains("2000 samples"));
	}

	@Test
	@DisplayName("Impossible distribution parameters are errors at their position (issue 6, bad inputs)")
	void impossibleParameters() {
		String[][] cases = { { "task a normal(1, -2)\n", "normal standard deviation -2.0 is negative" },
				{ "task a exponential(0)\n", "exponential mean 0.0 must be positive" },
				{ "task a uniform(3, 1)\n", "uniform minimum 3.0 exceeds maximum 1.0" },
				{ "task a histogram(1: 0.5, 2: 0.6)\n", "histogram probabilities sum to 1.1" },
				{ "task a moments(1, 1, 2, 3)\n", "kurtosis 3.0 is below skewness^2 + 1 = 5.0" },
				{ "task a moments(1, -1, 0, 3)\n", "variance -1.0 is negative" },
				{ "task a -3\n", "the time of a can be negative" },
				{ "choose {\n\t0.5: task a 1\n\t0.7: task b 1\n}\n", "branch probabilities sum to 1.2" } };
		for (String[] c : cases) {
			TaskGraphParser.Parsed p = parse(c[0]);
			ModelException e = assertThrows(ModelException.class,
					() -> new AdvePredictor(p.graph(), none(p.graph())), c[0]);
			assertTrue(e.getMessage().contains(c[1]), e.getMessage());
			assertEquals(1, p.sources().get(e.where()).line(), c[0]);
		}
		TaskGraphParser.Parsed p = parse("task a 1\ntask b normal(1, -2)\n");
		ModelException e = assertThrows(ModelException.class, () -> new AdvePredictor(p.graph(), none(p.graph())));
		assertEquals(new SourcePos(2, 8), p.sources().get(e.where()));
	}

	@Test
	@DisplayName("Missing and unknown parameters are errors naming the parameter (issue 6, bad inputs)")
	void missingParameters() {
		TaskGraphParser.Parsed p = parse("param N\nparam size = 2\ngroup g N time size\n");
		ModelException e = assertThrows(ModelException.class, () -> none(p.graph()));
		assertEquals("parameter 'N' has no value; give one with --set N=VALUE", e.getMessage());
		assertEquals(new SourcePos(1, 7), p.sources().get(e.where()));
		e = assertThrows(ModelException.class, () -> Bindings.of(p.graph(), Map.of("N", 2.0, "M", 1.0)));
		assertTrue(e.getMessage().startsWith("no parameter named 'M'"), e.getMessage());
		AdvePredictor a = new AdvePredictor(p.graph(), Bindings.of(p.graph(), Map.of("N", 3.0)));
		assertEquals(6, a.time(1), 0);
		assertEquals(2, a.time(3), 0);
	}

	@Test
	@DisplayName("Times whose sum or moments overflow a double are a fault of the model, not a crash (issue 6, bad inputs)")
	void overflow() {
		TaskGraph sum = parse("task a 1e308\ntask b 1e308\n").graph();
		ModelException e = assertThrows(ModelException.class,
				() -> ModelEvaluation.of(sum, none(sum), new int[] { 1, 2 }, 100, 1));
		assertTrue(e.getMessage().startsWith("the completion time on 1 processor is Infinity: the model's times are"
				+ " too large for a double"), e.getMessage());
		// a finite mean whose variance (the square of 1e170) is not
		TaskGraph spread = parse("task a normal(1e200, 1e170)\n").graph();
		e = assertThrows(ModelException.class, () -> ModelEvaluation.of(spread, none(spread), new int[] { 1 }, 100, 1));
		assertTrue(e.getMessage().startsWith("the completion time's moments must be finite numbers, got (1.0E200,"
				+ " Infinity"), e.getMessage());
		// well inside a double's range, the same shapes evaluate
		TaskGraph fine = parse("task a 1e150\ntask b normal(1e150, 1e70)\n").graph();
		assertEquals(2e150, ModelEvaluation.of(fine, none(fine), new int[] { 1 }, 100, 1).moments().mean(), 1e136);
	}

	/**
	 * A normal task time that is often below 0: Monte Carlo counts such draws as 0, the moments method does not, and
	 * the evaluation says they disagree (here by a factor of 40 in the mean); a time seldom below 0 says nothing.
	 */
	@Test
	void aNormalTimeOftenBelowZeroIsAWarning() {
		TaskGraph g = parse("task a normal(1, 100)\n").graph();
		ModelEvaluation ev = ModelEvaluation.of(g, none(g), new int[] { 1, 2 }, 2000, 1);
		assertEquals("the time of task a, normal(1, 100), is below 0 with probability 49.6 %: Monte Carlo counts such "
				+ "draws as 0, the moments method does not, and they disagree", ev.warning());
		assertEquals(1, ev.moments().mean(), 1e-9);
		// E[max(0, X)] = mu Phi(mu / sd) + sd phi(mu / sd) = 40.4
		assertEquals(40.4, MonteCarlo.moments(g, none(g), 2, 100_000, 5).mean(), 1.0);
		TaskGraph seldom = parse(SP).graph();
		assertEquals("", ModelEvaluation.of(seldom, none(seldom), new int[] { 1, 8 }, 2000, 1).warning());
		TaskGraph inGroup = parse("loop 2 {\n\tpar {\n\t\ttask b 1\n\t\ttask c normal(0, 1)\n\t}\n}\n").graph();
		assertTrue(ModelEvaluation.of(inGroup, none(inGroup), new int[] { 1 }, 2000, 1).warning()
				.startsWith("the time of task c, normal(0, 1), is below 0 with probability 50.0 %"));
	}
}
