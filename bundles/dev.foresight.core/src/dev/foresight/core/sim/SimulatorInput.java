/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.InputFiles;
import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.internal.sim.FileEvents;
import dev.foresight.core.internal.sim.PreparedTrace;
import dev.foresight.core.internal.sim.RecordedWork;
import dev.foresight.core.internal.sim.RecordingCut;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * What a {@link Simulator} replays, prepared once from a trace in memory or streamed from its file. Of a recording
 * that was not closed, both keep the part that every thread's blocks cover and say so in a warning.
 *
 * @param prepared the events, in arrays or in the mapped files of {@code store}
 * @param recordingCost what is taken off the recorded CPU times for the recorder's own work
 * @param pauseNanos the recorded run's stop-the-world pauses that every run adds ({@link CollectorPauses})
 * @param workScale what the recorded threads' CPU times are scaled by ({@link WorkScale})
 * @param store where the prepared columns are: the heap, or a streamed trace's temporary files
 * @param warnings what reading left out or found missing, for the user
 */
record SimulatorInput(PreparedTrace prepared, RecordingCost recordingCost, long pauseNanos, WorkScale workScale,
		ColumnStore store, List<String> warnings) {

	/** {@link Simulator#Simulator(Trace, RecordingCost, boolean)}: {@code trace} is prepared on the heap. */
	static SimulatorInput of(Trace trace, RecordingCost recordingCost, boolean closed) {
		ReplayablePart part = ReplayablePart.of(trace, closed);
		PreparedTrace prepared = new PreparedTrace(part.trace(), recordingCost.compilationNanos());
		return new SimulatorInput(prepared, recordingCost, CollectorPauses.replayedNanos(trace.header()),
				workScale(prepared, recordingCost), ColumnStore.HEAP,
				part.warning() == null ? List.of() : List.of(part.warning()));
	}

	/**
	 * {@link Simulator#stream(Path, RecordingCost, Path, ProgressMonitor)}: the events of {@code file} go to mapped
	 * files under {@code tempDir}, which are deleted again when the file cannot be read or the monitor is canceled.
	 */
	static SimulatorInput stream(Path file, RecordingCost recordingCost, Path tempDir, ProgressMonitor monitor)
			throws IOException {
		InputFiles.requireFile(file);
		ColumnStore store = ColumnStore.mapped(tempDir);
		try {
			FileEvents events = FileEvents.read(file, store, monitor);
			TraceHeader header = events.scan().header();
			RecordingCost cost = recordingCost != null ? recordingCost
					: RecordingCost.recorded(header, events.scan()::events);
			List<String> warnings = new ArrayList<>(events.scan().warnings());
			RecordingCut cut = events.scan().closed() ? null : RecordingCut.of(events);
			if (cut != null && cut.cuts()) {
				warnings.add(cut.warning());
			}
			PreparedTrace prepared = new PreparedTrace(header, cut == null ? events : cut.source(), store,
					cost.compilationNanos());
			return new SimulatorInput(prepared, cost, CollectorPauses.replayedNanos(prepared.header()),
					workScale(prepared, cost), store, List.copyOf(warnings));
		} catch (IOException | RuntimeException | Error e) {
			store.close();
			throw e;
		}
	}

	/** The work scale of a trace that measured its program with and without the recorder; one pass over it. */
	private static WorkScale workScale(PreparedTrace prepared, RecordingCost cost) {
		return WorkScale.measured(prepared.header())
				? WorkScale.of(prepared.header(), RecordedWork.of(prepared, cost.byOrdinal(), cost.clockNanos()))
				: WorkScale.NONE;
	}
}
