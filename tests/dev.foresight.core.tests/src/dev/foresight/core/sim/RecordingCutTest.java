/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * A recording that was not closed (a killed JVM: issue 3 leaves its trace readable up to its last block) replays up
 * to the last moment every thread was recorded, without waiting for events the file does not hold.
 */
class RecordingCutTest {

	private static final long LOCK = 9;
	private static final long BARRIER = 11;
	private static final long QUEUE = 13;

	/** Threads with explicit wall times: {@code add} takes kind, object, cpu, wall, arg, wake thread, wake index. */
	private static final class Threads {
		final List<ThreadEvents.Builder> b = new ArrayList<>();

		Threads(int n) {
			for (int t = 0; t < n; t++) {
				b.add(ThreadEvents.builder(t));
				b.get(t).add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
			}
		}

		int add(int t, EventKind kind, long object, long cpu, long wall, long arg, int wakeT, int wakeI) {
			return b.get(t).add(kind, object, -1, cpu, wall, arg, 0, wakeT, wakeI);
		}

		Trace trace() {
			List<ThreadInfo> infos = new ArrayList<>();
			for (int t = 0; t < b.size(); t++) {
				infos.add(new ThreadInfo(t, "T" + t, -1, -1, false));
			}
			return new Trace(new TraceHeader(1, "test", "test", 1, 0, infos, List.of(), Map.of()),
					b.stream().map(ThreadEvents.Builder::build).toList());
		}
	}

	private static double run(Trace trace, int cpus) throws DeadlockException {
		return new Simulator(trace, RecordingCost.NONE, false).run(MachineModel.ideal(2), cpus,
				SimulationModel.DIRECT, false).completionNanos();
	}

