/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import dev.foresight.core.internal.sim.RecordingCut;
import dev.foresight.core.trace.Trace;

/**
 * The part of a recording that a replay or an analysis can use: all of a closed one; of one that was not closed (a
 * killed JVM), what every running thread's blocks cover, less the events that wait for ones the file does not hold
 * (see the simulator's cut).
 *
 * @param trace the events kept
 * @param warning what was left out, for the user; {@code null} when nothing was
 */
public record ReplayablePart(Trace trace, String warning) {

	/** The part of {@code trace} to replay; {@code closed}: whether its file has its end block. */
	public static ReplayablePart of(Trace trace, boolean closed) {
		if (closed) {
			return new ReplayablePart(trace, null);
		}
		RecordingCut cut = RecordingCut.of(trace);
		return new ReplayablePart(cut.apply(trace), cut.warning());
	}
}
