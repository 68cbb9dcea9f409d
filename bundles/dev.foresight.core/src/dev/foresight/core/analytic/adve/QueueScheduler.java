/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import dev.foresight.core.model.lower.FlatGraph;

/**
 * Semi-static multi-queue scheduling (Locus Route's geographic scheduling, thesis section 7.3): one queue per group,
 * process p starts on queue p mod (number of queues). When its queue is empty a process steals from the non-empty
 * queue with the fewest assigned processes and becomes assigned to it; without stealing it idles (static
 * geographic). Tasks outside groups sit in a shared queue that any process serves first.
 */
final class QueueScheduler implements Scheduler {

	private final boolean steal;
	private IntQueue shared;
	private IntQueue[] queues;
	private int[] assigned;
	private int[] queueOf;
	private int[] groupOf;

	QueueScheduler(boolean steal) {
		this.steal = steal;
	}

	@Override
	public void start(FlatGraph g, double[] times, int processes) {
		shared = new IntQueue();
		int nq = Math.max(1, g.groups().size());
		queues = new IntQueue[nq];
		for (int q = 0; q < nq; q++) {
			queues[q] = new IntQueue();
		}
		assigned = new int[nq];
		queueOf = new int[processes];
		for (int p = 0; p < processes; p++) {
			queueOf[p] = p % nq;
			assigned[p % nq]++;
		}
		groupOf = new int[g.size()];
		for (int t = 0; t < g.size(); t++) {
			groupOf[t] = g.group(t);
		}
	}

	@Override
	public void ready(int task) {
		(groupOf[task] < 0 ? shared : queues[groupOf[task]]).add(task);
	}

	@Override
	public int take(int process) {
		if (!shared.isEmpty()) {
			return shared.poll();
		}
		int own = queueOf[process];
		if (!queues[own].isEmpty() || !steal) {
			return queues[own].poll();
		}
		int best = -1;
		for (int q = 0; q < queues.length; q++) {
			if (!queues[q].isEmpty() && (best < 0 || assigned[q] < assigned[best])) {
				best = q;
			}
		}
		if (best < 0) {
			return -1;
		}
		assigned[own]--;
		assigned[best]++;
		queueOf[process] = best;
		return queues[best].poll();
	}
}
