/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim.bench;

import java.nio.file.Path;

import dev.foresight.core.analysis.whatif.Pool;
import dev.foresight.core.analysis.whatif.PoolResize;
import dev.foresight.core.analysis.whatif.Pools;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * What a pool what-if adds to a prediction, timed on a recorded trace: finding the pools ({@link Pools#of}), the
 * rewritten trace ({@link PoolResize}) and its replay, beside the replay of the trace as recorded, on CPUS processors
 * of the default machine. Arguments: {@code TRACE POOL SIZE CPUS [rounds]} (default 4); each round prints its times.
 */
public final class PoolBenchmark {

	private PoolBenchmark() {
	}

	/** Runs the benchmark and prints a line per round. */
	public static void main(String[] args) throws Exception {
		Trace trace = FtraceReader.read(Path.of(args[0])).trace();
		int size = Integer.parseInt(args[2]);
		int cpus = Integer.parseInt(args[3]);
		int rounds = args.length > 4 ? Integer.parseInt(args[4]) : 4;
		System.out.printf("%,d events, %d threads%n", trace.eventCount(), trace.threadCount());
		for (int k = 0; k < rounds; k++) {
			long t0 = System.nanoTime();
			Pool pool = Pools.of(trace).stream().filter(p -> p.name().equals(args[1])).findFirst().orElseThrow();
			long t1 = System.nanoTime();
			Trace resized = PoolResize.resize(trace, pool, size);
			long t2 = System.nanoTime();
			double after = new Simulator(resized, RecordingCost.recorded(resized)).runAuto(MachineModel.linuxServer(),
					cpus, false).run().completionMillis();
			long t3 = System.nanoTime();
			double before = new Simulator(trace, RecordingCost.recorded(trace)).runAuto(MachineModel.linuxServer(),
					cpus, false).run().completionMillis();
			long t4 = System.nanoTime();
			System.out.printf("round %d: pools %.0f ms, resize %.0f ms, replay resized %.0f ms (%.3f ms predicted), "
					+ "replay as recorded %.0f ms (%.3f ms predicted)%n", k + 1, (t1 - t0) / 1e6, (t2 - t1) / 1e6,
					(t3 - t2) / 1e6, after, (t4 - t3) / 1e6, before);
		}
	}
}
