/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

import dev.foresight.core.internal.sim.CpuGroups;
import dev.foresight.core.internal.sim.CpuTimes;
import dev.foresight.core.machine.MachineModel;

/**
 * A 90 % band around each predicted completion time: seeded Monte Carlo samples in which every CPU segment takes a
 * time drawn from the recorded times of the same site pair; the band is the 5th to 95th percentile of the samples'
 * completion times, widened to contain the prediction itself and, on a machine whose model error has been measured
 * ({@link dev.foresight.core.machine.ModelError}), that error around the prediction. Each draw is a function of the
 * seed, the sample, the thread and the event ({@link CpuGroups}): a seed gives the same band on any number of cores
 * and for a trace in memory or streamed from its file, whose samples read the grouped times from mapped files.
 *
 * @param samples number of Monte Carlo samples (0: no samples; the band is the machine's model error alone)
 * @param seed seed of the random draws
 */
public record UncertaintyBand(int samples, long seed) {

	/** 40 samples, seed 1. */
	public static final UncertaintyBand DEFAULT = new UncertaintyBand(40, 1);

	/** No samples: low and high equal the prediction unless the machine's model error widens them. */
	public static final UncertaintyBand NONE = new UncertaintyBand(0, 0);

	/** The most samples a band takes. */
	public static final int MAX_SAMPLES = 10_000;

	/** Checks the values. */
	public UncertaintyBand {
		// each sample is a run per processor count: 2^31 of them ran out of heap after minutes (a fuzzed option)
		if (samples < 0 || samples > MAX_SAMPLES) {
			throw new IllegalArgumentException("the number of samples must lie between 0 and " + MAX_SAMPLES + ": "
					+ samples);
		}
	}

	/**
	 * The band of completion times (nanoseconds) for each processor count: {@code [k][0]} low, {@code [k][1]} high.
	 *
	 * @param predicted the predictions the band must contain, by the same index as {@code cpus}
	 */
	double[][] compute(Simulator sim, MachineModel machine, SimulationModel model, int[] cpus, double[] predicted,
			Parallel parallel) throws InterruptedException {
		double[][] band = new double[cpus.length][];
		if (samples == 0) {
			for (int k = 0; k < cpus.length; k++) {
				band[k] = machine.error().widen(predicted[k], predicted[k], predicted[k]);
			}
			return band;
		}
		CpuGroups groups = sim.cpuGroups();
		List<Callable<double[]>> tasks = new ArrayList<>();
		for (int s = 0; s < samples; s++) {
			long sampleSeed = seed + s * 0x9E3779B97F4A7C15L;
			// made in the task: a sample's blocks of draws live only while its runs do
			tasks.add(() -> sample(sim, machine, model, cpus, groups.sample(sampleSeed)));
		}
		List<double[]> results = parallel.invokeAll(tasks);
		for (int k = 0; k < cpus.length; k++) {
			double[] times = new double[results.size()];
			int m = 0;
			for (double[] r : results) {
				if (!Double.isNaN(r[k])) {
					times[m++] = r[k];
				}
			}
			times = Arrays.copyOf(times, m);
			Arrays.sort(times);
			double low = m == 0 ? predicted[k] : percentile(times, 0.05);
			double high = m == 0 ? predicted[k] : percentile(times, 0.95);
			// the trace's own variation, widened by the model's error measured on this machine (if calibrated)
			band[k] = machine.error().widen(predicted[k], Math.min(low, predicted[k]), Math.max(high, predicted[k]));
		}
		return band;
	}

	private static double[] sample(Simulator sim, MachineModel machine, SimulationModel model, int[] cpus,
			CpuTimes cpu) {
		double[] out = new double[cpus.length];
		for (int k = 0; k < cpus.length; k++) {
			try {
				out[k] = sim.run(machine, cpus[k], model, false, cpu).completionNanos();
			} catch (DeadlockException e) {
				// other timings may deadlock a model that the recorded ones did not: the sample says nothing
				out[k] = Double.NaN;
			}
		}
		return out;
	}

	/** Linear interpolation between the closest ranks. */
	static double percentile(double[] sorted, double q) {
		double pos = q * (sorted.length - 1);
		int lo = (int) Math.floor(pos);
		int hi = Math.min(sorted.length - 1, lo + 1);
		return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
	}
}
