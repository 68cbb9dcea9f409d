/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static dev.foresight.core.sim.PaperTraces.UNIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Trace;

/** Programs P, Q and R of spec seed-broberg section 9 (Paper VIII Tables 1-3) under the three models. */
class PaperExamplesTest {

	private static double time(Trace trace, MachineModel m, int cpus, SimulationModel model) throws Exception {
		return new Simulator(trace).run(m, cpus, model, false).completionNanos() / UNIT;
	}

	@Test
	@DisplayName("9.1 P on 2 CPUs {P1,P2},{P3,P4}: Direct 10, Client-Server 11, Strict Sequence 12")
	void programPOnTwoProcessors() throws Exception {
		MachineModel m = PaperTraces.machine(2, 0, 0, 1, 1);
		Trace p = PaperTraces.programP();
		assertEquals(10, time(p, m, 2, SimulationModel.DIRECT), 1e-9);
		assertEquals(11, time(p, m, 2, SimulationModel.CLIENT_SERVER), 1e-9);
		assertEquals(12, time(p, m, 2, SimulationModel.STRICT_SEQUENCE), 1e-9);
	}

	@Test
	@DisplayName("9.1 P on 4 CPUs, one per process: 8 under every model")
	void programPOnFourProcessors() throws Exception {
		MachineModel m = PaperTraces.machine(4, 0, 1, 2, 3);
		for (SimulationModel model : SimulationModel.values()) {
			assertEquals(8, time(PaperTraces.programP(), m, 4, model), 1e-9, model.wireName());
		}
	}

	@Test
	@DisplayName("9.2 Q on 3 CPUs: Direct deadlocks (P1 sends to P2, P2 sends to P1), Client-Server 10, Strict 13")
	void programQ() throws Exception {
		MachineModel m = PaperTraces.machine(3, 0, 1, 2);
		Trace q = PaperTraces.programQ();
		DeadlockException d = assertThrows(DeadlockException.class,
				() -> new Simulator(q).run(m, 3, SimulationModel.DIRECT, false));
		String msg = d.getMessage();
		assertTrue(msg.contains("P1 waits on queue 0x65") && msg.contains("P2 waits on queue 0x64"), msg);
		assertEquals(10, time(q, m, 3, SimulationModel.CLIENT_SERVER), 1e-9);
		assertEquals(13, time(q, m, 3, SimulationModel.STRICT_SEQUENCE), 1e-9);
	}

	@Test
	@DisplayName("9.3 R on 4 CPUs: Direct and Client-Server deadlock, Strict Sequence 21")
	void programR() throws Exception {
		MachineModel m = PaperTraces.machine(4, 0, 1, 2, 3);
		Trace r = PaperTraces.programR();
		assertThrows(DeadlockException.class, () -> new Simulator(r).run(m, 4, SimulationModel.DIRECT, false));
		assertThrows(DeadlockException.class,
				() -> new Simulator(r).run(m, 4, SimulationModel.CLIENT_SERVER, false));
		assertEquals(21, time(r, m, 4, SimulationModel.STRICT_SEQUENCE), 1e-9);
	}

	@Test
	@DisplayName("9.3 the model-selection scheme: P -> Direct 10, Q -> Client-Server 10, R -> Strict Sequence 21")
	void automaticChoice() throws Exception {
		ChosenRun p = new Simulator(PaperTraces.programP()).runAuto(PaperTraces.machine(2, 0, 0, 1, 1), 2, false);
		assertEquals(SimulationModel.DIRECT, p.run().model());
		assertEquals(10, p.run().completionNanos() / UNIT, 1e-9);
		ChosenRun q = new Simulator(PaperTraces.programQ()).runAuto(PaperTraces.machine(3, 0, 1, 2), 3, false);
		assertEquals(SimulationModel.CLIENT_SERVER, q.run().model());
		assertEquals(10, q.run().completionNanos() / UNIT, 1e-9);
		assertTrue(q.reason().startsWith("direct deadlocks (P1 waits on queue"), q.reason());
		ChosenRun r = new Simulator(PaperTraces.programR()).runAuto(PaperTraces.machine(4, 0, 1, 2, 3), 4, false);
		assertEquals(SimulationModel.STRICT_SEQUENCE, r.run().model());
		assertEquals(21, r.run().completionNanos() / UNIT, 1e-9);
		assertTrue(r.reason().contains("client-server deadlocks"), r.reason());
	}
}
