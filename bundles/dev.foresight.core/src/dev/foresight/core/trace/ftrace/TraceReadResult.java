/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.util.List;

import dev.foresight.core.trace.Trace;

/**
 * A trace read from a file, with what the reader had to say about it.
 *
 * @param trace the trace
 * @param warnings for example "truncated at byte offset N"
 * @param closed whether the recording was closed normally (the file has its end block)
 * @param bytes bytes of the file that were read
 */
public record TraceReadResult(Trace trace, List<String> warnings, boolean closed, long bytes) {

	/** Defensive copy. */
	public TraceReadResult {
		warnings = List.copyOf(warnings);
	}
}
