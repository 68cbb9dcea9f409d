/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.core.trace.EventKind.VTHREAD_MOUNT;
import static dev.foresight.core.trace.EventKind.VTHREAD_UNMOUNT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.VirtualMounts;
import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.CollectorPauses;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.SpeedupSweep;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Records {@code VirtualMounts}: every virtual thread is mounted at least twice (at its start and after its sleep),
 * its mounts and unmounts alternate and balance, its carriers are the platform workers of the JDK's scheduler, and
 * the simulator predicts the same with and without the mounts.
 */
class VirtualMountsRecordingTest {

	private static Trace trace;
	/** The CPU time the carriers used in the recorded run, as the program measured it at its end. */
	private static long carriersCpu;

	@BeforeAll
	static void record() throws Exception {
		Path file = Files.createTempFile("vmounts", ".ftrace");
		Recordings.Run run = Recordings.run(file, "", 60, "dev.foresight.agent.programs.VirtualMounts");
		assertEquals(0, run.exitCode(), run.stderr());
		trace = FtraceReader.read(file).trace();
		Files.delete(file);
		carriersCpu = Long.parseLong(run.stdout().strip().replaceAll("(?s).*carriers_cpu_ns ", "").trim());
	}

	private static List<ThreadEvents> virtualThreads() {
		List<ThreadEvents> found = new ArrayList<>();
		for (ThreadInfo t : trace.header().threads()) {
			if (t.virtual() && t.name().startsWith("vt-")) {
				found.add(trace.thread(t.id()));
			}
		}
		return found;
	}

	@Test
	@DisplayName("the recorder counts its own allocation (an event array of 192 bytes per thread at least) "
			+ "within the run's")
	void recorderAllocationIsCounted() {
		var p = trace.header().properties();
		long total = Long.parseLong(p.get(CollectorPauses.ALLOCATED_PROPERTY));
		long recorder = Long.parseLong(p.get(CollectorPauses.RECORDER_ALLOCATED_PROPERTY));
		assertTrue(recorder >= VirtualMounts.THREADS * 192L, recorder + " bytes counted");
		assertTrue(recorder < total, recorder + " of " + total + " bytes");
		assertTrue(Long.parseLong(p.get(CollectorPauses.COUNT_PROPERTY)) >= 0);
		assertTrue(Long.parseLong(p.get(CollectorPauses.EDEN_PROPERTY)) > 0);
		assertTrue(CollectorPauses.replayedNanos(trace.header()) <= CollectorPauses.recordedNanos(trace.header()));
	}

	@Test
	@DisplayName("the trace is consistent: mounts alternate with unmounts, nothing runs unmounted")
	void consistent() {
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	@Test
	@DisplayName("every virtual thread has as many unmounts as mounts, at least two, the first right after its begin")
	void mountsBalancePerThread() {
		List<ThreadEvents> vts = virtualThreads();
		assertEquals(VirtualMounts.THREADS, vts.size());
		for (ThreadEvents e : vts) {
			int mounts = 0;
			int unmounts = 0;
			for (int i = 0; i < e.size(); i++) {
				mounts += e.kind(i) == VTHREAD_MOUNT ? 1 : 0;
				unmounts += e.kind(i) == VTHREAD_UNMOUNT ? 1 : 0;
			}
			assertEquals(mounts, unmounts, "thread " + e.thread());
			assertTrue(mounts >= 2, "thread " + e.thread() + " mounted " + mounts + " times");
			assertEquals(EventKind.THREAD_BEGIN, e.kind(0));
			assertEquals(VTHREAD_MOUNT, e.kind(1));
			assertEquals(VTHREAD_UNMOUNT, e.kind(e.size() - 2));
			assertEquals(EventKind.THREAD_END, e.kind(e.size() - 1));
		}
	}

	@Test
	@DisplayName("the virtual threads are charged most of their carriers' CPU time and never more, and their computing")
	void cpuIsTheCarriersAndComputed() {
		// a mount goes on from the reading its carrier's previous unmount left (CpuAccount.carrierClock), so what the
		// virtual threads are charged adds up to what the carriers' clocks measured while they were mounted: 93 % of
		// the carriers' CPU time here (82 % when each reading was held to the wall time since the thread's previous
		// event); the rest is the carriers' work outside any recorded stretch
		long charged = 0;
		int computed = 0;
		List<ThreadEvents> vts = virtualThreads();
		for (ThreadEvents e : vts) {
			charged += e.totalCpuNanos();
			for (int i = 1; i < e.size(); i++) {
				// 200,000 dependent multiplications take more than 5 us on any processor of today
				if (e.kind(i) == EventKind.SEMAPHORE_RELEASE && e.cpuNanos(i) >= 5_000) {
					computed++;
				}
			}
		}
		assertTrue(charged <= carriersCpu * 1.02 + 1_000_000, charged + " ns charged, carriers used " + carriersCpu);
		assertTrue(charged >= carriersCpu * 0.6, charged + " ns charged, carriers used " + carriersCpu);
		assertTrue(computed >= vts.size() * 9 / 10, computed + " of " + vts.size() + " computed");
	}

	@Test
	@DisplayName("carriers are platform ForkJoinPool workers of the thread table, with no events of their own")
	void carriersArePlatformWorkers() {
		Set<Integer> carriers = new HashSet<>();
		for (ThreadEvents e : virtualThreads()) {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i).isPlacement()) {
					carriers.add((int) e.arg(i));
				}
			}
		}
		assertFalse(carriers.isEmpty());
		for (int c : carriers) {
			ThreadInfo info = trace.header().threads().get(c);
			assertFalse(info.virtual(), info.toString());
			assertTrue(info.name().startsWith("ForkJoinPool-"), info.toString());
			assertEquals(0, trace.thread(c).size(), info.toString());
		}
	}

	@Test
	@DisplayName("the simulator ignores mounts: the same predictions as for the trace without them")
	void predictionsIgnoreMounts() throws Exception {
		Trace without = TraceSurgery.withoutPlacements(trace);
		assertTrue(without.eventCount() < trace.eventCount());
		try (Simulator a = new Simulator(trace); Simulator b = new Simulator(without)) {
			for (int cpus : new int[] { 1, 2, 4 }) {
				for (SimulationModel m : SimulationModel.values()) {
					double x = a.run(MachineModel.linuxServer(), cpus, m, false).completionNanos();
					double y = b.run(MachineModel.linuxServer(), cpus, m, false).completionNanos();
					assertEquals(y, x, y * 1e-9, m + " on " + cpus);
				}
			}
		}
	}

	@Test
	@DisplayName("the uncertainty band ignores mounts too: the same Monte Carlo samples as without them")
	void bandIgnoresMounts() throws Exception {
		SpeedupSweep sweep = new SpeedupSweep(MachineModel.linuxServer(), null, UncertaintyBand.DEFAULT, 2);
		Trace without = TraceSurgery.withoutPlacements(trace);
		List<SpeedupPoint> a;
		List<SpeedupPoint> b;
		try (Simulator s = new Simulator(trace)) {
			a = sweep.sweep(s, List.of(1, 2), ProgressMonitor.NONE).points();
		}
		try (Simulator s = new Simulator(without)) {
			b = sweep.sweep(s, List.of(1, 2), ProgressMonitor.NONE).points();
		}
		for (int i = 0; i < a.size(); i++) {
			assertEquals(b.get(i).low(), a.get(i).low(), b.get(i).low() * 1e-9);
			assertEquals(b.get(i).high(), a.get(i).high(), b.get(i).high() * 1e-9);
		}
	}
}
