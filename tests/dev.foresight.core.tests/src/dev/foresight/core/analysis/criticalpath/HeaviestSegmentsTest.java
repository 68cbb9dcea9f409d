/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.GraphRun;
import dev.foresight.core.analysis.graph.RandomPrograms;
import dev.foresight.core.analysis.result.PathSegment;

/** The heap of the heaviest segments lists what sorting every weighted segment and cutting the list gives. */
class HeaviestSegmentsTest {

	@Test
	void theHeapListsTheSameSegmentsAsAFullSort() {
		Random random = new Random(11);
		for (int i = 0; i < 200; i++) {
			ExecutionGraph g = RandomPrograms.of(2 + random.nextInt(8), 2 + random.nextInt(8), random, 20);
			GraphRun run = FluidSimulator.oneProcessorPerThread(g);
			int cpus = 1 + random.nextInt(4);
			double[] weights = new ExtendedCriticalPath(run).weights(cpus, ProgressMonitor.NONE);
			List<PathSegment> all = new ArrayList<>();
			for (int s = 0; s < g.size(); s++) {
				if (weights[s] != 0) {
					int t = g.thread(s);
					all.add(new PathSegment(t, s - g.first(t), run.start(s), run.end(s), weights[s], g.site(s)));
				}
			}
			all.sort(Comparator.comparingDouble((PathSegment p) -> -Math.abs(p.weight()) * (p.end() - p.start()))
					.thenComparingInt(PathSegment::thread).thenComparingInt(PathSegment::event));
			for (int limit : new int[] { 1, 3, 10, 1000 }) {
				assertEquals(all.subList(0, Math.min(limit, all.size())), HeaviestSegments.of(run, weights, limit),
						"program " + i + ", limit " + limit);
			}
		}
	}
}
