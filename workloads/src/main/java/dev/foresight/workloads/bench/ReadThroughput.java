/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.TraceProblem;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Reads a trace several times and prints one line of {@code key=value} pairs: events, bytes, bytes per event, the
 * best reading throughput in events per second, and the number of consistency problems.
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
		for (int i = 0; i < repeats; i++) {
			long t0 = System.nanoTime();
			trace = FtraceReader.read(file).trace();
			best = Math.min(best, System.nanoTime() - t0);
		}
		long events = trace.eventCount();
		long bytes = Files.size(file);
		List<TraceProblem> problems = TraceChecker.check(trace);
		System.out.printf("events=%d bytes=%d bytes_per_event=%.2f read_events_per_s=%.0f problems=%d%n", events,
				bytes, (double) bytes / events, events / (best / 1e9), problems.size());
		problems.stream().limit(5).forEach(p -> System.err.println("problem: " + p));
	}
}
