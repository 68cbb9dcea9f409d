/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;

/**
 * I/O between two threads of the program over a loopback socket (docs/ftrace-format.md, "Loopback sockets"): a read
 * whose io_end is linked to the other thread's write waits for that write instead of its recorded wall time, and
 * spends its CPU time after it; a call flagged {@code LOCAL} waits for no device.
 */
class LoopbackIoTest {

	/**
	 * A client computes 10 and writes a request; the server's read of it spends 5, then the server computes 20 and
	 * writes the answer, whose read costs the client 5. Every I/O call's recorded wall time is 1000 ns long.
	 */
	private static Trace requestAndAnswer(boolean linked) {
		TraceBuilder b = new TraceBuilder();
		int client = b.thread("client", -1);
		int server = b.thread("server", 0);
		int local = linked ? Event.LOCAL : 0;
		int request = b.event(client, EventKind.IO_BEGIN, -1, 10, 0, 0);
		b.event(client, EventKind.IO_END, -1, 0, 8, local);
		b.event(server, EventKind.IO_BEGIN, -1, 0, 0, 0);
		int served = b.event(server, EventKind.IO_END, -1, 5, 8, local);
		int answer = b.event(server, EventKind.IO_BEGIN, -1, 20, 0, 0);
		b.event(server, EventKind.IO_END, -1, 0, 8, local);
		b.end(server, 0);
		b.event(client, EventKind.IO_BEGIN, -1, 0, 0, 0);
		int answered = b.event(client, EventKind.IO_END, -1, 5, 8, local);
		b.end(client, 0);
		if (linked) {
			b.link(server, served, client, request);
			b.link(client, answered, server, answer);
		}
		return PaperTraces.withIoWait(b.build(), 1000);
	}

	@Test
	@DisplayName("a linked read waits for its write, then spends its CPU time; no device time, under every model")
	void linkedReadWaitsForItsWrite() throws Exception {
		Trace t = requestAndAnswer(true);
		assertEquals(List.of(), TraceChecker.check(t).stream().filter(p -> p.code().startsWith("wake")).toList());
		for (SimulationModel model : SimulationModel.values()) {
			for (int cpus = 1; cpus <= 2; cpus++) {
				// 10 to the request, 5 + 20 to the answer, 5: one after the other on any number of processors
				SimulatedRun r = new Simulator(t).run(MachineModel.ideal(2), cpus, model, false);
				assertEquals(40, r.completionNanos(), 1e-9, model.wireName() + " on " + cpus);
			}
		}
	}

	@Test
	@DisplayName("without the links and flags every call waits its recorded wall time as a device's")
	void unlinkedCallsWaitTheirWallTime() throws Exception {
		SimulatedRun r = new Simulator(requestAndAnswer(false)).run(MachineModel.ideal(2), 2, SimulationModel.DIRECT,
				false);
		assertTrue(r.completionNanos() >= 2000, "completion " + r.completionNanos());
	}
}
