/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.io.IOException;
import java.nio.file.Path;

import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * Writes an in-memory trace as an {@code .ftrace} file (imports from other formats, tests): each thread's events in
 * turn, through {@link FtraceStreamWriter}. The recording agent has its own streaming writer of the same format.
 */
public final class FtraceWriter {

	private FtraceWriter() {
	}

	/** Writes {@code trace} to {@code file}. */
	public static void write(Trace trace, Path file) throws IOException {
		TraceHeader h = trace.header();
		try (FtraceStreamWriter w = FtraceStreamWriter.create(file, h.jvm(), h.os(), h.cpuCount(),
				h.startEpochMillis(), h.properties())) {
			for (ThreadInfo t : h.threads()) {
				w.thread(t);
			}
			for (Site site : h.sites()) {
				w.site(site);
			}
			for (ThreadEvents e : trace.streams()) {
				for (int i = 0; i < e.size(); i++) {
					w.event(e.thread(), e.kind(i), e.object(i), e.site(i), e.cpuNanos(i), e.wallNanos(i), e.arg(i),
							e.flags(i), e.wakeThread(i), e.wakeIndex(i));
				}
				w.flush(e.thread());
			}
		}
	}
}
