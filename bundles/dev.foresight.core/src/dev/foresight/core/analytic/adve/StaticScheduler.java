/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.PriorityQueue;

import dev.foresight.core.model.Node.ProcessSet;
import dev.foresight.core.model.lower.FlatGraph;
import dev.foresight.core.model.lower.FlatGroup;

/**
 * Static scheduling: every task has an owner process fixed before the run, and each process executes its own tasks
 * in program (topological, then declaration) order, waiting at the head of its list even when later tasks are
 * ready. Group members (grid rows) go to the group's process set cyclically or in blocks; tasks outside groups
 * belong to process 0. Even/odd process sets give PSIM-style processor splitting.
 */
final class StaticScheduler implements Scheduler {

	private final boolean blocked;
	private int[] listStart;
	private int[] list;
	private int[] next;
	private boolean[] ready;

	StaticScheduler(boolean blocked) {
		this.blocked = blocked;
	}

	@Override
	public void start(FlatGraph g, double[] times, int processes) {
		int n = g.size();
		int[] owner = new int[n];
		for (int t = 0; t < n; t++) {
			owner[t] = g.group(t) < 0 ? 0 : owner(g.groups().get(g.group(t)), g.unit(t), processes);
		}
		listStart = new int[processes + 1];
		for (int t = 0; t < n; t++) {
			listStart[owner[t] + 1]++;
		}
		for (int p = 0; p < processes; p++) {
			listStart[p + 1] += listStart[p];
		}
		next = listStart.clone();
		list = new int[n];
		int[] fill = listStart.clone();
		for (int t : topologicalOrder(g)) {
			list[fill[owner[t]]++] = t;
		}
		ready = new boolean[n];
	}

	private int owner(FlatGroup group, int unit, int processes) {
		int[] set = processSet(group.on(), processes);
		if (blocked) {
			int block = (group.units() + set.length - 1) / set.length;
			return set[Math.min(set.length - 1, unit / Math.max(1, block))];
		}
		return set[unit % set.length];
	}

	/** The processes of a set; a set that would be empty (odd with one process) falls back to all processes. */
	static int[] processSet(ProcessSet on, int processes) {
		int first = on == ProcessSet.ODD ? 1 : 0;
		int step = on == ProcessSet.ALL ? 1 : 2;
		if (first >= processes) {
			first = 0;
			step = 1;
		}
		int[] set = new int[(processes - first + step - 1) / step];
		for (int i = 0; i < set.length; i++) {
			set[i] = first + i * step;
		}
		return set;
	}

	/** Kahn's algorithm taking the lowest ready id first: program order that respects every edge. */
	static int[] topologicalOrder(FlatGraph g) {
		int n = g.size();
		int[] pending = g.parentCount().clone();
		PriorityQueue<Integer> q = new PriorityQueue<>();
		for (int t = 0; t < n; t++) {
			if (pending[t] == 0) {
				q.add(t);
			}
		}
		int[] order = new int[n];
		int k = 0;
		while (!q.isEmpty()) {
			int t = q.poll();
			order[k++] = t;
			for (int e = g.childStart()[t]; e < g.childStart()[t + 1]; e++) {
				if (--pending[g.children()[e]] == 0) {
					q.add(g.children()[e]);
				}
			}
		}
		return order;
	}

	@Override
	public void ready(int task) {
		ready[task] = true;
	}

	@Override
	public int take(int process) {
		int i = next[process];
		if (i < listStart[process + 1] && ready[list[i]]) {
			next[process]++;
			return list[i];
		}
		return -1;
	}
}