	@Test
	@DisplayName("events after the last moment every live thread was recorded are left out, and the warning says so")
	void cutAtTheEarliestLastEvent() throws Exception {
		Threads th = new Threads(2);
		th.add(0, EventKind.NOTIFY, -1, 10, 10, 0, -1, -1); // T0 was killed after this
		th.add(1, EventKind.NOTIFY, -1, 5, 15, 0, -1, -1);
		th.add(1, EventKind.THREAD_END, -1, 5, 25, 0, -1, -1);
		Simulator sim = new Simulator(th.trace(), RecordingCost.NONE, false);
		assertEquals(10, sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
		assertEquals(List.of("the recording was not closed: using its first 0.0 ms, up to the last moment every "
				+ "running thread was recorded (2 of 5 events left out)"), sim.warnings());
		// the same trace closed (a daemon thread alive at exit has no end either) is replayed whole
		Simulator closed = new Simulator(th.trace(), RecordingCost.NONE, true);
		assertEquals(10, closed.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
		assertEquals(20, closed.run(MachineModel.ideal(2), 1, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
		assertEquals(List.of(), closed.warnings());
	}

	@Test
	@DisplayName("an event whose releaser was left out is left out, with the rest of its thread")
	void releasedAfterTheCut() throws Exception {
		Threads th = new Threads(2);
		// T0's park was written when it began (before the cut); the unpark that released it comes after
		th.add(0, EventKind.PARK, -1, 10, 50, 0, 1, 3);
		th.add(1, EventKind.NOTIFY, -1, 5, 5, 0, -1, -1);
		th.add(1, EventKind.UNPARK, 0, 60, 60, 0, -1, -1);
		th.add(1, EventKind.THREAD_END, -1, 1, 70, 0, -1, -1);
		Trace trace = th.trace();
		assertEquals(5, run(trace, 2), 1e-9);
		// whole, the park waits for the unpark at 65, and T1 ends at 66
		assertEquals(66, new Simulator(trace, RecordingCost.NONE, true).run(MachineModel.ideal(2), 2,
				SimulationModel.DIRECT, false).completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("a thread silent for the file's last 300 ms was idle, not cut off: it does not set the cut")
	void idleThreadDoesNotSetTheCut() throws Exception {
		Threads th = new Threads(2);
		th.add(0, EventKind.NOTIFY, -1, 10, 10, 0, -1, -1); // then asleep until the JVM was killed
		th.add(1, EventKind.NOTIFY, -1, 100_000_000, 100_000_000, 0, -1, -1);
		th.add(1, EventKind.NOTIFY, -1, 400_000_000, 500_000_000, 0, -1, -1);
		th.add(1, EventKind.NOTIFY, -1, 1_000, 500_001_000, 0, -1, -1);
		Simulator sim = new Simulator(th.trace(), RecordingCost.NONE, false);
		// the cut is T1's last event: everything is kept
		assertEquals(500_001_000, sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false).completionNanos(),
				1e-9);
		assertEquals(List.of(), sim.warnings());
	}

	@Test
	@DisplayName("a thread whose start was not written (its creator's block was pending) is kept, "
			+ "starting with the run")
	void missingStartKeepsTheThread() throws Exception {
		Threads th = new Threads(2);
		th.add(0, EventKind.NOTIFY, -1, 5, 5, 0, -1, -1);
		th.b.get(1).setWake(0, 0, 7); // the thread_start that began T1: in a block the killed JVM never wrote
		th.add(1, EventKind.NOTIFY, -1, 3, 3, 0, -1, -1);
		assertEquals(3, run(th.trace(), 2), 1e-9);
	}

	/**
	 * The analyses that take every wake link as recorded (critical path, what-if, bound) got the same trace with the
	 * thread_begin's link to a start the file lacks, and stopped: "thread 1 event 0 (thread_begin): wake link to
	 * thread 0 event 7, which does not exist". Its replayable part begins T1 with the run, as the simulator does.
	 */
	@Test
	@DisplayName("the replayable part of that recording has no link to the missing start, and its graph builds")
	void missingStartIsNoLinkInTheReplayablePart() throws Exception {
		Threads th = new Threads(2);
		th.add(0, EventKind.NOTIFY, -1, 5, 5, 0, -1, -1);
		th.b.get(1).setWake(0, 0, 7);
		th.add(1, EventKind.NOTIFY, -1, 3, 3, 0, -1, -1);
		Trace trace = th.trace();
		assertThrows(IllegalArgumentException.class, () -> TraceGraphs.of(trace));
		ReplayablePart part = ReplayablePart.of(trace, false);
		assertEquals(-1, part.trace().thread(1).wakeThread(0));
		assertEquals(2, part.trace().thread(1).size());
		ExecutionGraph graph = TraceGraphs.of(part.trace());
		assertEquals(ExecutionGraph.NONE, graph.release(TraceGraphs.segment(graph, 1, 0)));
		// a closed recording is taken as it is: such a link there is an error the analyses name
		assertSame(trace, ReplayablePart.of(trace, true).trace());
	}

	@Test
	@DisplayName("a barrier arrival that released an arrival left out is left out: the barrier would wait for it")
	void barrierTripOfAnArrivalLeftOut() throws Exception {
		Threads th = new Threads(2);
		int trip = th.add(0, EventKind.BARRIER_AWAIT, BARRIER, 10, 10, 2, -1, -1);
		th.add(0, EventKind.NOTIFY, -1, 10, 20, 0, -1, -1);
		th.add(1, EventKind.BARRIER_AWAIT, BARRIER, 2, 25, 2, 0, trip);
		Trace trace = th.trace();
		assertEquals(0, run(trace, 2), 1e-9);
	}

	@Test
	@DisplayName("a thread that held a lock when it was cut is cut before it took it: a replay would hold it forever")
	void heldLockAtTheCut() throws Exception {
		Threads th = new Threads(2);
		th.add(0, EventKind.LOCK, LOCK, 5, 5, 0, -1, -1);
		th.add(0, EventKind.NOTIFY, -1, 5, 10, 0, -1, -1);
		th.add(1, EventKind.LOCK, LOCK, 1, 1, 0, -1, -1);
		th.add(1, EventKind.UNLOCK, LOCK, 3, 4, 0, -1, -1);
		th.add(1, EventKind.NOTIFY, -1, 20, 30, 0, -1, -1);
		Trace trace = th.trace();
		// on one processor T0 runs first and would end its events with the lock T1 then asks for
		assertEquals(4, run(trace, 1), 1e-9);
		assertEquals(4, run(trace, 2), 1e-9);
	}

	@Test
	@DisplayName("a put on a bounded queue that no kept take consumed is left out: the replay would wait for room")
	void unconsumedPutOnABoundedQueue() throws Exception {
		Simulator sim = new Simulator(threePuts(1), RecordingCost.NONE, false);
		// kept whole up to the cut (55), T0's third put would find the slot full for ever: T0 keeps its first put
		// only, which T1's first take consumes
		assertTrue(sim.warnings().get(0).endsWith("(6 of 10 events left out)"), sim.warnings().toString());
		assertEquals(10, sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
		// with room for all three elements nothing waits, and the puts stay
		Simulator roomy = new Simulator(threePuts(3), RecordingCost.NONE, false);
		assertTrue(roomy.warnings().get(0).endsWith("(3 of 10 events left out)"), roomy.warnings().toString());
		assertEquals(22, roomy.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
	}

	/**
	 * T0 puts three elements into a queue of {@code capacity}; T1 takes the first, then its take of the second names
	 * a put the file does not hold (a wake link into a lost block, as a killed JVM leaves them), so it is left out.
	 */
	private static Trace threePuts(long capacity) {
		Threads th = new Threads(2);
		int first = th.add(0, EventKind.QUEUE_PUT, QUEUE, 10, 10, capacity, -1, -1);
		th.add(0, EventKind.QUEUE_PUT, QUEUE, 10, 30, capacity, -1, -1);
		th.add(0, EventKind.QUEUE_PUT, QUEUE, 1, 35, capacity, -1, -1);
		th.add(0, EventKind.NOTIFY, -1, 1, 45, 0, -1, -1);
		th.add(0, EventKind.NOTIFY, -1, 10, 60, 0, -1, -1);
		th.add(1, EventKind.QUEUE_TAKE, QUEUE, 5, 20, 0, 0, first);
		th.add(1, EventKind.QUEUE_TAKE, QUEUE, 5, 40, 0, 0, 99);
		th.add(1, EventKind.NOTIFY, -1, 5, 55, 0, -1, -1);
		return th.trace();
	}

	@Test
	@DisplayName("a recording whose threads all ended loses nothing")
	void allEnded() throws Exception {
		Threads th = new Threads(2);
		th.add(0, EventKind.THREAD_END, -1, 7, 7, 0, -1, -1);
		th.add(1, EventKind.THREAD_END, -1, 9, 9, 0, -1, -1);
		Simulator sim = new Simulator(th.trace(), RecordingCost.NONE, false);
		assertEquals(16, sim.run(MachineModel.ideal(2), 1, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
		assertTrue(sim.warnings().isEmpty());
	}
}
