/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.chrome;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;

/**
 * Writes a trace as Chrome trace-event JSON: one track per thread (named), each event as a one-microsecond slice
 * named by its kind with its object, site and argument, and each wake dependency as a flow arrow from the releasing
 * event to the released one. A virtual thread's mounts and unmounts name their carrier, and each time a carrier ran a
 * virtual thread (from a mount to the next unmount) is a slice on the carrier's track named after that thread. A
 * time window keeps what happened in it: a trace of millions of events makes gigabytes of JSON, more than a viewer
 * opens.
 */
public final class ChromeTraceWriter {

	private final Writer out;
	private final Trace trace;
	/** The window, in wall-clock nanoseconds since the start of the recording. */
	private final long from;
	private final long to;
	private boolean first = true;

	private ChromeTraceWriter(Writer out, Trace trace, long from, long to) {
		this.out = out;
		this.trace = trace;
		this.from = from;
		this.to = to;
	}

	/** Writes {@code trace} to {@code file}. */
	public static void write(Trace trace, Path file) throws IOException {
		write(trace, file, 0, Long.MAX_VALUE);
	}

	/**
	 * Writes what of {@code trace} happened from {@code fromNanos} to {@code toNanos} (wall-clock time since the start
	 * of the recording): the events in that time, the wake arrows whose two ends are in it, and the carriers' slices
	 * cut to it.
	 */
	public static void write(Trace trace, Path file, long fromNanos, long toNanos) throws IOException {
		if (fromNanos < 0 || toNanos < fromNanos) {
			throw new IllegalArgumentException("the window must start at 0 or later and not end before it starts, was "
					+ fromNanos + " to " + toNanos + " ns");
		}
		try (Writer w = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), 1 << 16)) {
			new ChromeTraceWriter(w, trace, fromNanos, toNanos).write();
		}
	}

	private boolean inside(long wallNanos) {
		return wallNanos >= from && wallNanos <= to;
	}

	private void write() throws IOException {
		out.write("{\"displayTimeUnit\":\"ns\",\"traceEvents\":[\n");
		for (ThreadInfo t : trace.header().threads()) {
			item("{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":1,\"tid\":" + t.id() + ",\"args\":{\"name\":"
					+ quote(name(t)) + "}}");
		}
		long flow = 0;
		for (ThreadEvents e : trace.streams()) {
			int mount = -1;
			for (int i = 0; i < e.size(); i++) {
				if (inside(e.wallNanos(i))) {
					item(slice(e, i));
				}
				if (e.kind(i) == EventKind.VTHREAD_MOUNT) {
					mount = i;
				} else if (e.kind(i) == EventKind.VTHREAD_UNMOUNT && mount >= 0) {
					carrierSlice(e, mount, i);
					mount = -1;
				}
				int wt = e.wakeThread(i);
				int wi = e.wakeIndex(i);
				if (wt >= 0 && wt < trace.threadCount() && wi < trace.thread(wt).size() && inside(e.wallNanos(i))
						&& inside(trace.thread(wt).wallNanos(wi))) {
					flow++;
					item("{\"ph\":\"s\",\"name\":\"wake\",\"cat\":\"wake\",\"id\":" + flow + ",\"pid\":1,\"tid\":" + wt
							+ ",\"ts\":" + micros(trace.thread(wt).wallNanos(wi)) + "}");
					item("{\"ph\":\"f\",\"bp\":\"e\",\"name\":\"wake\",\"cat\":\"wake\",\"id\":" + flow
							+ ",\"pid\":1,\"tid\":" + e.thread() + ",\"ts\":" + micros(e.wallNanos(i)) + "}");
				}
			}
		}
		out.write("\n]}\n");
	}

	/**
	 * The carrier's slice for the time it ran the virtual thread of {@code e}: from event {@code mount} to event
	 * {@code unmount}.
	 */
	private void carrierSlice(ThreadEvents e, int mount, int unmount) throws IOException {
		long carrier = e.arg(mount);
		long start = Math.max(from, e.wallNanos(mount));
		long end = Math.min(to, e.wallNanos(unmount));
		if (carrier < 0 || carrier >= trace.threadCount() || end < start) {
			return;
		}
		item("{\"ph\":\"X\",\"name\":" + quote(name(trace.header().threads().get(e.thread())))
				+ ",\"cat\":\"carrier\",\"pid\":1,\"tid\":" + carrier + ",\"ts\":" + micros(start)
				+ ",\"dur\":" + micros(Math.max(1, end - start)) + ",\"args\":{"
				+ "\"virtual_thread\":" + e.thread() + "}}");
	}

	private static String name(ThreadInfo t) {
		return t.name().isEmpty() ? (t.virtual() ? "virtual-" : "thread-") + t.id() : t.name();
	}

	private String slice(ThreadEvents e, int i) {
		Site site = trace.header().site(e.site(i));
		StringBuilder b = new StringBuilder(160);
		b.append("{\"ph\":\"X\",\"name\":\"").append(e.kind(i).wireName())
				.append("\",\"cat\":\"event\",\"pid\":1,\"tid\":")
				.append(e.thread()).append(",\"ts\":").append(micros(e.wallNanos(i))).append(",\"dur\":1,\"args\":{")
				.append("\"object\":").append(e.object(i)).append(",\"arg\":").append(e.arg(i))
				.append(",\"flags\":").append(e.flags(i)).append(",\"cpu_ns\":").append(e.cpuNanos(i));
		if (e.kind(i).isPlacement() && e.arg(i) >= 0 && e.arg(i) < trace.threadCount()) {
			b.append(",\"carrier\":").append(quote(name(trace.header().threads().get((int) e.arg(i)))));
		}
		if (site != null) {
			b.append(",\"site\":").append(quote(site.className() + "." + site.method() + "(" + site.file() + ":"
					+ site.line() + ")"));
		}
		return b.append("}}").toString();
	}

	private void item(String json) throws IOException {
		if (!first) {
			out.write(",\n");
		}
		first = false;
		out.write(json);
	}

	private static String micros(long nanos) {
		return String.format(Locale.ROOT, "%.3f", nanos / 1000.0);
	}

	/** A JSON string literal. */
	static String quote(String s) {
		StringBuilder b = new StringBuilder(s.length() + 2).append('"');
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			switch (c) {
			case '"' -> b.append("\\\"");
			case '\\' -> b.append("\\\\");
			case '\n' -> b.append("\\n");
			default -> {
				if (c < 0x20) {
					b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
				} else {
					b.append(c);
				}
			}
			}
		}
		return b.append('"').toString();
	}
}
