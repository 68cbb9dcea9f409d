/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.criticalpath.ExtendedCriticalPath;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.GraphBuilder;
import dev.foresight.core.analysis.graph.GraphRun;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.replay.ReplayPredictor;
import dev.foresight.core.analysis.result.WhatIfCurve;
import dev.foresight.core.analysis.whatif.Selections;
import dev.foresight.core.analysis.whatif.WhatIf;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * Measures the analyses against the budgets of issue 5: the extended critical path over a graph of 10 M edges
 * (5 M segments, each after its thread's previous one and released by another thread's earlier segment), and an
 * 11-point what-if curve on a trace of 1 M events. Usage: {@code java -cp <core classes>
 * dev.foresight.core.analysis.bench.AnalysisBenchmark [edges-millions=10] [whatif-events-millions=1] [repeats=3]}.
 * Prints the best of the repeats, in wall time and in CPU time (the machine it runs on may be shared).
 */
public final class AnalysisBenchmark {

	private static final int THREADS = 16;

	private AnalysisBenchmark() {
	}

	/** Runs both benchmarks. */
	public static void main(String[] args) {
		double edgesMillions = args.length > 0 ? Double.parseDouble(args[0]) : 10;
		double eventsMillions = args.length > 1 ? Double.parseDouble(args[1]) : 1;
		int repeats = args.length > 2 ? Integer.parseInt(args[2]) : 3;
		System.out.printf(Locale.ROOT, "%d processors available, max heap %d MiB%n",
				Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20);
		ExecutionGraph graph = chain((int) (edgesMillions * 1e6 / 2), new Random(1));
		long edges = countEdges(graph);
		double[] best = { Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE };
		for (int r = 0; r < repeats; r++) {
			long c0 = cpuNanos();
			long t0 = System.nanoTime();
			GraphRun run = FluidSimulator.oneProcessorPerThread(graph);
			ExtendedCriticalPath ecp = new ExtendedCriticalPath(run);
			long c1 = cpuNanos();
			long t1 = System.nanoTime();
			double[] w = ecp.weights(8, ProgressMonitor.NONE);
			long c2 = cpuNanos();
			long t2 = System.nanoTime();
			best[0] = Math.min(best[0], (t1 - t0) / 1e9);
			best[1] = Math.min(best[1], (t2 - t1) / 1e9);
			best[2] = Math.min(best[2], (c1 - c0) / 1e9);
			best[3] = Math.min(best[3], (c2 - c1) / 1e9);
			if (w.length != graph.size()) {
				throw new IllegalStateException("one weight per segment");
			}
		}
		System.out.printf(Locale.ROOT,
				"critical path: %d segments, %d edges: schedule and forest %.2f s wall (%.2f s CPU), "
						+ "weights on 8 processors %.2f s wall (%.2f s CPU), total %.2f s wall (%.2f s CPU)%n",
				graph.size(), edges, best[0], best[2], best[1], best[3], best[0] + best[1], best[2] + best[3]);
		graph = null;
		Trace trace = lockingTrace((int) (eventsMillions * 1e6), new Random(2));
		ExecutionGraph traced = TraceGraphs.of(trace);
		boolean[] selected = Selections.method(traced, trace.header().sites(), "bench.Worker#compute");
		whatIf("what-if, ideal sharing", new WhatIf(WhatIf.SHARED), traced, selected, trace, repeats);
		whatIf("what-if, trace simulator (Linux server)",
				new WhatIf(new ReplayPredictor(trace, MachineModel.linuxServer())), traced, selected, trace, repeats);
	}

