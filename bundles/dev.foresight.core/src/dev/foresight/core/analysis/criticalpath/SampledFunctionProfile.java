/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.result.FunctionRow;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.samples.ExecutionSample;
import dev.foresight.core.trace.samples.SampleThreads;

/**
 * The function-level table of spec section 6.4 at method level, from execution samples. A sample falls in the segment
 * of its thread whose recorded wall interval (after the previous event, up to its own event) contains it. A segment's
 * CPU time is split over the methods of its samples in proportion to their counts, and the segment's weight applies to
 * each share. A segment no sample fell in stays with the method of its synchronization site, as in
 * {@link FunctionProfile}, so the table still accounts for all the time.
 */
public final class SampledFunctionProfile {

	private SampledFunctionProfile() {
	}

	/**
	 * The table, by weight descending, then time on the critical path descending.
	 *
	 * @param trace the recorded trace (its wall clock and thread streams)
	 * @param graph the trace's graph, from {@link TraceGraphs#of(Trace)}
	 * @param weights the weight of each segment
	 * @param samples the execution samples of the same run
	 * @param threads maps sample threads to trace threads
	 * @param completion predicted completion time, for the shares
	 */
	public static List<FunctionRow> table(Trace trace, ExecutionGraph graph, double[] weights,
			List<ExecutionSample> samples, SampleThreads threads, double completion) {
		Map<Integer, List<ExecutionSample>> bySegment = bySegment(trace, graph, samples, threads);
		List<Site> sites = trace.header().sites();
		Map<String, MethodAcc> byMethod = new HashMap<>();
		for (int s = 0; s < graph.size(); s++) {
			long len = graph.work(s);
			if (len == 0) {
				continue;
			}
			List<ExecutionSample> in = bySegment.get(s);
			if (in == null) {
				Site site = FunctionProfile.siteOf(graph, s, sites);
				String key = site == null ? FunctionProfile.UNKNOWN : site.qualifiedMethod();
				byMethod.computeIfAbsent(key, k -> new MethodAcc(site)).addSite(site, len, weights[s]);
				continue;
			}
			Map<String, Integer> counts = new HashMap<>();
			for (ExecutionSample e : in) {
				counts.merge(e.qualifiedMethod(), 1, Integer::sum);
				byMethod.computeIfAbsent(e.qualifiedMethod(), k -> new MethodAcc(null)).addLine(e);
			}
			double weight = weights[s];
			counts.forEach((key, n) -> byMethod.get(key).addShare((double) len * n / in.size(), weight));
		}
		SourceFiles files = new SourceFiles(sites);
		List<FunctionRow> rows = new ArrayList<>();
		byMethod.forEach((key, acc) -> rows.add(acc.row(key, files, completion)));
		rows.sort(FunctionProfile.ORDER);
		return rows;
	}

	/** The samples of each segment (by segment index); samples of unknown threads or after a thread's end are left. */
	static Map<Integer, List<ExecutionSample>> bySegment(Trace trace, ExecutionGraph graph,
			List<ExecutionSample> samples, SampleThreads threads) {
		long origin = trace.header().startEpochMillis() * 1_000_000L;
		Map<Integer, List<ExecutionSample>> bySegment = new HashMap<>();
		for (ExecutionSample e : samples) {
			int t = threads.traceThread(e);
			if (t < 0 || t >= trace.threadCount()) {
				continue;
			}
			int i = eventAtOrAfter(trace.thread(t), e.epochNanos() - origin);
			if (i >= 0) {
				bySegment.computeIfAbsent(TraceGraphs.segment(graph, t, i), k -> new ArrayList<>()).add(e);
			}
		}
		return bySegment;
	}

	/** The first event at or after {@code wall} (the event that ends the segment running then), or -1 past the end. */
	static int eventAtOrAfter(ThreadEvents events, long wall) {
		int lo = 0;
		int hi = events.size();
		while (lo < hi) {
			int mid = (lo + hi) >>> 1;
			if (events.wallNanos(mid) < wall) {
				lo = mid + 1;
			} else {
				hi = mid;
			}
		}
		return lo < events.size() ? lo : -1;
	}

	/** Source file names of classes: from the site table where the class has a site, else from the class name. */
	private static final class SourceFiles {
		private final Map<String, String> byClass = new HashMap<>();

		SourceFiles(List<Site> sites) {
			for (Site s : sites) {
				if (!s.file().isEmpty()) {
					byClass.putIfAbsent(s.className(), s.file());
				}
			}
		}

		String of(String className) {
			String file = byClass.get(className);
			if (file != null) {
				return file;
			}
			// JFR frames carry no source file: javac names it after the top-level class
			String simple = className.substring(className.lastIndexOf('.') + 1);
			int nested = simple.indexOf('$');
			return (nested > 0 ? simple.substring(0, nested) : simple) + ".java";
		}
	}

	/** What one method accumulates. */
	private static final class MethodAcc {
		private final Site site;
		private final Map<Site, Double> bySite = new HashMap<>();
		private final Map<Integer, Integer> lineSamples = new HashMap<>();
		private long calls;
		private double total;
		private double onPath;
		private double impact;

		MethodAcc(Site site) {
			this.site = site;
		}

		void addLine(ExecutionSample e) {
			lineSamples.merge(e.line(), 1, Integer::sum);
		}

		void addShare(double time, double weight) {
			total += time;
			impact += weight * time;
			if (weight != 0) {
				calls++;
				onPath += time;
			}
		}

		void addSite(Site at, long time, double weight) {
			addShare(time, weight);
			if (weight != 0 && at != null) {
				bySite.merge(at, (double) time, Double::sum);
			}
		}

		/** The line with most samples; the lowest of equals, so that the choice does not depend on hashing. */
		private int hottestLine() {
			int best = -1;
			int most = 0;
			for (Map.Entry<Integer, Integer> e : lineSamples.entrySet()) {
				if (e.getValue() > most || e.getValue() == most && e.getKey() < best) {
					best = e.getKey();
					most = e.getValue();
				}
			}
			return best;
		}

		FunctionRow row(String key, SourceFiles files, double completion) {
			double weight = total > 0 ? impact / total : 0;
			double share = completion > 0 ? impact / completion : 0;
			if (!lineSamples.isEmpty()) {
				int split = key.lastIndexOf('#');
				String cls = key.substring(0, split);
				int line = hottestLine();
				return new FunctionRow(cls, key.substring(split + 1), files.of(cls), line, calls, onPath, weight,
						impact, share);
			}
			Site best = bySite.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey)
					.orElse(site);
			return best == null
					? new FunctionRow("", FunctionProfile.UNKNOWN, "", -1, calls, onPath, weight, impact, share)
					: new FunctionRow(best.className(), best.method(), best.file(), best.line(), calls, onPath, weight,
							impact, share);
		}
	}
}
