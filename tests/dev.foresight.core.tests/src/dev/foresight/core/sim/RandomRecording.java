/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * A random program (threads that take a lock, a monitor, a read/write lock, a semaphore, a bounded queue, a latch, a
 * barrier and a {@link Mailbox} of wait and notify) and its recording on one processor: a random interleaving of the
 * threads, each event written when its operation completes, with the wake links a recorder writes (a take names the put
 * it consumed, an acquire that waited the release that let it through, a latch's waiters the countdown that opened it,
 * a barrier's waiters its last arrival, a wait its notify). Locks and the semaphore are taken in one global order, so
 * only the queue, the latch, the barrier and the mailbox can make the program deadlock; such a recording is refused.
 */
final class RandomRecording {

	private static final long LOCK0 = 11, MONITOR = 12, SEMAPHORE = 13, QUEUE = 14, BARRIER = 15, RW = 16, LATCH = 17;
	private static final int L0 = 0, U0 = 1, L1 = 2, U1 = 3, ACQUIRE = 4, RELEASE = 5, PUT = 6, TAKE = 7, AWAIT = 8,
			READ = 9, UNREAD = 10, WRITE = 11, UNWRITE = 12, COUNT_DOWN = 13, LATCH_AWAIT = 14, GIVE = 15, GET = 16;

	/** The event kind of {@link #L0}, {@link #U0}, {@link #L1} and {@link #U1}. */
	private static final EventKind[] EXCLUSIVE = { EventKind.LOCK, EventKind.UNLOCK, EventKind.MONITOR_ENTER,
			EventKind.MONITOR_EXIT };

	private final Random random;
	private final int threads;
	private final List<List<Integer>> programs = new ArrayList<>();
	private final int capacity;
	private final int permits;
	private final int barrierRounds;
	private final int latchCount;
	/** Per thread waiting at the barrier, the work it did before it arrived. */
	private final long[] arrivalCpu;

	private RandomRecording(long seed) {
		random = new Random(seed);
		threads = 2 + random.nextInt(4);
		capacity = 1 + random.nextInt(3);
		permits = 1 + random.nextInt(2);
		barrierRounds = random.nextInt(3);
		latchCount = random.nextInt(threads + 1);
		arrivalCpu = new long[threads];
		for (int t = 0; t < threads; t++) {
			programs.add(new ArrayList<>());
		}
		for (int t = 0; t < threads; t++) {
			for (int k = 1 + random.nextInt(6); k > 0; k--) {
				block(programs.get(t));
			}
		}
		// as many takes as puts, in random threads, between the blocks (never inside a critical section)
		for (int k = random.nextInt(3 * threads); k > 0; k--) {
			insertTopLevel(random.nextInt(threads), PUT);
			insertTopLevel(random.nextInt(threads), TAKE);
		}
		for (int k = random.nextInt(2 * threads); k > 0; k--) {
			insertTopLevel(random.nextInt(threads), GIVE);
			insertTopLevel(random.nextInt(threads), GET);
		}
		for (int k = latchCount; k > 0; k--) {
			insertTopLevel(random.nextInt(threads), COUNT_DOWN);
		}
		for (int k = latchCount == 0 ? 0 : random.nextInt(threads + 1); k > 0; k--) {
			insertTopLevel(random.nextInt(threads), LATCH_AWAIT);
		}
		for (int k = 0; k < barrierRounds; k++) {
			for (int t = 0; t < threads; t++) {
				insertTopLevel(t, AWAIT);
			}
		}
	}

	/** A critical section: the semaphore, lock 0, lock 1, nested in that order only. */
	private void block(List<Integer> p) {
		int outer = random.nextInt(3);
		if (outer == 0) {
			p.add(ACQUIRE);
		}
		if (outer <= 1) {
			p.add(L0);
		}
		boolean inner = outer == 2 || random.nextBoolean();
		if (inner) {
			p.add(L1);
		}
		int rw = random.nextInt(3);
		if (rw > 0) {
			p.add(rw == 1 ? READ : WRITE);
			p.add(rw == 1 ? UNREAD : UNWRITE);
		}
		if (inner) {
			p.add(U1);
		}
		if (outer <= 1) {
			p.add(U0);
		}
		if (outer == 0) {
			p.add(RELEASE);
		}
	}

	private void insertTopLevel(int t, int op) {
		List<Integer> p = programs.get(t);
		List<Integer> at = new ArrayList<>();
		int depth = 0;
		for (int i = 0; i <= p.size(); i++) {
			if (depth == 0) {
				at.add(i);
			}
			if (i < p.size()) {
				int o = p.get(i);
				depth += o == L0 || o == L1 || o == ACQUIRE || o == READ || o == WRITE ? 1
						: o == U0 || o == U1 || o == RELEASE || o == UNREAD || o == UNWRITE ? -1 : 0;
			}
		}
		p.add(at.get(random.nextInt(at.size())), op);
	}

	/** The recording of the program of {@code seed}, or {@code null} when this interleaving deadlocked. */
	static Trace record(long seed) {
		return new RandomRecording(seed).run();
	}

	private Trace run() {
		TraceBuilder b = new TraceBuilder();
		for (int t = 0; t < threads; t++) {
			b.thread("T" + t, -1);
		}
		int[] pc = new int[threads];
		int[] owner = { -1, -1 };
		int free = permits;
		int readers = 0;
		int writer = -1;
		int latch = latchCount;
		int[] opened = null;
		ArrayDeque<int[]> queue = new ArrayDeque<>();
		int[] lastRelease = null;
		boolean[] waitedForPermit = new boolean[threads];
		// barrier: threads that arrived and wait, and the arrival that released those let through
		List<Integer> arrived = new ArrayList<>();
		int[][] tripLink = new int[threads][];
		boolean[] ended = new boolean[threads];
		Mailbox mailbox = new Mailbox(threads);
		for (int left = threads; left > 0;) {
			List<Integer> ready = new ArrayList<>();
			for (int t = 0; t < threads; t++) {
				if (ended[t] || arrived.contains(t)) {
					continue;
				}
				List<Integer> p = programs.get(t);
				int op = pc[t] < p.size() ? p.get(pc[t]) : -1;
				boolean can = switch (op) {
				case L0, L1 -> owner[op / 2] < 0;
				case ACQUIRE -> free > 0;
				case READ -> writer < 0;
				case WRITE -> writer < 0 && readers == 0;
				case LATCH_AWAIT -> latch == 0;
				case PUT -> queue.size() < capacity;
				case TAKE -> !queue.isEmpty();
				case GET -> mailbox.ready(t);
				default -> true;
				};
				if (can) {
					ready.add(t);
				} else if (op == ACQUIRE) {
					waitedForPermit[t] = true;
				}
			}
			if (ready.isEmpty()) {
				return null;
			}
			int t = ready.get(random.nextInt(ready.size()));
			List<Integer> p = programs.get(t);
			long cpu = 1 + random.nextInt(20);
			if (pc[t] == p.size()) {
				b.end(t, cpu);
				ended[t] = true;
				left--;
				continue;
			}
			int op = p.get(pc[t]++);
			switch (op) {
			case L0, U0, L1, U1 -> {
				// the lock is owner[0], the monitor owner[1]; even operations take them, odd ones leave them
				owner[op / 2] = op % 2 == 0 ? t : -1;
				b.event(t, EXCLUSIVE[op], op < L1 ? LOCK0 : MONITOR, cpu, 0, 0);
			}
			case READ, UNREAD -> {
				readers += op == READ ? 1 : -1;
				b.event(t, op == READ ? EventKind.LOCK : EventKind.UNLOCK, RW, cpu, 0, Event.SHARED);
			}
			case WRITE, UNWRITE -> {
				writer = op == WRITE ? t : -1;
				b.event(t, op == WRITE ? EventKind.LOCK : EventKind.UNLOCK, RW, cpu, 0, 0);
			}
			case COUNT_DOWN -> {
				int i = b.event(t, EventKind.LATCH_COUNTDOWN, LATCH, cpu, --latch, 0);
				if (latch == 0) {
					opened = new int[] { t, i };
				}
			}
			case LATCH_AWAIT -> b.link(t, b.event(t, EventKind.LATCH_AWAIT, LATCH, cpu, 0, 0), opened[0], opened[1]);
			case ACQUIRE -> {
				free--;
				int i = b.event(t, EventKind.SEMAPHORE_ACQUIRE, SEMAPHORE, cpu, 1, 0);
				if (waitedForPermit[t] && lastRelease != null) {
					b.link(t, i, lastRelease[0], lastRelease[1]);
				}
				waitedForPermit[t] = false;
			}
			case RELEASE -> {
				free++;
				lastRelease = new int[] { t, b.event(t, EventKind.SEMAPHORE_RELEASE, SEMAPHORE, cpu, 1, 0) };
			}
			case PUT -> queue.add(new int[] { t, b.event(t, EventKind.QUEUE_PUT, QUEUE, cpu, capacity, 0) });
			case TAKE -> {
				int[] put = queue.poll();
				b.link(t, b.event(t, EventKind.QUEUE_TAKE, QUEUE, cpu, 0, 0), put[0], put[1]);
			}
			case GIVE -> mailbox.give(b, t, cpu);
			case GET -> {
				if (!mailbox.get(b, t, cpu)) {
					pc[t]--;
				}
			}
			default -> {
				if (!await(b, t, cpu, arrived, tripLink)) {
					pc[t]--; // it leaves through the same operation once the last arrival trips the barrier
				}
			}
			}
		}
		return b.build();
	}

	/**
	 * A barrier arrival: the last one trips it and is recorded at once, the others when they leave (returns false for
	 * an arrival that waits). The leaving event carries the work done before the arrival.
	 */
	private boolean await(TraceBuilder b, int t, long cpu, List<Integer> arrived, int[][] tripLink) {
		if (tripLink[t] != null) {
			int i = b.event(t, EventKind.BARRIER_AWAIT, BARRIER, arrivalCpu[t], threads, 0);
			b.link(t, i, tripLink[t][0], tripLink[t][1]);
			tripLink[t] = null;
			return true;
		}
		if (arrived.size() + 1 < threads) {
			arrived.add(t);
			arrivalCpu[t] = cpu;
			return false;
		}
		int trip = b.event(t, EventKind.BARRIER_AWAIT, BARRIER, cpu, threads, 0);
		for (int w : arrived) {
			tripLink[w] = new int[] { t, trip };
		}
		arrived.clear();
		return true;
	}
}
