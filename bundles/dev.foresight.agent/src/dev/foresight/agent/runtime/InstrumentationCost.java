/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.concurrent.atomic.LongAdder;

/**
 * What instrumenting the application's classes cost, written to the trace as properties when the recording closes
 * ({@code recorder.classes.seen}, {@code recorder.classes.rewritten}, {@code recorder.instrumentation.ms}), so that a
 * trace tells how much of the recorder's fixed cost its program's classes caused.
 */
public final class InstrumentationCost {

	private static final LongAdder SEEN = new LongAdder();
	private static final LongAdder REWRITTEN = new LongAdder();
	private static final LongAdder NANOS = new LongAdder();
	private static final LongAdder CACHED = new LongAdder();
	private static final LongAdder KNOWN_PLAIN = new LongAdder();
	private static final LongAdder SUPERTYPES = new LongAdder();

	private InstrumentationCost() {
	}

	/** Counts an application class the transformer looked at, whether it rewrote it, and the time that took. */
	public static void count(boolean rewritten, long nanos) {
		SEEN.increment();
		if (rewritten) {
			REWRITTEN.increment();
		}
		NANOS.add(nanos);
	}

	/** Counts a rewritten class that came from the class cache (it is counted as rewritten too). */
	public static void cached() {
		CACHED.increment();
	}

	/** Counts a class the class cache knew to need nothing, so that it was not scanned (it is counted as seen too). */
	public static void knownPlain() {
		KNOWN_PLAIN.increment();
	}

	/** Counts a class file read for the supertypes of a call's owner (it is part of the instrumentation's time). */
	public static void supertypesRead() {
		SUPERTYPES.increment();
	}

	/** Writes the counts as properties. */
	static void write() {
		Recorder.property("recorder.classes.seen", String.valueOf(SEEN.sum()));
		Recorder.property("recorder.classes.rewritten", String.valueOf(REWRITTEN.sum()));
		Recorder.property("recorder.instrumentation.ms", TraceOutput.millis(NANOS.sum()));
		Recorder.property("recorder.classes.cached", String.valueOf(CACHED.sum()));
		Recorder.property("recorder.classes.known.plain", String.valueOf(KNOWN_PLAIN.sum()));
		Recorder.property("recorder.supertypes.read", String.valueOf(SUPERTYPES.sum()));
	}
}
