/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * DestroyJavaVM, main's native thread attached again after {@code main} returned, which no {@code thread_start}
 * starts: it runs the shutdown hooks once the non-daemon threads have ended, so the replay begins it when main and
 * the threads that ended before its recorded begin have ended, not at time 0. The trace is the pattern of a LuceneIndex
 * recording whose JDK logging cleaner (a shutdown hook) was cut off by the end of the recording inside the handler's
 * monitor, which main had used at start-up: begun at time 0, the hook took the monitor first and kept it, and Direct
 * and Client-Server deadlocked (issue 4, "Recorded corpus workloads simulate without deadlock").
 */
class MainRelaunchTest {

	private static final long HANDLER = 6;

	/**
	 * Main holds the handler's monitor from 10 to 20, starts a worker at 25 and returns at 30; the worker works 100;
	 * then DestroyJavaVM starts the hook after 1, which enters the monitor after 1 more and is cut off there.
	 */
	private static Trace hookCutOffInsideTheMonitor(String relaunchedName) {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int worker = b.thread("Thread-0", main);
		int relaunched = b.thread(relaunchedName, -1);
		int hook = b.thread("Logging-Cleaner", relaunched);
		b.critical(main, HANDLER, 10, 10);
		b.start(main, worker, 5);
		b.end(main, 5);
		b.end(worker, 100);
		b.event(relaunched, EventKind.THREAD_BEGIN, -1, 0, 0, 0);
		b.start(relaunched, hook, 1);
		b.event(hook, EventKind.MONITOR_ENTER, HANDLER, 1, 0, 0);
		return b.build();
	}

	@Test
	@DisplayName("DestroyJavaVM begins as the threads that ended before it have ended, so its hooks run last")
	void beginsAfterTheProgram() throws Exception {
		Simulator sim = new Simulator(hookCutOffInsideTheMonitor("DestroyJavaVM"));
		for (int cpus : new int[] { 1, 2 }) {
			SimulatedRun run = sim.run(MachineModel.ideal(2), cpus, SimulationModel.DIRECT, false);
			// one processor: main's and the worker's 130 ns of work first; two: the worker ends at 125
			double programEnd = cpus == 1 ? 130 : 125;
			assertEquals(programEnd, run.threads().get(2).start(), 1e-9, cpus + " processors");
			assertEquals(programEnd + 2, run.completionNanos(), 1e-9, cpus + " processors");
		}
		ChosenRun auto = sim.runAuto(MachineModel.ideal(2), 2, false);
		assertEquals("direct: no deadlock", auto.reason());
	}

	@Test
	@DisplayName("another thread without a recorded start still begins with the replay, and its hook can deadlock")
	void otherRootsBeginAtTimeZero() throws Exception {
		Simulator sim = new Simulator(hookCutOffInsideTheMonitor("Attached"));
		DeadlockException e = assertThrows(DeadlockException.class,
				() -> sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false));
		assertTrue(e.getMessage().contains("main waits on monitor 0x6"), e.getMessage());
	}
}
