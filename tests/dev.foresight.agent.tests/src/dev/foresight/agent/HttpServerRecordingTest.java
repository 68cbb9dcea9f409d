/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.HttpServes;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.ThreadRun;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The JDK's HTTP server ({@code HttpServes}): its dispatcher thread's selects and its hand-off of each request to the
 * program's executor are recorded (the agent's JdkCallers), so a pool thread's handler waits in the replay for the
 * request that the dispatcher's select waited for, rather than running the handlers back to back (which a request of
 * the program's own, whose read is linked to its write, prevented already).
 */
class HttpServerRecordingTest {

	@Test
	@DisplayName("the HTTP server's dispatcher hands each request of the program's clients to the pool")
	void theDispatcherHandsEachRequestToThePool(@TempDir Path dir) throws Exception {
		Trace t = recorded(dir.resolve("inprocess.ftrace"), "inprocess");
		assertHandedOver(t);
	}

	@Test
	@DisplayName("requests from another process: the pool's handlers wait in the replay for the dispatcher's selects")
	void requestsFromAnotherProcessArriveInTheReplayAsRecorded(@TempDir Path dir) throws Exception {
		Trace t = recorded(dir.resolve("remote.ftrace"), "remote");
		assertHandedOver(t);
		// with a processor for every thread the handlers still run as the requests came, over most of the recorded
		// time (four fifths in three runs); without the hand-offs they ran back to back, in two fifths of it
		SimulatedRun run = new Simulator(TraceSurgery.withoutCompilers(t)).run(MachineModel.linuxServer(), 16,
				SimulationModel.DIRECT, true);
		double first = Double.MAX_VALUE, last = 0;
		for (ThreadRun r : run.threads()) {
			if (r.name().startsWith("pool-")) {
				first = Math.min(first, r.start());
				last = Math.max(last, r.end());
			}
		}
		long recordedFirst = Long.MAX_VALUE, recordedLast = 0;
		for (ThreadEvents e : t.streams()) {
			if (t.header().threads().get(e.thread()).name().startsWith("pool-")) {
				recordedFirst = Math.min(recordedFirst, e.wallNanos(0));
				recordedLast = Math.max(recordedLast, e.wallNanos(e.size() - 1));
			}
		}
		double recorded = recordedLast - recordedFirst;
		assertTrue(last - first >= recorded * 2 / 3, "the pool's threads ran " + (last - first) / 1e6 + " ms, recorded "
				+ recorded / 1e6 + " ms");
	}

	private static Trace recorded(Path file, String mode) throws Exception {
		Recordings.Run r = Recordings.run(file, "", 60, HttpServes.class.getName(), mode);
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		assertEquals(List.of(), TraceChecker.check(t));
		return t;
	}

	/** Every request's task_begin on a pool thread linked to the dispatcher thread's task_submit. */
	private static void assertHandedOver(Trace t) {
		int dispatcher = t.header().threads().stream().filter(i -> i.name().equals("HTTP-Dispatcher"))
				.mapToInt(i -> i.id()).findFirst().orElseThrow();
		int handed = 0;
		for (ThreadEvents e : t.streams()) {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == EventKind.TASK_BEGIN && e.wakeThread(i) == dispatcher) {
					handed++;
				}
			}
		}
		int requests = HttpServes.CLIENTS * HttpServes.REQUESTS;
		assertTrue(handed >= requests, handed + " of " + requests + " requests handed to the pool");
	}
}
