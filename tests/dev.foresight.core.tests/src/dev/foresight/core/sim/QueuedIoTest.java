/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * An I/O call whose io_end carries its thread's run-queue delay ({@link Event#QUEUED}: an HTTP client's send recorded
 * on one processor, docs/ftrace-format.md) waits for its device the recorded wall time less that delay and its CPU.
 */
class QueuedIoTest {

	/** One thread: 10 ns of work, then a call of 1,100 ns wall time and 100 ns CPU, then 10 ns of work. */
	private static Trace oneCall(long queued, int flags) {
		TraceBuilder b = new TraceBuilder();
		int t = b.thread("client", -1);
		b.event(t, EventKind.IO_BEGIN, -1, 10, 0, 0);
		b.event(t, EventKind.IO_END, -1, 100, queued, flags);
		b.end(t, 10);
		return PaperTraces.withIoWait(b.build(), 1000);
	}

	private static double time(Trace t) throws Exception {
		return new Simulator(t).run(MachineModel.ideal(1), 1, SimulationModel.DIRECT, false).completionNanos();
	}

	@Test
	@DisplayName("300 ns of the call's 1,100 spent waiting for a processor: it waits 700 for its device, not 1,000")
	void theRunQueueDelayIsNotTheDevicesWait() throws Exception {
		assertEquals(10 + 1000 + 100 + 10, time(oneCall(-1, 0)), 1e-9);
		assertEquals(10 + 700 + 100 + 10, time(oneCall(300, Event.QUEUED)), 1e-9);
		// without the flag the argument is a count of bytes, not a delay
		assertEquals(10 + 1000 + 100 + 10, time(oneCall(300, 0)), 1e-9);
	}

	@Test
	@DisplayName("the wait is never negative, and a call between the program's threads waits for no device")
	void bounds() {
		assertEquals(600, Event.ioWait(0, 1000, 100, 300, Event.QUEUED));
		assertEquals(0, Event.ioWait(0, 1000, 100, 5000, Event.QUEUED));
		assertEquals(900, Event.ioWait(0, 1000, 100, -1, Event.QUEUED));
		assertEquals(0, Event.ioWait(0, 1000, 100, 0, Event.QUEUED | Event.LOCAL));
	}
}
