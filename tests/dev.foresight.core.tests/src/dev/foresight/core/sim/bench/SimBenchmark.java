/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.SpeedupSweep;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * Measures simulation throughput (events per second on one core) and the time of a speedup sweep over N = 1..64 on
 * a synthetic trace. Arguments: {@code [events] [threads] [sweep-parallelism] [counts]} (defaults 10000000, 64, 2,
 * 1,8,64): the throughput is measured at each of the comma-separated processor counts, as the median of five
 * runs after two warm-up runs.
 *
 * <p>
 * The trace is {@link SyntheticProgram}'s, what a uni-processor recording of a server-like program gives.
 */
public final class SimBenchmark {

	private static final int TIMED_RUNS = 5;

	private SimBenchmark() {
	}

	/** Runs the benchmark and prints its figures. */
	public static void main(String[] args) throws Exception {
		long events = args.length > 0 ? Long.parseLong(args[0]) : 10_000_000L;
		int threads = args.length > 1 ? Integer.parseInt(args[1]) : 64;
		int parallelism = args.length > 2 ? Integer.parseInt(args[2]) : 2;
		int[] counts = Arrays.stream((args.length > 3 ? args[3] : "1,8,64").split(",")).mapToInt(Integer::parseInt)
				.toArray();
		long t0 = System.nanoTime();
		Trace trace = synthesize(events, threads, 42);
		long t1 = System.nanoTime();
		Simulator sim = new Simulator(trace);
		long t2 = System.nanoTime();
		System.out.printf("trace: %,d events, %d threads; built in %.1f s, prepared in %.1f s%n", trace.eventCount(),
				trace.threadCount(), (t1 - t0) / 1e9, (t2 - t1) / 1e9);
		MachineModel machine = MachineModel.linuxServer();
		ThreadMXBean mx = ManagementFactory.getThreadMXBean();
		for (int cpus : counts) {
			for (int k = 0; k < 2; k++) {
				sim.run(machine, cpus, SimulationModel.DIRECT, false); // warm-up
			}
			// the median of several timed runs: one run's figure moves by a quarter with this machine's other tenants
			double[] rates = new double[TIMED_RUNS];
			SimulatedRun run = null;
			for (int k = 0; k < TIMED_RUNS; k++) {
				long c = mx.getCurrentThreadCpuTime();
				run = sim.run(machine, cpus, SimulationModel.DIRECT, false);
				// CPU time of the simulating thread: on a shared machine, wall time also counts other programs' turns
				rates[k] = run.events() / ((mx.getCurrentThreadCpuTime() - c) / 1e9) / 1e6;
			}
			Arrays.sort(rates);
			System.out.printf("direct, %2d cpus: %,d events, median of %d runs %.1f M events/s per core (%.1f .. %.1f);"
					+ " completion %.1f ms%n", cpus, run.events(), TIMED_RUNS, rates[TIMED_RUNS / 2], rates[0],
					rates[TIMED_RUNS - 1], run.completionNanos() / 1e6);
		}
		// the curve the trace editor draws (and predict --cpus 1,2,4,8,16,32,64), then every count from 1 to 64
		sweep("N = 1, 2, 4, ..., 64", List.of(1, 2, 4, 8, 16, 32, 64), sim, machine, parallelism);
		sweep("N = 1..64", IntStream.rangeClosed(1, 64).boxed().toList(), sim, machine, parallelism);
		Runtime rt = Runtime.getRuntime();
		System.gc();
		System.out.printf("heap in use after the sweep (trace and its preparation, after a GC): %.0f MiB%n",
				(rt.totalMemory() - rt.freeMemory()) / 1048576.0);
	}

	private static void sweep(String what, List<Integer> ns, Simulator sim, MachineModel machine, int parallelism)
			throws Exception {
		long s = System.nanoTime();
		double cpu0 = processCpuSeconds();
		SpeedupCurve curve = new SpeedupSweep(machine, SimulationModel.DIRECT, UncertaintyBand.NONE, parallelism)
				.sweep(sim, ns, ProgressMonitor.NONE);
		double secs = (System.nanoTime() - s) / 1e9;
		// CPU over wall time says how many cores the sweep kept busy
		System.out.printf("sweep %s on %d worker threads: %.1f s wall, %.1f s CPU (speedup at 64: %.2f)%n", what,
				parallelism, secs, processCpuSeconds() - cpu0, curve.points().get(curve.points().size() - 1).speedup());
	}

	private static double processCpuSeconds() {
		return ProcessHandle.current().info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(Double.NaN);
	}

	/** The synthetic trace ({@link SyntheticProgram}), deterministic for a seed. */
	public static Trace synthesize(long events, int workers, long seed) {
		List<ThreadEvents.Builder> b = new ArrayList<>();
		for (int t = 0; t <= workers; t++) {
			b.add(ThreadEvents.builder(t));
		}
		SyntheticProgram.generate(events, workers, seed,
				(t, kind, object, cpu, wall, arg, wakeThread, wakeIndex) -> b.get(t).add(kind, object, -1, cpu, wall,
						arg, 0, wakeThread, wakeIndex));
		TraceHeader h = new TraceHeader(1, "synthetic", "synthetic", 1, 0, SyntheticProgram.threads(workers),
				List.of(), Map.of());
		return new Trace(h, b.stream().map(ThreadEvents.Builder::build).toList());
	}
}
