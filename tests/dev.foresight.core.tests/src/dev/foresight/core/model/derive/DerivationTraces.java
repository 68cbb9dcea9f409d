/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

import java.util.Random;
import java.util.function.LongSupplier;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * Small programs as traces, each with the synchronization the derivation turns into edges. The work amounts come from
 * a seeded random source (1 us to 5 ms), or are fixed where a test checks exact figures.
 */
final class DerivationTraces {

	private DerivationTraces() {
	}

	/** Work amounts in microseconds from {@code seed}. */
	static LongSupplier work(long seed) {
		Random r = new Random(seed);
		return () -> 1 + r.nextInt(5_000);
	}

	/**
	 * main works 2 ms, starts w1, works 1 ms, starts w2, works 3 ms, joins w1 then w2, works 1 ms; w1 works 5 ms and
	 * w2 4 ms.
	 */
	static Trace forkJoin() {
		TraceScript s = new TraceScript();
		int main = s.thread("main", -1);
		int w1 = s.thread("w1", main);
		int w2 = s.thread("w2", main);
		s.begin(main);
		s.start(main, w1, 2_000);
		s.start(main, w2, 1_000);
		int e1 = s.end(w1, 5_000);
		int e2 = s.end(w2, 4_000);
		s.join(main, w1, e1, 3_000);
		s.join(main, w2, e2, 0);
		s.end(main, 1_000);
		return s.build();
	}

	/** main starts a and b; a starts a1 and joins it; main joins a and b. */
	static Trace nested(LongSupplier w) {
		TraceScript s = new TraceScript();
		int main = s.thread("main", -1);
		int a = s.thread("a", main);
		int b = s.thread("b", main);
		int a1 = s.thread("a-1", a);
		s.begin(main);
		s.start(main, a, w.getAsLong());
		s.start(main, b, w.getAsLong());
		s.start(a, a1, w.getAsLong());
		int ea1 = s.end(a1, w.getAsLong());
		int eb = s.end(b, w.getAsLong());
		s.join(a, a1, ea1, w.getAsLong());
		int ea = s.end(a, w.getAsLong());
		s.join(main, a, ea, w.getAsLong());
		s.join(main, b, eb, w.getAsLong());
		s.end(main, w.getAsLong());
		return s.build();
	}

	/** A producer hands three items to a consumer through a synchronous queue (each put waits for its take). */
	static Trace handoff(LongSupplier w) {
		TraceScript s = new TraceScript();
		int main = s.thread("main", -1);
		int prod = s.thread("producer", main);
		int cons = s.thread("consumer", main);
		s.begin(main);
		s.start(main, prod, w.getAsLong());
		s.start(main, cons, w.getAsLong());
		for (int k = 0; k < 3; k++) {
			int put = s.event(prod, EventKind.QUEUE_PUT, 9, w.getAsLong(), 0, Event.HANDOFF);
			s.waitFor(cons, EventKind.QUEUE_TAKE, 9, w.getAsLong(), prod, put);
		}
		int ep = s.end(prod, w.getAsLong());
		int ec = s.end(cons, w.getAsLong());
		s.join(main, prod, ep, w.getAsLong());
		s.join(main, cons, ec, w.getAsLong());
		s.end(main, w.getAsLong());
		return s.build();
	}

	/** Three workers count a latch down; main awaits it (released by the last count-down) and ends. */
	static Trace latch(LongSupplier w) {
		TraceScript s = new TraceScript();
		int main = s.thread("main", -1);
		int[] workers = { s.thread("worker", main), s.thread("worker", main), s.thread("worker", main) };
		s.begin(main);
		for (int t : workers) {
			s.start(main, t, w.getAsLong());
		}
		int last = -1;
		for (int k = 0; k < workers.length; k++) {
			last = s.event(workers[k], EventKind.LATCH_COUNTDOWN, 4, w.getAsLong(), workers.length - 1 - k, 0);
		}
		s.waitFor(main, EventKind.LATCH_AWAIT, 4, w.getAsLong(), workers[workers.length - 1], last);
		for (int t : workers) {
			s.end(t, w.getAsLong());
		}
		s.end(main, w.getAsLong());
		return s.build();
	}

	/**
	 * main submits four tasks to two pool threads and gets their futures; pool thread k runs tasks k and k + 2.
	 */
	static Trace executor(LongSupplier w) {
		TraceScript s = new TraceScript();
		int main = s.thread("main", -1);
		int[] pool = { s.thread("pool-1-thread-1", main), s.thread("pool-1-thread-2", main) };
		s.begin(main);
		s.start(main, pool[0], w.getAsLong());
		s.start(main, pool[1], w.getAsLong());
		int[] submit = new int[4];
		for (int k = 0; k < 4; k++) {
			submit[k] = s.event(main, EventKind.TASK_SUBMIT, 100 + k, w.getAsLong(), 0, 0);
		}
		int[] done = new int[4];
		for (int k = 0; k < 4; k++) {
			int p = pool[k % 2];
			s.waitFor(p, EventKind.TASK_BEGIN, 100 + k, w.getAsLong(), main, submit[k]);
			done[k] = s.event(p, EventKind.FUTURE_COMPLETE, 200 + k, w.getAsLong(), 0, 0);
			s.event(p, EventKind.TASK_END, 100 + k, w.getAsLong(), 0, 0);
		}
		for (int k = 0; k < 4; k++) {
			s.waitFor(main, EventKind.FUTURE_GET, 200 + k, w.getAsLong(), pool[k % 2], done[k]);
		}
		s.end(pool[0], w.getAsLong());
		s.end(pool[1], w.getAsLong());
		s.end(main, w.getAsLong());
		return s.build();
	}

	/**
	 * A worker's last event is a latch await that main releases; main then joins it without a wake link, so the join
	 * waits for the worker's end (an empty segment after its last event).
	 */
	static Trace lastEventWaits(LongSupplier w) {
		TraceScript s = new TraceScript();
		int main = s.thread("main", -1);
		int worker = s.thread("worker", main);
		s.begin(main);
		s.start(main, worker, w.getAsLong());
		int open = s.event(main, EventKind.LATCH_COUNTDOWN, 5, w.getAsLong(), 0, 0);
		s.waitFor(worker, EventKind.LATCH_AWAIT, 5, w.getAsLong(), main, open);
		s.event(main, EventKind.JOIN, -1, w.getAsLong(), worker, 0);
		s.end(main, w.getAsLong());
		return s.build();
	}
}
