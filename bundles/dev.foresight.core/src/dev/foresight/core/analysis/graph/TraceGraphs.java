/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import dev.foresight.core.internal.sim.EventSource;
import dev.foresight.core.internal.sim.ExitThreads;
import dev.foresight.core.internal.sim.IoWaits;
import dev.foresight.core.internal.sim.LoopTargets;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.Ftrace;

/**
 * Turns a recorded {@link Trace} into an {@link ExecutionGraph}: every event ends one segment, the CPU time the thread
 * consumed before it; the segment after an event waits for that event's wake link (the releasing event of another
 * thread, whose own segment must end first). Wake links are taken as recorded, as in the Strict Sequence model (spec
 * section 3.6): this gives the one-processor-per-thread execution the critical path and the bound need. What the
 * simulator replays as a delay (a sleep, the wait of an I/O call, a timed wait that ran out) delays the segment after
 * it, on no processor; a wait that an interrupt ended waits for the interrupt instead, as its wake link says, and the
 * waits of a loop paced by time that another thread stops ({@link LoopTargets}) take no time: a run that stops it
 * sooner has fewer rounds, which the graph cannot leave out. A daemon thread is marked so
 * ({@link ExecutionGraph#awaited}): a run's completion does not wait for it.
 */
public final class TraceGraphs {

	private TraceGraphs() {
	}

	/** Segment index of event {@code index} of thread {@code thread} in a graph built by {@link #of(Trace)}. */
	public static int segment(ExecutionGraph graph, int thread, int index) {
		return graph.first(thread) + index;
	}

	/**
	 * The graph of {@code trace}; segment {@code first(t) + i} is the work before event i of thread t, and its site is
	 * that event's site (none for a {@code thread_begin}, whose site is where the creator started the thread).
	 *
	 * @throws IllegalArgumentException naming the thread and event of a wake link that points nowhere
	 */
	public static ExecutionGraph of(Trace trace) {
		int threads = trace.threadCount();
		int[] offset = new int[threads + 1];
		for (int t = 0; t < threads; t++) {
			offset[t + 1] = offset[t] + Math.max(1, trace.thread(t).size());
		}
		GraphBuilder b = ExecutionGraph.builder(offset[threads]);
		EventSource source = EventSource.of(trace);
		LoopTargets loops = LoopTargets.of(trace);
		for (int t = 0; t < threads; t++) {
			b.addThread();
		}
		for (int t = 0; t < threads; t++) {
			ThreadEvents events = trace.thread(t);
			if (events.size() == 0) {
				b.segment(t, 0);
				continue;
			}
			for (int i = 0; i < events.size(); i++) {
				// the first segment waits for the thread's own start; later ones for the previous event's release
				int linked = i == 0 ? 0 : i - 1;
				int release = releaser(trace, offset, t, linked);
				// a thread_begin carries its creator's call site, which is not code this thread runs
				int site = events.kind(i) == EventKind.THREAD_BEGIN ? ExecutionGraph.NONE : events.site(i);
				int s = b.segment(t, Math.max(0, events.cpuNanos(i)), release, ExecutionGraph.NONE,
						ExecutionGraph.NONE, site);
				if (i > 0 && loops.of(t, i - 1) < 0) {
					b.setDelay(s, delayAfter(trace, source, t, i - 1));
				}
			}
		}
		// the run ends with the last non-daemon thread, as the simulator's does
		boolean[] awaited = ExitThreads.awaited(trace.header(), source, threads);
		for (int t = 0; t < threads; t++) {
			if (!awaited[t] && trace.thread(t).size() > 0) {
				b.setDaemon(t);
			}
		}
		return b.build();
	}

	/**
	 * The time after event {@code i} of thread {@code t} that passes on no processor before the thread goes on, as the
	 * simulator replays it: a sleep's, an I/O call's wait for its device ({@link IoWaits#afterBegin}), and the wait of a
	 * timed operation that ran out (its timeout where the argument holds it, else its recorded wait).
	 */
	private static long delayAfter(Trace trace, EventSource source, int t, int i) {
		ThreadEvents e = trace.thread(t);
		EventKind k = e.kind(i);
		if (k == EventKind.IO_BEGIN) {
			// the simulator's rule: bytes moved between threads of the program wait for no device, nor do the selects
			// of an idle event loop that ran out before the one another thread woke
			return IoWaits.afterBegin(source, t, i);
		}
		int wt = e.wakeThread(i);
		if (wt >= 0 && wt < trace.threadCount() && e.wakeIndex(i) >= 0 && e.wakeIndex(i) < trace.thread(wt).size()
				&& trace.thread(wt).kind(e.wakeIndex(i)) == EventKind.INTERRUPT) {
			return 0;
		}
		boolean timedOut = (e.flags(i) & Event.TIMED_OUT) != 0;
		long waited = i == 0 ? 0 : Math.max(0, e.wallNanos(i) - e.wallNanos(i - 1) - e.cpuNanos(i));
		// a duration no recording holds (a damaged argument) is cut to the longest one, so that paths cannot overflow
		long arg = Math.min(Ftrace.MAX_NANOS, Math.max(0, e.arg(i)));
		return switch (k) {
		case SLEEP -> arg;
		case PARK, WAIT, CONDITION_AWAIT, QUEUE_TAKE, LATCH_AWAIT, FUTURE_GET -> timedOut ? arg : 0;
		case QUEUE_PUT, JOIN, SEMAPHORE_ACQUIRE, TRY_LOCK, LOCK, BARRIER_AWAIT -> timedOut ? waited : 0;
		default -> 0;
		};
	}

	private static int releaser(Trace trace, int[] offset, int t, int i) {
		ThreadEvents events = trace.thread(t);
		int wt = events.wakeThread(i);
		if (wt < 0 || wt == t) {
			return ExecutionGraph.NONE;
		}
		int wi = events.wakeIndex(i);
		if (wt >= trace.threadCount() || wi < 0 || wi >= trace.thread(wt).size()) {
			throw new IllegalArgumentException("thread " + t + " event " + i + " (" + events.kind(i)
					+ "): wake link to thread " + wt + " event " + wi + ", which does not exist");
		}
		return offset[wt] + wi;
	}
}
