/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.junit.jupiter.api.Test;

/**
 * {@link PutLog}'s table on its own: a take finds the put of its element, the earliest first when one element was put
 * several times, across growth and deletions, against a plain identity map of deques.
 */
class PutLogTest {

	private static long nextQueue = 1L << 40;

	private static PutLog log() {
		return PutLog.of(nextQueue++, new LinkedBlockingQueue<>());
	}

	@Test
	void takeFindsThePutOfItsElement() {
		PutLog log = log();
		Object a = new Object();
		Object b = new Object();
		log.put(a, 10);
		log.put(b, 11);
		assertEquals(11, log.take(b));
		assertEquals(10, log.take(a));
		assertEquals(-1, log.take(a), "taken already");
		assertEquals(0, log.size());
	}

	@Test
	void oneElementPutTwiceIsTakenInTheOrderOfItsPuts() {
		// Pipeline puts its end marker once per consumer: each take links to the next of its puts
		PutLog log = log();
		Object end = new Object();
		log.put(end, 1);
		log.put(new Object(), 2);
		log.put(end, 3);
		log.put(end, 4);
		assertEquals(1, log.take(end));
		assertEquals(3, log.take(end));
		assertEquals(4, log.take(end));
		assertEquals(-1, log.take(end));
	}

	@Test
	void undoForgetsThatPutOnly() {
		PutLog log = log();
		Object e = new Object();
		log.put(e, 5);
		log.put(e, 6);
		log.undo(e, 6);
		assertEquals(5, log.take(e));
		assertEquals(-1, log.take(e));
		log.put(e, 7);
		log.undo(e, 99);
		assertEquals(7, log.take(e), "an undo of a put that is not there changes nothing");
	}

	@Test
	void unrecordedPutsAreNotLogged() {
		PutLog log = log();
		Object e = new Object();
		log.put(e, -1);
		assertEquals(0, log.size());
		assertEquals(-1, log.take(e));
	}

	@Test
	void agreesWithAnIdentityMapOfDequesOverManyRandomOperations() {
		// elements drawn from a small pool, so that many are in the log several times, and a table that grows and
		// shrinks through its clusters' wrap-around
		Random random = new Random(42);
		List<Object> pool = new ArrayList<>();
		for (int i = 0; i < 300; i++) {
			pool.add(new Object());
		}
		PutLog log = log();
		IdentityHashMap<Object, ArrayDeque<Long>> expected = new IdentityHashMap<>();
		List<Object> inLog = new ArrayList<>();
		long ref = 0;
		for (int step = 0; step < 200_000; step++) {
			int phase = step / 20_000 % 2;
			if (inLog.isEmpty() || random.nextInt(100) < (phase == 0 ? 60 : 40)) {
				Object e = pool.get(random.nextInt(pool.size()));
				log.put(e, ref);
				expected.computeIfAbsent(e, k -> new ArrayDeque<>()).add(ref);
				inLog.add(e);
				ref++;
			} else {
				Object e = inLog.remove(random.nextInt(inLog.size()));
				ArrayDeque<Long> q = expected.get(e);
				long want = q.poll();
				if (q.isEmpty()) {
					expected.remove(e);
				}
				assertEquals(want, log.take(e), "step " + step);
			}
			assertEquals(inLog.size(), log.size());
		}
	}

	@Test
	void aLogPastItsBoundStartsAgain() {
		PutLog log = log();
		Object first = new Object();
		log.put(first, 0);
		for (int i = 1; i < PutLog.MAX_ENTRIES; i++) {
			log.put(new Object(), i);
		}
		assertEquals(PutLog.MAX_ENTRIES, log.size());
		Object last = new Object();
		log.put(last, PutLog.MAX_ENTRIES);
		assertEquals(1, log.size());
		assertEquals(-1, log.take(first), "dropped with the full log");
		assertEquals(PutLog.MAX_ENTRIES, log.take(last));
	}

	@Test
	void aQueueHasOneLogThatKnowsItsCapacity() {
		ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(7);
		long id = nextQueue++;
		PutLog log = PutLog.of(id, q);
		assertEquals(7, log.capacity());
		// another queue whose id falls on the same slot of the recent logs, then the first again
		PutLog other = PutLog.of(id + 64, new LinkedBlockingQueue<>());
		assertEquals(0, other.capacity());
		assertSame(log, PutLog.of(id, q));
		assertSame(other, PutLog.of(id + 64, q));
	}
}
