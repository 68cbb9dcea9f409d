/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.Schedule;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.trace.Trace;

/**
 * Derives a task graph from a trace. A segment is CPU work of one thread between two synchronization events (the
 * {@code cpuNanos} of the later event); edges are program order within a thread and the cross-thread dependencies
 * the trace records (see {@link Dependencies}). Segments are cut only where a dependency arrives or leaves, and short
 * ones are merged along their thread ({@link ThreadSegments}), so that the graph stays readable. Lock acquisitions
 * are not dependencies: a critical section orders nothing by itself.
 */
public final class TraceDerivation {

	/** The default merging threshold: segments of at most 10 microseconds. */
	public static final long DEFAULT_MIN_NANOS = 10_000;

	private static final double NANOS_PER_MILLI = 1e6;

	private TraceDerivation() {
	}

	/**
	 * Derives the task graph of {@code trace}.
	 *
	 * @param trace the recorded program
	 * @param name the graph's display name (double quotes and line breaks are replaced)
	 * @param minNanos segments of at most this CPU time are merged into a neighbour where the rule allows; 0 merges
	 *        only empty segments, which keeps every path exact
	 * @throws DerivationException when the trace's links form a cycle
	 * @throws IllegalArgumentException when {@code minNanos} is negative
	 */
	public static DerivedModel derive(Trace trace, String name, long minNanos) {
		if (minNanos < 0) {
			throw new IllegalArgumentException("the minimum segment length must not be negative, got " + minNanos);
		}
		List<Dependency> deps = new ArrayList<>();
		List<String> warnings = new ArrayList<>();
		int ignored = Dependencies.collect(trace, deps, warnings);
		int n = trace.threadCount();
		ThreadSegments[] segs = segments(trace, deps, minNanos);
		int[] base = new int[n + 1];
		int merged = 0;
		for (int t = 0; t < n; t++) {
			base[t + 1] = base[t] + segs[t].size();
			merged += segs[t].merged();
		}
		long[] cross = crossEdges(deps, segs, base);
		long[] edges = withProgramOrder(segs, base, cross);
		String[] names = names(trace, segs, base);
		double[] times = new double[base[n]];
		for (int t = 0; t < n; t++) {
			for (int k = 0; k < segs[t].size(); k++) {
				times[base[t] + k] = segs[t].cpuNanos(k) / NANOS_PER_MILLI;
			}
		}
		List<Integer> cycle = new ArrayList<>();
		double cp = LongestPath.of(base[n], edges, times, cycle);
		if (cp < 0) {
			throw new DerivationException("the trace's wake links form a cycle: " + String.join(" -> ",
					cycle.stream().map(v -> names[v]).toList())
					+ "; the recording is inconsistent (foresight info lists its problems)");
		}
		TaskGraph g = graph(name, names, times, edges);
		return new DerivedModel(g, base[n], edges.length, cross.length, merged, Arrays.stream(times).sum(), cp,
				ignored, warnings);
	}

	private static ThreadSegments[] segments(Trace trace, List<Dependency> deps, long minNanos) {
		int n = trace.threadCount();
		BitSet[] in = new BitSet[n];
		BitSet[] out = new BitSet[n];
		for (int t = 0; t < n; t++) {
			in[t] = new BitSet();
			out[t] = new BitSet();
		}
		for (Dependency d : deps) {
			out[d.fromThread()].set(d.fromPoint());
			in[d.toThread()].set(d.toPoint());
		}
		ThreadSegments[] segs = new ThreadSegments[n];
		for (int t = 0; t < n; t++) {
			segs[t] = ThreadSegments.of(trace.thread(t), in[t], out[t], minNanos);
		}
		return segs;
	}

	/** Cross-thread edges between segments, sorted and without duplicates. */
	private static long[] crossEdges(List<Dependency> deps, ThreadSegments[] segs, int[] base) {
		long[] e = new long[deps.size()];
		int m = 0;
		for (Dependency d : deps) {
			ThreadSegments from = segs[d.fromThread()];
			ThreadSegments to = segs[d.toThread()];
			if (from.size() == 0 || to.size() == 0) {
				continue;
			}
			int a = base[d.fromThread()] + from.endingAt(d.fromPoint());
			int b = base[d.toThread()] + to.startingAt(d.toPoint());
			// within one thread, an earlier segment already precedes a later one by program order
			if (d.fromThread() != d.toThread() || a >= b) {
				e[m++] = LongestPath.edge(a, b);
			}
		}
		long[] sorted = Arrays.copyOf(e, m);
		Arrays.sort(sorted);
		return Arrays.stream(sorted).distinct().toArray();
	}

	private static long[] withProgramOrder(ThreadSegments[] segs, int[] base, long[] cross) {
		long[] all = new long[base[segs.length] - nonEmptyThreads(segs) + cross.length];
		int m = 0;
		for (int t = 0; t < segs.length; t++) {
			for (int k = 1; k < segs[t].size(); k++) {
				all[m++] = LongestPath.edge(base[t] + k - 1, base[t] + k);
			}
		}
		System.arraycopy(cross, 0, all, m, cross.length);
		return all;
	}

	private static int nonEmptyThreads(ThreadSegments[] segs) {
		int c = 0;
		for (ThreadSegments s : segs) {
			c += s.size() > 0 ? 1 : 0;
		}
		return c;
	}

	private static String[] names(Trace trace, ThreadSegments[] segs, int[] base) {
		String[] bases = TaskNames.bases(trace.header().threads());
		String[] names = new String[base[segs.length]];
		for (int t = 0; t < segs.length; t++) {
			for (int k = 0; k < segs[t].size(); k++) {
				names[base[t] + k] = bases[t] + "." + k;
			}
		}
		return names;
	}

	private static TaskGraph graph(String name, String[] names, double[] times, long[] edges) {
		List<Node> nodes = new ArrayList<>(names.length);
		for (int v = 0; v < names.length; v++) {
			nodes.add(new Node.Task(names[v], Dist.constant(times[v]), List.of()));
		}
		List<Node.Edge> es = new ArrayList<>(edges.length);
		for (long e : edges) {
			es.add(new Node.Edge(names[LongestPath.from(e)], names[LongestPath.to(e)]));
		}
		Node.Dag dag = new Node.Dag(nodes, es);
		// the name is written between double quotes, on one line
		String shown = name.replace('"', '\'').replace('\n', ' ').replace('\r', ' ');
		return new TaskGraph(shown, List.of(), List.of(), Schedule.DEFAULT, new Node.Seq(List.of(dag)));
	}
}
