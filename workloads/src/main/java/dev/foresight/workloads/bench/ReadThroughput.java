/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.TraceProblem;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.FtraceVisitor;

/**
 * Reads a trace repeatedly (at least the given number of times and at least one second, so that small traces are
 * read by compiled code too) and prints one line of {@code key=value} pairs: events, bytes, bytes per event, the best
 * throughput of streaming the file (decoding every event, keeping none) and of reading it into an in-memory trace,
 * in events per second, and the number of consistency problems.
 */
public final class ReadThroughput {

	private ReadThroughput() {
	}

	/** {@code FILE [repeats]}. */
	public static void main(String[] args) throws Exception {
		Path file = Path.of(args[0]);
		int repeats = args.length > 1 ? Integer.parseInt(args[1]) : 5;
		long best = Long.MAX_VALUE;
		Trace trace = null;
		long begin = System.nanoTime();
		for (int i = 0; i < repeats || System.nanoTime() - begin < 1_000_000_000L; i++) {
			long t0 = System.nanoTime();
			trace = FtraceReader.read(file).trace();
			best = Math.min(best, System.nanoTime() - t0);
		}
		long bestStream = Long.MAX_VALUE;
		begin = System.nanoTime();
		for (int i = 0; i < repeats || System.nanoTime() - begin < 1_000_000_000L; i++) {
			long t0 = System.nanoTime();
			FtraceReader.stream(file, new Counter());
			bestStream = Math.min(bestStream, System.nanoTime() - t0);
		}
		long events = trace.eventCount();
		long bytes = Files.size(file);
		List<TraceProblem> problems = TraceChecker.check(trace);
		System.out.printf("events=%d bytes=%d bytes_per_event=%.2f stream_events_per_s=%.0f read_events_per_s=%.0f "
				+ "problems=%d%n", events, bytes, (double) bytes / events, events / (bestStream / 1e9),
				events / (best / 1e9), problems.size());
		problems.stream().limit(5).forEach(p -> System.err.println("problem: " + p));
	}

	/** Decodes and counts, as a summarizing tool would. */
	private static final class Counter implements FtraceVisitor {
		long events;
		long cpu;

		@Override
		public void header(int v, String jvm, String os, int cpus, long start, java.util.Map<String, String> p) {
			// nothing to keep
		}

		@Override
		public void thread(ThreadInfo thread) {
			// nothing to keep
		}

		@Override
		public void site(Site site) {
			// nothing to keep
		}

		@Override
		public void property(String key, String value) {
			// nothing to keep
		}

		@Override
		public void event(int thread, int index, EventKind kind, long object, int site, long cpuNanos, long wallNanos,
				long arg, int flags, int wakeThread, int wakeIndex) {
			events++;
			cpu += cpuNanos;
		}

		@Override
		public void warning(String message) {
			// counted elsewhere
		}

		@Override
		public void end(boolean closed, long bytes) {
			// nothing to keep
		}
	}
}
