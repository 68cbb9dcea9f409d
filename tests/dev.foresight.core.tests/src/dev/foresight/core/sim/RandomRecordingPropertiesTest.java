/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.BindingRule;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/**
 * Properties of the replay on recordings of random programs. Spec seed-broberg.md 3.6 and 8.8: Strict Sequence never
 * deadlocks on the recording of a program that does not deadlock, on any number of processors. Random programs over a
 * lock, monitors (one with wait and notify), a read/write lock, a semaphore, a bounded queue, a latch and a barrier,
 * recorded on one processor by {@link RandomRecording}.
 */
class RandomRecordingPropertiesTest {

	private static final int PROGRAMS = 3000;

	@Test
	@DisplayName("Strict Sequence completes every recording of a deadlock-free random program on 1 to 6 processors")
	void neverDeadlocks() throws Exception {
		int recorded = 0;
		for (long seed = 1; seed <= PROGRAMS; seed++) {
			Trace trace = RandomRecording.record(seed);
			if (trace == null) {
				continue; // this interleaving deadlocked: not a recording
			}
			recorded++;
			long total = trace.streams().stream().mapToLong(ThreadEvents::totalCpuNanos).sum();
			long longest = trace.streams().stream().mapToLong(ThreadEvents::totalCpuNanos).max().orElse(0);
			Simulator sim = new Simulator(trace);
			for (int n = 1; n <= 6; n++) {
				for (MachineModel m : new MachineModel[] { MachineModel.ideal(6), MachineModel.linuxServer() }) {
					SimulatedRun r;
					try {
						r = sim.run(m, n, SimulationModel.STRICT_SEQUENCE, false);
					} catch (DeadlockException e) {
						fail("seed " + seed + ", " + n + " processors, " + m.name() + ": " + e.getMessage());
						return;
					}
					double c = r.completionNanos();
					assertTrue(c >= longest - 1e-9 && c >= (double) total / n - 1e-9,
							"seed " + seed + " on " + n + ": " + c + " ns, longest thread " + longest
									+ ", all " + total);
					if (n == 1 && m.costs().contextSwitchNanos() == 0) {
						// one processor and no costs: never idle, so exactly the work of all threads
						assertEquals(total, c, 1e-6, "seed " + seed);
					}
				}
			}
		}
		// about one random program in seven completes in its random interleaving: the property is checked on those
		assertTrue(recorded >= PROGRAMS / 10, recorded + " of " + PROGRAMS + " programs recorded");
	}

	@Test
	@DisplayName("every model: binding every thread to one processor of four equals the one-processor run")
	void bindingAllToOneProcessor() throws Exception {
		MachineModel m = MachineModel.linuxServer();
		MachineModel bound = m.withBindings(List.of(new BindingRule(BindingRule.Selector.THREAD_NAME, "*",
				List.of(1), 0)));
		int compared = 0;
		for (long seed = 1; seed <= PROGRAMS / 5; seed++) {
			Trace trace = RandomRecording.record(seed);
			if (trace == null) {
				continue;
			}
			Simulator sim = new Simulator(trace);
			for (SimulationModel model : SimulationModel.values()) {
				double one;
				try {
					one = sim.run(m, 1, model, false).completionNanos();
				} catch (DeadlockException e) {
					// Direct and Client-Server may deadlock (spec 3.6); bound to one processor, they do too
					assertThrows(DeadlockException.class, () -> sim.run(bound, 4, model, false), "seed " + seed);
					continue;
				}
				SimulatedRun run = sim.run(bound, 4, model, false);
				assertEquals(one, run.completionNanos(), 1e-6, "seed " + seed + ", " + model.wireName());
				assertEquals(one, run.processors().get(1).busyNanos(), 1e-6, "seed " + seed);
				compared++;
			}
		}
		assertTrue(compared >= PROGRAMS / 20, compared + " runs compared");
	}
}
