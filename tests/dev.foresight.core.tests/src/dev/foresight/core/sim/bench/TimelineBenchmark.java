/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim.bench;

import java.nio.file.Path;
import java.util.List;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.Concurrency;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.WaitSites;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * What the trace editor's Timeline tab computes in its job, timed on a recorded trace: the run on two processors of
 * the default machine with every state change, its parallelism graph ({@link Concurrency}) and its wait sites
 * ({@link WaitSites}, which the Java editor's markers show). Arguments: {@code TRACE [rounds]} (default 4).
 */
public final class TimelineBenchmark {

	private TimelineBenchmark() {
	}

	/** Runs the benchmark and prints a line per round. */
	public static void main(String[] args) throws Exception {
		TraceReadResult read = FtraceReader.read(Path.of(args[0]));
		int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 4;
		Trace trace = read.trace();
		TraceSummary summary = TraceSummary.of(trace);
		for (int k = 0; k < rounds; k++) {
			long s0 = System.nanoTime();
			SimulatedRun run = new Simulator(trace, RecordingCost.recorded(trace.header()), read.closed())
					.runAuto(MachineModel.linuxServer(), 2, true).run();
			long s1 = System.nanoTime();
			Concurrency c = Concurrency.of(run);
			long s2 = System.nanoTime();
			List<WaitSites.WaitSite> sites = WaitSites.of(run, summary, 10);
			long s3 = System.nanoTime();
			long intervals = run.threads().stream().mapToLong(t -> t.intervals().size()).sum();
			System.out.printf("%,d events, %,d intervals: run %.0f ms, parallelism graph %.0f ms, wait sites %.0f ms "
					+ "(%d sites, at most %d threads running or ready at once)%n", trace.eventCount(), intervals,
					(s1 - s0) / 1e6, (s2 - s1) / 1e6, (s3 - s2) / 1e6, sites.size(), c.peak());
		}
	}
}
