/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.SpeedupSweep;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Issue 4, "Tests": recorded corpus workloads simulate without deadlock under the model the fallback picks (spec
 * seed-broberg.md 3.7: Direct, then Client-Server, then Strict Sequence). Each shape of {@code CorpusLike} is
 * recorded by the agent in a JVM of its own and swept over 1, 2, 4 and 8 processors with the automatic choice; and
 * Strict Sequence, which never deadlocks on a program that does not (spec 3.6 and 8.8), completes it on 1 to 16.
 */
class CorpusSimulationTest {

	@ParameterizedTest(name = "{0}")
	@CsvSource({ "locks, MONITOR_ENTER", "forkjoin, TASK_SUBMIT", "futures, FUTURE_GET", "prodcons, QUEUE_TAKE",
			"barrier, BARRIER_AWAIT", "rwlock, LOCK" })
	@DisplayName("a recorded workload sweeps without deadlock under the automatically chosen model")
	void sweepsUnderTheChosenModel(String workload, EventKind shape) throws Exception {
		Trace trace = record(workload);
		assertTrue(has(trace, shape), workload + ": the recording has its " + shape + " events");
		SpeedupCurve curve = new SpeedupSweep(MachineModel.linuxServer(), null, UncertaintyBand.NONE, 2)
				.sweep(new Simulator(trace), List.of(1, 2, 4, 8), ProgressMonitor.NONE);
		SimulationModel chosen = SimulationModel.byWireName(curve.source());
		assertTrue(chosen != null, workload + ": model " + curve.source());
		assertTrue(curve.note().startsWith(curve.source()), workload + ": the reason names the model: " + curve.note());
		assertEquals(List.of(1, 2, 4, 8), curve.points().stream().map(SpeedupPoint::cpus).toList());
		SpeedupPoint one = curve.points().get(0);
		assertEquals(1.0, one.speedup(), 1e-12);
		double cpuMillis = trace.streams().stream().mapToLong(s -> s.totalCpuNanos()).sum() / 1e6;
		assertTrue(one.time() >= cpuMillis * (1 - 1e-9), workload + ": one processor runs all the recorded CPU time: "
				+ one.time() + " ms < " + cpuMillis + " ms");
		for (SpeedupPoint p : curve.points()) {
			assertTrue(p.time() > 0 && Double.isFinite(p.time()), workload + ": " + p);
		}
		Simulator sim = new Simulator(trace);
		for (int n = 1; n <= 16; n++) {
			double strict = sim.run(MachineModel.linuxServer(), n, SimulationModel.STRICT_SEQUENCE, false)
					.completionMillis();
			assertTrue(strict >= cpuMillis / n * (1 - 1e-9), workload + " on " + n + ": " + strict + " ms");
		}
	}

	private static boolean has(Trace trace, EventKind kind) {
		return trace.streams().stream().anyMatch(s -> IntStream.range(0, s.size()).anyMatch(i -> s.kind(i) == kind));
	}

	private static Trace record(String workload) throws Exception {
		Path file = Files.createTempFile("corpus-" + workload, ".ftrace");
		try {
			Recordings.Run run = Recordings.run(file, "", 30, "dev.foresight.agent.programs.CorpusLike", workload);
			assertEquals(0, run.exitCode(), run.stderr());
			return FtraceReader.read(file).trace();
		} finally {
			Files.deleteIfExists(file);
		}
	}
}
