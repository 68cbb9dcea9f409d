/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import dev.foresight.core.model.lower.FlatGraph;

/** DynamicFIFO: one shared queue in the order tasks become ready; any idle process takes the head. */
final class FifoScheduler implements Scheduler {

	private IntQueue queue;

	@Override
	public void start(FlatGraph g, double[] times, int processes) {
		queue = new IntQueue();
	}

	@Override
	public void ready(int task) {
		queue.add(task);
	}

	@Override
	public int take(int process) {
		return queue.poll();
	}

	@Override
	public boolean hasReady() {
		return !queue.isEmpty();
	}
}
