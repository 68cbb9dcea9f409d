/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.graph.TraceFixtures;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.result.CriticalPathReport;
import dev.foresight.core.analysis.result.FunctionRow;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.samples.ExecutionSample;
import dev.foresight.core.trace.samples.SampleThreads;

/** The method-level function table of spec section 6.4 from execution samples attributed to segments by time. */
class SampledFunctionProfileTest {

	private static final long MS = TraceFixtures.MS;
	/** JVM thread ids of main, worker-1 and worker-2 in these tests. */
	private static final Map<Integer, Long> JVM_IDS = Map.of(0, 1L, 1, 31L, 2, 32L);

	/**
	 * Samples of {@link TraceFixtures#prefixSuffix()} every 10 ms: main spends its 100 ms prefix 80 % in
	 * {@code parse} and 20 % in {@code prepare}; worker-1 (on the critical path) burns its 200 ms in {@code crunch};
	 * worker-2 (off it) in {@code idleHash}; the 50 ms suffix has no sample.
	 */
	private static List<ExecutionSample> samples(boolean withIds) {
		List<ExecutionSample> s = new ArrayList<>();
		for (int i = 0; i < 10; i++) {
			s.add(sample(withIds ? 1 : -1, "main", 5 + 10 * i, "app.Main", i < 8 ? "parse" : "prepare",
					i < 6 ? 42 : i < 8 ? 43 : 11));
		}
		for (int i = 0; i < 20; i++) {
			s.add(sample(withIds ? 31 : -1, "worker-1", 105 + 10 * i, "app.Worker", "crunch", 77));
		}
		for (int i = 0; i < 18; i++) {
			s.add(sample(withIds ? 32 : -1, "worker-2", 105 + 10 * i, "app.Worker$Inner", "idleHash", 90));
		}
		s.add(sample(99, "jfr-daemon", 50, "app.Other", "unrelated", 1));
		return s;
	}

	private static ExecutionSample sample(long jvmId, String thread, long ms, String cls, String method, int line) {
		return new ExecutionSample(jvmId, thread, ms * MS, cls, method, line);
	}

	private static CriticalPathReport report(List<ExecutionSample> samples, Map<Integer, Long> ids, int cpus) {
		Trace trace = TraceFixtures.prefixSuffix();
		return CriticalPathAnalysis.analyze(trace, TraceGraphs.of(trace), samples,
				new SampleThreads(trace.header(), ids), cpus, ProgressMonitor.NONE);
	}

	private static FunctionRow row(CriticalPathReport report, String method) {
		return report.functions().stream().filter(r -> r.method().equals(method)).findFirst().orElseThrow();
	}

	@Test
	@DisplayName("6.4: a method burning CPU between two synchronizations is named with its share of the path")
	void burningMethodIsNamed() {
		CriticalPathReport report = report(samples(true), JVM_IDS, 2);
		assertEquals(350 * MS, report.completion(), 1e-3);
		assertEquals(List.of("crunch", "parse", "report", "prepare", "idleHash"),
				report.functions().stream().map(FunctionRow::method).toList());
		FunctionRow crunch = report.functions().get(0);
		assertEquals("app.Worker", crunch.className());
		assertEquals("Worker.java", crunch.file());
		assertEquals(77, crunch.line());
		assertEquals(1, crunch.calls());
		assertEquals(200 * MS, crunch.time(), 1e-3);
		assertEquals(1, crunch.weight(), 1e-12);
		assertEquals(200.0 / 350, crunch.share(), 1e-12);
		// the 100 ms segment is split 8:2 by sample counts; the hottest line of parse is 42 (6 of its 8 samples)
		FunctionRow parse = row(report, "parse");
		assertEquals(80 * MS, parse.time(), 1e-3);
		assertEquals(42, parse.line());
		assertEquals("Main.java", parse.file());
		assertEquals(20 * MS, row(report, "prepare").time(), 1e-3);
		assertEquals(11, row(report, "prepare").line());
		// no sample fell in the suffix: it stays with its synchronization site
		FunctionRow suffix = row(report, "report");
		assertEquals(20, suffix.line());
		assertEquals(50 * MS, suffix.time(), 1e-3);
		assertEquals(50.0 / 350, suffix.share(), 1e-12);
	}

	@Test
	@DisplayName("6.1: a method that runs only off the critical path gets weight 0")
	void offPathMethodWeighsZero() {
		FunctionRow idle = row(report(samples(true), JVM_IDS, 2), "idleHash");
		assertEquals(0, idle.weight());
		assertEquals(0, idle.calls());
		assertEquals(0, idle.time());
		assertEquals(0, idle.share());
		assertEquals("Worker.java", idle.file());
	}

	@Test
	@DisplayName("6.1: on one processor every segment weighs 1, so the table is a plain sampled profile")
	void oneProcessorIsAPlainProfile() {
		CriticalPathReport report = report(samples(true), JVM_IDS, 1);
		assertEquals(530 * MS, report.completion(), 1e-3);
		FunctionRow idle = row(report, "idleHash");
		assertEquals(1, idle.weight(), 1e-12);
		assertEquals(180 * MS, idle.time(), 1e-3);
		assertEquals(180.0 / 530, idle.share(), 1e-12);
		double shares = report.functions().stream().mapToDouble(FunctionRow::share).sum();
		assertEquals(1, shares, 1e-12);
	}

	@Test
	void threadsWithoutJvmIdsAreMatchedByName() {
		CriticalPathReport report = report(samples(false), Map.of(), 2);
		assertEquals(200 * MS, row(report, "crunch").time(), 1e-3);
		assertEquals(0, row(report, "idleHash").weight());
	}

	@Test
	void withoutSamplesTheTableIsSiteLevel() {
		Trace trace = TraceFixtures.prefixSuffix();
		CriticalPathReport sampled = report(List.of(), JVM_IDS, 2);
		CriticalPathReport sites = CriticalPathAnalysis.analyze(TraceGraphs.of(trace), trace.header().sites(), 2,
				ProgressMonitor.NONE);
		assertEquals(sites.functions(), sampled.functions());
	}

	@Test
	void samplesFallInTheSegmentWhoseWallIntervalHoldsThem() {
		Trace trace = TraceFixtures.prefixSuffix();
		// main's events are at 0, 100, 100, 300, 300, 350 ms: (0, 100] ends at event 1, (300, 350] at event 5
		assertEquals(1, SampledFunctionProfile.eventAtOrAfter(trace.thread(0), 1));
		assertEquals(1, SampledFunctionProfile.eventAtOrAfter(trace.thread(0), 100 * MS));
		assertEquals(3, SampledFunctionProfile.eventAtOrAfter(trace.thread(0), 100 * MS + 1));
		assertEquals(5, SampledFunctionProfile.eventAtOrAfter(trace.thread(0), 349 * MS));
		assertEquals(-1, SampledFunctionProfile.eventAtOrAfter(trace.thread(0), 351 * MS));
	}
}