	private static void whatIf(String label, WhatIf whatIf, ExecutionGraph graph, boolean[] selected, Trace trace,
			int repeats) {
		double bestWall = Double.MAX_VALUE;
		double bestCpu = Double.MAX_VALUE;
		WhatIfCurve curve = null;
		for (int r = 0; r < repeats; r++) {
			long c0 = cpuNanos();
			long t0 = System.nanoTime();
			curve = whatIf.curve(graph, selected, "bench.Worker#compute", 4, WhatIf.tenPercentSteps(),
					ProgressMonitor.NONE);
			bestWall = Math.min(bestWall, (System.nanoTime() - t0) / 1e9);
			bestCpu = Math.min(bestCpu, (cpuNanos() - c0) / 1e9);
		}
		System.out.printf(Locale.ROOT,
				"%s: %d events, %d points on 4 processors: %.2f s wall (%.2f s CPU over all threads), "
						+ "speedup at 100 %%: %.3f%n",
				label, trace.eventCount(), curve.points().size(), bestWall, bestCpu,
				curve.points().get(10).speedup());
	}

	/** CPU time of all live threads: with the machine shared, wall time alone says little. */
	private static long cpuNanos() {
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		long sum = 0;
		for (long id : threads.getAllThreadIds()) {
			long t = threads.getThreadCpuTime(id);
			sum += Math.max(0, t);
		}
		return sum;
	}

	/** {@code segments} segments over 16 threads, each (after the first round) released by another thread. */
	static ExecutionGraph chain(int segments, Random random) {
		GraphBuilder b = ExecutionGraph.builder();
		for (int t = 0; t < THREADS; t++) {
			b.addThread();
		}
		int rounds = segments / THREADS;
		for (int t = 0; t < THREADS; t++) {
			for (int r = 0; r < rounds; r++) {
				int release = ExecutionGraph.NONE;
				if (r > 0) {
					int other = (t + 1 + random.nextInt(THREADS - 1)) % THREADS;
					release = other * rounds + r - 1 - random.nextInt(Math.min(r, 4));
				}
				b.segment(t, 1 + random.nextInt(100_000), release, ExecutionGraph.NONE, ExecutionGraph.NONE,
						ExecutionGraph.NONE);
			}
		}
		return b.build();
	}

	private static long countEdges(ExecutionGraph graph) {
		long edges = 0;
		for (int s = 0; s < graph.size(); s++) {
			edges += (graph.isFirst(s) ? 0 : 1) + (graph.release(s) == ExecutionGraph.NONE ? 0 : 1);
		}
		return edges;
	}

	/**
	 * A trace of 16 worker threads that alternate computing (bench.Worker#compute) with a monitor shared by all,
	 * each monitor_enter linked to the previous holder's exit, as the recorder links a contended acquisition.
	 */
	static Trace lockingTrace(int events, Random random) {
		List<Site> sites = List.of(new Site(0, "bench.Worker", "compute", "Worker.java", 10),
				new Site(1, "bench.Worker", "update", "Worker.java", 20));
		List<ThreadInfo> threads = new ArrayList<>();
		List<ThreadEvents.Builder> builders = new ArrayList<>();
		for (int t = 0; t < THREADS; t++) {
			threads.add(new ThreadInfo(t, "worker-" + t, -1, -1, false));
			builders.add(ThreadEvents.builder(t));
		}
		long wall = 0;
		int lastExitThread = -1;
		int lastExitIndex = -1;
		int perThread = events / THREADS / 2;
		for (int i = 0; i < perThread; i++) {
			for (int t = 0; t < THREADS; t++) {
				ThreadEvents.Builder b = builders.get(t);
				long work = 10_000 + random.nextInt(90_000);
				wall += work;
				int enter = b.add(EventKind.MONITOR_ENTER, 1, 0, work, wall, 0, 0);
				if (lastExitThread >= 0 && lastExitThread != t && random.nextInt(4) == 0) {
					b.setWake(enter, lastExitThread, lastExitIndex);
				}
				long inside = 1_000 + random.nextInt(4_000);
				wall += inside;
				lastExitIndex = b.add(EventKind.MONITOR_EXIT, 1, 1, inside, wall, 0, 0);
				lastExitThread = t;
			}
		}
		List<ThreadEvents> streams = builders.stream().map(ThreadEvents.Builder::build).toList();
		return new Trace(new TraceHeader(1, "bench", "bench", THREADS, 0, threads, sites, Map.of()), streams);
	}
}
