/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import dev.foresight.ui.internal.editors.SharedStream;

/**
 * A streamed trace's simulator is prepared once for the trace editor's predictions and its temporary files go when
 * the editor closes, after the last prediction that holds it.
 */
class SharedStreamTest {

	private final List<Path> files = new ArrayList<>();

	@AfterEach
	void deleteTheTraces() throws IOException {
		for (Path f : files) {
			Files.deleteIfExists(f);
		}
	}

	@Test
	void thePredictionsOfOneEditorShareOnePreparation() throws Exception {
		Path file = fourWorkers();
		SharedStream stream = new SharedStream(file);
		assertFalse(stream.prepared(), "nothing read before a prediction asks");
		Simulator first = stream.acquire(ProgressMonitor.NONE);
		Simulator second = stream.acquire(ProgressMonitor.NONE);
		assertSame(first, second, "the second prediction (another machine) replays what the first prepared");
		assertEquals(1, stream.preparations());
		// the same runs as the trace read into memory: 4 workers of 2 ms each, half of it in a shared monitor
		Trace trace = FtraceReader.read(file).trace();
		try (Simulator inMemory = new Simulator(trace, RecordingCost.recorded(trace), true)) {
			for (int cpus : new int[] { 1, 2, 4 }) {
				assertEquals(inMemory.run(MachineModel.linuxServer(), cpus, SimulationModel.DIRECT, false)
						.completionNanos(), second.run(MachineModel.linuxServer(), cpus, SimulationModel.DIRECT,
								false).completionNanos());
			}
		}
		stream.release();
		stream.release();
		assertTrue(stream.prepared(), "kept for the next prediction");
		assertSame(first, stream.acquire(ProgressMonitor.NONE));
		stream.release();
		assertEquals(1, stream.preparations());
	}

	@Test
	void closingTheEditorDeletesTheFilesAfterTheLastPrediction() throws Exception {
		SharedStream stream = new SharedStream(fourWorkers());
		Simulator sim = stream.acquire(ProgressMonitor.NONE);
		stream.dispose();
		assertTrue(stream.prepared(), "a prediction still runs on it");
		assertTrue(sim.run(MachineModel.linuxServer(), 2, SimulationModel.DIRECT, false).completionNanos() > 0);
		stream.release();
		assertFalse(stream.prepared(), "closed with the last prediction");
		assertThrows(CancellationException.class, () -> stream.acquire(ProgressMonitor.NONE));
		assertEquals(1, stream.preparations());

		SharedStream idle = new SharedStream(fourWorkers());
		idle.acquire(ProgressMonitor.NONE);
		idle.release();
		idle.dispose();
		assertFalse(idle.prepared(), "closed at once when no prediction holds it");
	}

	/** Four workers, each 1 ms of work, then 1 ms in a monitor they share, started and joined by main. */
	private Path fourWorkers() throws Exception {
		List<ThreadInfo> infos = new ArrayList<>();
		infos.add(new ThreadInfo(0, "main", -1, -1, false));
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		List<ThreadEvents.Builder> workers = new ArrayList<>();
		int[] starts = new int[4];
		for (int w = 1; w <= 4; w++) {
			infos.add(new ThreadInfo(w, "worker-" + w, 0, 0, false));
			starts[w - 1] = main.add(EventKind.THREAD_START, -1, 0, 10_000, 10_000L * w, w, 0);
		}
		long wall = 100_000;
		for (int w = 1; w <= 4; w++) {
			ThreadEvents.Builder b = ThreadEvents.builder(w);
			b.add(EventKind.THREAD_BEGIN, -1, -1, 0, wall, 0, 0, 0, starts[w - 1]);
			b.add(EventKind.MONITOR_ENTER, 7, 0, 1_000_000, wall += 1_000_000, 0, 0);
			b.add(EventKind.MONITOR_EXIT, 7, 0, 1_000_000, wall += 1_000_000, 0, 0);
			b.add(EventKind.THREAD_END, -1, -1, 0, wall, 0, 0);
			workers.add(b);
		}
		for (int w = 1; w <= 4; w++) {
			main.add(EventKind.JOIN, -1, 0, 0, wall += 1_000, w, 0, w, 3);
		}
		main.add(EventKind.THREAD_END, -1, -1, 0, wall + 1_000, 0, 0);
		List<ThreadEvents> streams = new ArrayList<>();
		streams.add(main.build());
		workers.forEach(b -> streams.add(b.build()));
		TraceHeader header = new TraceHeader(1, "Java 25", "Linux", 1, 0, infos,
				List.of(new Site(0, "app.Worker", "run", "Worker.java", 12)), Map.of());
		Path file = Files.createTempFile("workers", ".ftrace");
		files.add(file);
		FtraceWriter.write(new Trace(header, streams), file);
		return file;
	}
}
