/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.Locale;

/**
 * What an editor's job says when the IDE's heap cannot hold its work: a trace is read into memory (about 50 bytes an
 * event) and its analyses add their tables (about 100 more), so a recording of tens of millions of events outgrows the
 * 2 GiB that Eclipse is commonly given. The job's data is dropped with the error, and the workbench goes on.
 */
public final class HeapAdvice {

	private HeapAdvice() {
	}

	/** The advice for the running IDE. */
	public static String now() {
		return of(Runtime.getRuntime().maxMemory());
	}

	/** The advice for an IDE whose heap holds at most {@code maxHeap} bytes. */
	public static String of(long maxHeap) {
		return String.format(Locale.ROOT, "not enough memory: the IDE's heap (at most %,d MB) cannot hold this work "
				+ "for this trace. Give the IDE more (-Xmx in its eclipse.ini, for example -Xmx8g) or use the command "
				+ "line, whose predict replays a large trace from its file (foresight predict FILE --stream).",
				maxHeap >> 20);
	}
}
