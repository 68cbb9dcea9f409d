/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.result.FunctionRow;
import dev.foresight.core.trace.Site;

/**
 * The function-level table of spec section 6.4 from segment weights. A segment is charged to the method of the site
 * that ends it (the synchronization call that closes the code it ran), or of the site that starts it when the end has
 * none. Weighted by the segment weights, as the source does for limited processors.
 */
public final class FunctionProfile {

	/** Name used for segments with no site at either end. */
	public static final String UNKNOWN = "(no site)";

	/** The order of the table: weight descending, then time on the critical path descending, then name. */
	static final Comparator<FunctionRow> ORDER = Comparator.comparingDouble(FunctionRow::weight).reversed()
			.thenComparing(Comparator.comparingDouble(FunctionRow::time).reversed())
			.thenComparing(FunctionRow::className).thenComparing(FunctionRow::method);

	private FunctionProfile() {
	}

	/**
	 * The table, by weight descending, then time on the critical path descending.
	 *
	 * @param graph the program
	 * @param weights the weight of each segment
	 * @param sites the trace's site table (site ids index it)
	 * @param completion predicted completion time, for the shares
	 */
	public static List<FunctionRow> table(ExecutionGraph graph, double[] weights, List<Site> sites,
			double completion) {
		Map<String, Acc> byMethod = new HashMap<>();
		for (int s = 0; s < graph.size(); s++) {
			long len = graph.work(s);
			if (len == 0) {
				continue;
			}
			Site site = siteOf(graph, s, sites);
			String key = site == null ? UNKNOWN : site.qualifiedMethod();
			Acc acc = byMethod.computeIfAbsent(key, k -> new Acc(site));
			acc.total += len;
			acc.impact += weights[s] * len;
			if (weights[s] != 0) {
				acc.calls++;
				acc.onPath += len;
				if (site != null) {
					acc.bySite.merge(site, (double) len, Double::sum);
				}
			}
		}
		List<FunctionRow> rows = new ArrayList<>();
		for (Acc acc : byMethod.values()) {
			Site best = acc.bySite.entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey)
					.orElse(acc.site);
			String cls = best == null ? "" : best.className();
			String method = best == null ? UNKNOWN : best.method();
			rows.add(new FunctionRow(cls, method, best == null ? "" : best.file(), best == null ? -1 : best.line(),
					acc.calls, acc.onPath, acc.impact / acc.total, acc.impact,
					completion > 0 ? acc.impact / completion : 0));
		}
		rows.sort(ORDER);
		return rows;
	}

	/** The site a segment is charged to, or null. */
	static Site siteOf(ExecutionGraph graph, int s, List<Site> sites) {
		int id = graph.site(s);
		if (id < 0 && !graph.isFirst(s)) {
			id = graph.site(s - 1);
		}
		return id < 0 || id >= sites.size() ? null : sites.get(id);
	}

	private static final class Acc {
		final Site site;
		final Map<Site, Double> bySite = new HashMap<>();
		long calls;
		double total;
		double onPath;
		double impact;

		Acc(Site site) {
			this.site = site;
		}
	}
}
