/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

import dev.foresight.agent.format.ByteSink;
import dev.foresight.agent.format.FtraceFormat;
import dev.foresight.agent.format.TraceWriter;

/**
 * The recording's side of the trace file: the writer that blocks are queued for, the count of events handed to it,
 * the properties written into the trace and the failures of hooks reported there. {@link Recorder} decides when the
 * recording opens and closes; this class only writes. One per JVM.
 */
final class TraceOutput {

	private static TraceWriter writer;
	private static final LongAdder EVENTS = new LongAdder();
	private static final AtomicLong FAILURES = new AtomicLong();

	private TraceOutput() {
	}

	/**
	 * Creates the trace with its header and starts the writer, whose thread is never recorded.
	 *
	 * @param file the trace file
	 * @param properties facts for the header (command line, options)
	 * @throws IOException when the file cannot be created
	 */
	static void open(Path file, Map<String, String> properties) throws IOException {
		byte[] header = TraceWriter.headerPayload(System.getProperty("java.vm.name") + " "
				+ System.getProperty("java.runtime.version"), System.getProperty("os.name") + " "
						+ System.getProperty("os.version") + " " + System.getProperty("os.arch"),
				Runtime.getRuntime().availableProcessors(), System.currentTimeMillis(), properties);
		writer = new TraceWriter(file, header);
		// ignored before it starts, so that it never registers
		Recorder.ignore(writer.thread());
		writer.start();
	}

	/** The writer's thread. */
	static Thread thread() {
		return writer.thread();
	}

	/** Queues a block for the writer. */
	static void submit(int type, byte[] payload) {
		submit(type, payload, payload.length);
	}

	/** Queues a block of the first {@code length} bytes of {@code payload}, which the caller no longer changes. */
	static void submit(int type, byte[] payload, int length) {
		submit(type, payload, length, false);
	}

	/** As {@link #submit(int, byte[], int)}; {@code giveBack}: the writer gives the array back once written. */
	static void submit(int type, byte[] payload, int length, boolean giveBack) {
		TraceWriter w = writer;
		if (w != null) {
			w.submit(type, payload, length, giveBack);
		}
	}

	/** Adds a property to the trace. */
	static void property(String key, String value) {
		ByteSink s = new ByteSink(64);
		s.string(key);
		s.string(value);
		submit(FtraceFormat.BLOCK_PROPERTY, s.toByteArray());
	}

	/**
	 * {@code nanos} (not negative) as milliseconds with one decimal, rounded. Not {@code String.format}, which at the
	 * close of a short program loads and interprets the JDK's locale data (about a hundred classes).
	 */
	static String millis(long nanos) {
		long tenths = (nanos + 50_000) / 100_000;
		return tenths / 10 + "." + tenths % 10;
	}

	/** Counts a failure inside a hook; the first few are written as properties. */
	static void failed(Throwable t) {
		long n = FAILURES.incrementAndGet();
		if (n <= 10) {
			property("recorder.failure." + n, String.valueOf(t));
		}
	}

	/** Counts events handed to the writer. */
	static void counted(long events) {
		EVENTS.add(events);
	}

	/** Writes how many hooks failed when more than the first few did, then the end block, and closes the file. */
	static void close() {
		if (FAILURES.get() > 10) {
			property("recorder.failures", String.valueOf(FAILURES.get()));
		}
		try {
			writer.close(EVENTS.sum());
		} catch (IOException e) {
			System.err.println("foresight: could not finish the trace: " + e.getMessage());
		}
	}
}
