/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.JOIN;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which threads ran the tasks of which executor, so that a wait for an executor's termination (awaitTermination,
 * close), which the JDK performs without an event the recorder sees, is recorded as a join of each of them: the
 * executor terminated when every one of its threads had finished its last task and left.
 */
final class Pools {

	private static final ConcurrentHashMap<Long, Set<Threads.Entry>> RAN = new ConcurrentHashMap<>();

	private Pools() {
	}

	/** The current thread runs a task of executor {@code pool}: noted once per thread and executor in a row. */
	static void ranOn(long pool) {
		ThreadState s = Recorder.current();
		if (s == null || s.pool == pool) {
			return;
		}
		s.pool = pool;
		RAN.computeIfAbsent(pool, k -> ConcurrentHashMap.newKeySet()).add(s.entry);
	}

	/**
	 * Executor {@code executor} is about to interrupt its threads (shutdownNow): an interrupt of each thread that ran
	 * its tasks and has not ended, at {@code site}.
	 */
	static void interrupting(Object executor, int site) {
		Set<Threads.Entry> ran = RAN.get(ObjectIds.of(executor));
		if (ran != null) {
			for (Threads.Entry e : ran) {
				if (e.endRef < 0) {
					InterruptHooks.interrupting(e, site);
				}
			}
		}
	}

	/**
	 * Executor {@code executor} terminated while the current thread waited from {@code start}: one join of each thread
	 * that ran its tasks (but the current one, which may have run one itself), linked to its end when it has ended.
	 */
	static void terminated(Object executor, int site, long start) {
		Set<Threads.Entry> ran = RAN.remove(ObjectIds.of(executor));
		if (ran == null) {
			return;
		}
		Threads.Entry self = Threads.get(Thread.currentThread());
		for (Threads.Entry e : ran) {
			if (e != self) {
				Events.record(JOIN, e.object, site, start, e.id, 0, e.endRef);
			}
		}
	}
}
