/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Tasks a program submitted that never began: cancelled before a thread took them ({@code invokeAny} cancels the
 * callables that have not answered first), or still queued when the recording ended. On more processors more of them
 * may run, which is work no trace recorded on fewer holds: {@code bench.PoolTour invokeany} left 155 of 1,197 tasks
 * unbegun on one CPU and used 27 % more CPU time on two, where its speedup was predicted 38 % high (docs/accuracy.md,
 * "Three more tours of the JDK's concurrency"). No recording of the corpus or of the other tours' parts has one.
 *
 * @param submitted the tasks submitted (distinct objects)
 * @param unbegun those of them that never began
 */
public record UnbegunTasks(int submitted, int unbegun) {

	/** The share of the submitted tasks, never begun, from which {@link #warning} speaks. */
	public static final double WARN_SHARE = 0.01;

	/** The counts of {@code trace}. */
	public static UnbegunTasks of(Trace trace) {
		Set<Long> submitted = new HashSet<>();
		Set<Long> begun = new HashSet<>();
		for (ThreadEvents e : trace.streams()) {
			for (int i = 0, n = e.size(); i < n; i++) {
				EventKind k = e.kind(i);
				if (k == EventKind.TASK_SUBMIT && e.object(i) >= 0) {
					submitted.add(e.object(i));
				} else if (k == EventKind.TASK_BEGIN) {
					begun.add(e.object(i));
				}
			}
		}
		int all = submitted.size();
		submitted.removeAll(begun);
		return new UnbegunTasks(all, submitted.size());
	}

	/** For the user, when {@link #WARN_SHARE} of the submitted tasks or more never began; otherwise {@code null}. */
	public String warning() {
		if (unbegun == 0 || unbegun < WARN_SHARE * submitted) {
			return null;
		}
		return String.format(Locale.ROOT, "%,d of the %,d tasks the program submitted never began (cancelled before "
				+ "a thread took them, or still queued at the end): on more processors more of them may run, work "
				+ "the trace does not hold, so the predicted speedup may be high", unbegun, submitted);
	}
}
