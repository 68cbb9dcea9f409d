/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.TASK_BEGIN;
import static dev.foresight.agent.format.Kinds.TASK_END;
import static dev.foresight.agent.format.Kinds.TASK_SUBMIT;

import java.util.concurrent.ConcurrentHashMap;

/**
 * A CompletableFuture's {@code orTimeout} and {@code completeOnTimeout}, which the JDK carries out on a thread of its
 * own once the timeout has passed: the call is recorded as the submit of a task with that delay, and a completion
 * recorded at or after the timeout runs inside that task, so that the replay completes the future no sooner. A
 * future completed before its timeout forgets it when its completion is recorded.
 */
final class Timeouts {

	private record Pending(long task, long submitRef, long deadline) {
	}

	/** Timeouts arranged and not yet met, by the key the future's completion is recorded under. */
	private static final ConcurrentHashMap<Long, Pending> PENDING = new ConcurrentHashMap<>();

	private Timeouts() {
	}

	/** Before {@code orTimeout} or {@code completeOnTimeout} of the future of {@code key}, {@code nanos} long. */
	static void arranged(long key, long nanos, int site) {
		long task = ObjectIds.fresh();
		long ref = Events.record(TASK_SUBMIT, task, site, -1, Math.max(0, nanos), 0, -1);
		if (ref >= 0) {
			PENDING.put(key, new Pending(task, ref, Events.now() + nanos));
		}
	}

	/**
	 * Before the completion of the future of {@code key} is recorded: when its timeout has passed, the timeout's task
	 * begins on this thread first; returns that task, to end after the completion, or 0.
	 */
	static long completing(long key) {
		Pending p = PENDING.isEmpty() ? null : PENDING.remove(key);
		if (p == null || Events.now() < p.deadline) {
			return 0;
		}
		Events.record(TASK_BEGIN, p.task, -1, -1, 0, 0, p.submitRef);
		return p.task;
	}

	/** After the completion: the end of the timeout's task, if {@link #completing} began one. */
	static void completed(long task) {
		if (task != 0) {
			Events.record(TASK_END, task, -1, -1, 0, 0, -1);
		}
	}
}
