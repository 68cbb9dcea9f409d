/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * A thread that finds a lock held by a running thread spins before it parks, as the JVM's monitors and locks do:
 * it takes the lock at the release, on its processor, without the wake-up latency (2 here), and its processor is
 * busy meanwhile. Its spin runs out after the scheduler's spin limit; a lock held by a thread that is not running
 * is waited for at once.
 */
class SpinningTest {

	private static MachineModel spinning(long nanos) {
		MachineModel m = MachineModel.ideal(4).withCosts(new Costs(0, 0, 2, Integer.MAX_VALUE));
		return m.withScheduler(m.scheduler().withSpin(nanos));
	}

	private static SimulatedRun run(Trace trace, MachineModel m) throws Exception {
		return new Simulator(trace).run(m, 2, SimulationModel.DIRECT, false);
	}

	/** A holds lock 9 from 0 to 10; B asks for it at 1 and holds it for 10. */
	private static Trace contended() {
		TraceBuilder b = new TraceBuilder();
		int a = b.thread("A", -1);
		int t = b.thread("B", -1);
		b.critical(a, 9, 0, 10);
		b.end(a, 0);
		b.critical(t, 9, 1, 10);
		b.end(t, 0);
		return b.build();
	}

	@Test
	@DisplayName("B spins from 1 and takes the lock at A's release at 10: it ends at 20, its processor busy 0..20")
	void spinnerTakesTheLockAtTheRelease() throws Exception {
		SimulatedRun r = run(contended(), spinning(20));
		assertEquals(20, r.completionNanos(), 1e-9);
		assertEquals(20, r.processors().get(1).busyNanos(), 1e-9);
	}

	@Test
	@DisplayName("without spinning B parks at 1, is woken at 10 and arrives at 12 (latency 2): it ends at 22")
	void parkingWaitsForTheWakeUp() throws Exception {
		SimulatedRun r = run(contended(), spinning(0));
		assertEquals(22, r.completionNanos(), 1e-9);
		assertEquals(11, r.processors().get(1).busyNanos(), 1e-9);
	}

	@Test
	@DisplayName("a spin of 5 runs out at 6: B parks then and is woken as without spinning, "
			+ "its processor busy 1..6 more")
	void spinRunsOut() throws Exception {
		SimulatedRun r = run(contended(), spinning(5));
		assertEquals(22, r.completionNanos(), 1e-9);
		assertEquals(16, r.processors().get(1).busyNanos(), 1e-9);
	}

	@Test
	@DisplayName("A sleeps holding the lock: B does not spin for a thread that is not running")
	void noSpinForAnOwnerThatIsNotRunning() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int a = b.thread("A", -1);
		int t = b.thread("B", -1);
		b.event(a, EventKind.MONITOR_ENTER, 9, 0, 0, 0);
		b.event(a, EventKind.SLEEP, -1, 1, 5, 0);
		b.event(a, EventKind.MONITOR_EXIT, 9, 4, 0, 0);
		b.end(a, 0);
		b.critical(t, 9, 2, 10);
		b.end(t, 0);
		// A releases at 1 + 5 + 4 = 10; B, parked since 2, arrives at 12
		SimulatedRun r = run(b.build(), spinning(20));
		assertEquals(22, r.completionNanos(), 1e-9);
		assertEquals(2 + 10, r.processors().get(1).busyNanos(), 1e-9);
	}

	@Test
	@DisplayName("spin=auto: as long as a park and a wake-up cost (switch + latency + wake-up cost); by default none")
	void automaticSpinIsTheCostOfParking() {
		assertEquals(0, MachineModel.linuxServer().scheduler().spinNanos(Costs.LINUX));
		assertEquals(2_000 + 1_000, SchedulerSettings.LINUX.withSpin(SchedulerSettings.AUTO_SPIN).spinNanos(
				Costs.LINUX));
		assertEquals(20, SchedulerSettings.LINUX.withSpin(20).spinNanos(Costs.LINUX));
		assertEquals(3_000 + 7_000 + 5_000, SchedulerSettings.LINUX.withSpin(SchedulerSettings.AUTO_SPIN).spinNanos(
				new Costs(1, 3_000, 7_000, 1, 5_000)));
	}
}
