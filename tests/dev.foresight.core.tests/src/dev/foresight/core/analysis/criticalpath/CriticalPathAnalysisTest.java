/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.TraceFixtures;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.result.CriticalPathReport;
import dev.foresight.core.analysis.result.FunctionRow;
import dev.foresight.core.trace.Trace;

/** The critical path of a trace, mapped to methods and lines (spec section 6.4). */
class CriticalPathAnalysisTest {

	private static final double MS = TraceFixtures.MS;

	@Test
	@DisplayName("6.4: the serial prefix and suffix lead the function table with weight 1")
	void serialPrefixAndSuffixAreNamed() {
		Trace trace = TraceFixtures.prefixSuffix();
		CriticalPathReport report = CriticalPathAnalysis.analyze(TraceGraphs.of(trace), trace.header().sites(), 2,
				ProgressMonitor.NONE);
		assertEquals(350 * MS, report.completion(), 1e-3);
		assertEquals(350 * MS, report.unlimitedCompletion(), 1e-3);
		List<FunctionRow> rows = report.functions();
		assertEquals(List.of("prepare", "report", "run"), rows.stream().map(FunctionRow::method).toList());
		FunctionRow prepare = rows.get(0);
		assertEquals("app.Main", prepare.className());
		assertEquals("Main.java", prepare.file());
		assertEquals(10, prepare.line());
		assertEquals(1, prepare.calls());
		assertEquals(100 * MS, prepare.time(), 1e-3);
		assertEquals(1, prepare.weight(), 1e-12);
		assertEquals(100.0 / 350, prepare.share(), 1e-12);
		// worker 1 (200 ms) is on the path with weight 1, worker 2 (180 ms) is off it with weight 0
		FunctionRow run = rows.get(2);
		assertEquals(1, run.calls());
		assertEquals(200 * MS, run.time(), 1e-3);
		assertEquals(200.0 / 380, run.weight(), 1e-12);
	}

	@Test
	@DisplayName("6.1: on one processor every segment weighs 1 and the function table is a plain profile")
	void oneProcessorIsAPlainProfile() {
		Trace trace = TraceFixtures.prefixSuffix();
		CriticalPathReport report = CriticalPathAnalysis.analyze(TraceGraphs.of(trace), trace.header().sites(), 1,
				ProgressMonitor.NONE);
		assertEquals(530 * MS, report.completion(), 1e-3);
		FunctionRow run = report.functions().stream().filter(r -> r.method().equals("run")).findFirst().orElseThrow();
		assertEquals(380 * MS, run.time(), 1e-3);
		assertEquals(380.0 / 530, run.share(), 1e-12);
	}

	@Test
	void aTraceWithoutEventsHasAnEmptyPath() {
		// what an import of a recording without thread events used to give: the path's walk indexed segment 0
		Trace trace = new Trace(new dev.foresight.core.trace.TraceHeader(1, "jvm", "os", 2, 0, List.of(), List.of(),
				java.util.Map.of()), List.of());
		CriticalPathReport report = CriticalPathAnalysis.analyze(TraceGraphs.of(trace), trace.header().sites(), 2,
				ProgressMonitor.NONE);
		assertEquals(0, report.completion());
		assertEquals(List.of(), report.functions());
	}

	@Test
	void wakeLinksThatPointNowhereAreNamed() {
		Trace good = TraceFixtures.prefixSuffix();
		dev.foresight.core.trace.ThreadEvents.Builder bad = dev.foresight.core.trace.ThreadEvents.builder(2);
		bad.add(dev.foresight.core.trace.EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0, 0, 99);
		bad.add(dev.foresight.core.trace.EventKind.THREAD_END, -1, -1, 0, 0, 0, 0);
		Trace trace = new Trace(good.header(), List.of(good.thread(0), good.thread(1), bad.build()));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TraceGraphs.of(trace));
		assertEquals("thread 2 event 0 (thread_begin): wake link to thread 0 event 99, which does not exist",
				e.getMessage());
	}

	@Test
	void segmentsMapToTraceEvents() {
		ExecutionGraph graph = TraceGraphs.of(TraceFixtures.prefixSuffix());
		assertEquals(10, graph.size());
		assertEquals(TraceGraphs.segment(graph, 0, 1), graph.release(TraceGraphs.segment(graph, 1, 1)));
		assertEquals(TraceGraphs.segment(graph, 1, 1), graph.release(TraceGraphs.segment(graph, 0, 4)));
	}
}
