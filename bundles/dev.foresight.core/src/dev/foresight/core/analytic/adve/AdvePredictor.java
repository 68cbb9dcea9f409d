/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.lower.FlatGraph;

/**
 * Predicts a model's execution time and speedup with the deterministic model: mean task times, the model's
 * scheduling policy, and its contention submodels when tasks use resources. The model is cut at its barriers (see
 * {@link Plan}) and each part is solved by {@link AdveEngine}.
 */
public final class AdvePredictor {

	private final Plan plan;

	/** Prepares {@code g} with parameter values {@code b} (lowering happens here, once for all processor counts). */
	public AdvePredictor(TaskGraph g, Bindings b) {
		this.plan = Plan.of(g, b);
	}

	/** The expected execution time T(P) on {@code cpus} processors. */
	public double time(int cpus) {
		return time(plan, cpus);
	}

	/** The speedup curve T(1) / T(P) over {@code cpus}. */
	public SpeedupCurve curve(int... cpus) {
		double t1 = time(1);
		List<SpeedupPoint> points = new ArrayList<>();
		for (int p : cpus) {
			double t = time(p);
			double s = t == 0 ? 1 : t1 / t;
			points.add(new SpeedupPoint(p, t, s, s / p, t, t));
		}
		return new SpeedupCurve("adve", "deterministic task-graph model (mean task times)", points);
	}

	/**
	 * The unbounded-machine figures of the whole model: total work T(1), critical path T_infinity and P_max (expected
	 * values over choices and random loop counts; no profile, which does not add across barriers).
	 */
	public Parallelism parallelism() {
		double[] r = parallelism(plan);
		return new Parallelism(r[0], r[1], (int) r[2], new double[0]);
	}

	private static double time(Plan p, int cpus) {
		return switch (p) {
		case Plan.Sum s -> s.parts().stream().mapToDouble(x -> time(x, cpus)).sum();
		case Plan.Scaled s -> s.factor() == 0 ? 0 : s.factor() * time(s.part(), cpus);
		case Plan.Mix m -> {
			double t = 0;
			for (int i = 0; i < m.parts().size(); i++) {
				t += m.probabilities()[i] * time(m.parts().get(i), cpus);
			}
			yield t;
		}
		case Plan.Leaf l -> l.scenarios().stream().mapToDouble(w -> w.probability() * run(w.value(), cpus)).sum();
		};
	}

	private static double run(FlatGraph g, int cpus) {
		double[] times = g.meanTimes();
		SystemModel sys = ContentionModel.needed(g) ? new ContentionModel(g, times) : SystemModel.NONE;
		return AdveEngine.run(g, times, cpus, sys).total();
	}

	/** {work, critical path, P_max}. */
	private static double[] parallelism(Plan p) {
		return switch (p) {
		case Plan.Sum s -> {
			double[] r = new double[3];
			for (Plan x : s.parts()) {
				double[] q = parallelism(x);
				r[0] += q[0];
				r[1] += q[1];
				r[2] = Math.max(r[2], q[2]);
			}
			yield r;
		}
		case Plan.Scaled s -> {
			double[] q = parallelism(s.part());
			yield new double[] { s.factor() * q[0], s.factor() * q[1], s.factor() == 0 ? 0 : q[2] };
		}
		case Plan.Mix m -> {
			double[] r = new double[3];
			for (int i = 0; i < m.parts().size(); i++) {
				double[] q = parallelism(m.parts().get(i));
				r[0] += m.probabilities()[i] * q[0];
				r[1] += m.probabilities()[i] * q[1];
				r[2] = Math.max(r[2], q[2]);
			}
			yield r;
		}
		case Plan.Leaf l -> {
			double[] r = new double[3];
			for (Scenarios.Weighted<FlatGraph> w : l.scenarios()) {
				Parallelism q = Parallelism.of(w.value(), w.value().meanTimes());
				r[0] += w.probability() * q.work();
				r[1] += w.probability() * q.criticalPath();
				r[2] = Math.max(r[2], q.maxParallelism());
			}
			yield r;
		}
		};
	}
}
