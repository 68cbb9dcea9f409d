/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.PriorityQueue;

import dev.foresight.core.model.lower.FlatGraph;

/** DynamicPriority with the LPT key: the ready queue is kept sorted by decreasing task time, ties in id order. */
final class LptScheduler implements Scheduler {

	private PriorityQueue<Integer> queue;

	@Override
	public void start(FlatGraph g, double[] times, int processes) {
		queue = new PriorityQueue<>((a, b) -> times[a] != times[b] ? Double.compare(times[b], times[a])
				: Integer.compare(a, b));
	}

	@Override
	public void ready(int task) {
		queue.add(task);
	}

	@Override
	public int take(int process) {
		Integer t = queue.poll();
		return t == null ? -1 : t;
	}

	@Override
	public boolean hasReady() {
		return !queue.isEmpty();
	}
}
