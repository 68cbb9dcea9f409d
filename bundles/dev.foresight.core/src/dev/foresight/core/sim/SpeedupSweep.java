/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.Callable;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SweepRuns.Outcome;

/**
 * Predicts a trace's completion time for a list of processor counts, in parallel, under one model for the whole
 * curve: the asked one, or (automatic) the first of Direct, Client-Server, Strict Sequence under which no processor
 * count deadlocks. Speedup is relative to the 1-processor prediction, which is always computed. Processor counts
 * that cannot change the run (from the program's peak concurrency on, see {@code SweepRuns}) reuse one simulation.
 *
 * @param machine the target machine (speeds beyond its processors are 1.0)
 * @param model the model, or {@code null} for the automatic choice
 * @param band the uncertainty band to compute
 * @param parallelism worker threads
 */
public record SpeedupSweep(MachineModel machine, SimulationModel model, UncertaintyBand band, int parallelism) {

	/**
	 * Sweeps {@code cpus} (each must be positive; duplicates are dropped, points come out in increasing order).
	 * The curve's {@code source} is the model's wire name and its {@code note} why that model was used.
	 *
	 * @throws DeadlockException when every model tried deadlocks for some processor count
	 * @throws InterruptedException when interrupted while waiting for the workers
	 */
	public SpeedupCurve sweep(Simulator sim, List<Integer> cpus, ProgressMonitor monitor)
			throws DeadlockException, InterruptedException {
		TreeSet<Integer> set = new TreeSet<>();
		for (int n : cpus) {
			if (n <= 0) {
				throw new IllegalArgumentException("the number of processors must be positive, not " + n);
			}
			set.add(n);
		}
		set.add(1);
		int[] ns = set.stream().mapToInt(Integer::intValue).toArray();
		List<SimulationModel> models = model != null ? List.of(model) : List.of(SimulationModel.values());
		monitor.begin("Simulating " + cpus.size() + " processor counts", (long) ns.length * (1 + band.samples()));
		Parallel parallel = new Parallel(parallelism, monitor);
		Map<SimulationModel, List<WaitEdge>> failures = new EnumMap<>(SimulationModel.class);
		for (SimulationModel m : models) {
			List<Outcome> outcomes = simulate(sim, m, ns, parallel);
			DeadlockException first = outcomes.stream().map(Outcome::deadlock).filter(d -> d != null).findFirst()
					.orElse(null);
			if (first != null) {
				failures.putAll(first.cycles());
				Simulator yielding = m == SimulationModel.DIRECT && model == null ? sim.withYieldingTryLocks() : null;
				if (yielding != null && yielding != sim) {
					List<Outcome> retried = simulate(yielding, m, ns, parallel);
					if (retried.stream().allMatch(o -> o.deadlock() == null)) {
						return curve(yielding, m, ModelChoice.yieldingReason(failures), ns, cpus, retried, parallel);
					}
				}
				continue;
			}
			String reason = model != null ? m.wireName() + ": asked for" : ModelChoice.reason(m, failures);
			return curve(sim, m, reason, ns, cpus, outcomes, parallel);
		}
		throw new DeadlockException(failures);
	}

	/**
	 * The simulations of {@code ns}, largest processor count first: the slowest go first, which balances the workers,
	 * and a large run that no thread waited in stands for the smaller counts down to its peak concurrency.
	 */
	private List<Outcome> simulate(Simulator sim, SimulationModel m, int[] ns, Parallel parallel)
			throws InterruptedException {
		SweepRuns runs = new SweepRuns(sim, machine, m, ns[ns.length - 1]);
		List<Callable<Outcome>> tasks = new ArrayList<>();
		for (int k = ns.length - 1; k >= 0; k--) {
			int n = ns[k];
			tasks.add(() -> runs.run(n));
		}
		List<Outcome> out = new ArrayList<>(parallel.invokeAll(tasks));
		Collections.reverse(out);
		return out;
	}

	private SpeedupCurve curve(Simulator sim, SimulationModel m, String reason, int[] ns, List<Integer> asked,
			List<Outcome> outcomes, Parallel parallel) throws InterruptedException {
		double[] times = outcomes.stream().mapToDouble(o -> o.run().completionNanos()).toArray();
		double[][] bands = band.compute(sim, machine, m, ns, times, parallel);
		double one = times[0];
		List<SpeedupPoint> points = new ArrayList<>();
		for (int k = 0; k < ns.length; k++) {
			if (ns[k] == 1 && !asked.contains(1)) {
				continue;
			}
			double speedup = times[k] > 0 ? one / times[k] : 1;
			double busy = outcomes.get(k).run().busyNanos();
			points.add(new SpeedupPoint(ns[k], times[k] / 1e6, speedup, speedup / ns[k], bands[k][0] / 1e6,
					bands[k][1] / 1e6, busy / 1e6));
		}
		return new SpeedupCurve(m.wireName(), reason, points);
	}
}
