/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.lower;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.model.Distribution;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.Schedule;

/** Accumulates tasks and edges during lowering and packs them into a {@link FlatGraph}. */
final class FlatBuilder {

	private final List<String> names = new ArrayList<>();
	private final List<Distribution> times = new ArrayList<>();
	private final List<FlatUse[]> uses = new ArrayList<>();
	private final Ints group = new Ints(16);
	private final Ints unit = new Ints(16);
	private final Ints from = new Ints(16);
	private final Ints to = new Ints(16);
	private final List<FlatGroup> groups = new ArrayList<>();
	private final int maxTasks;

	FlatBuilder(int maxTasks) {
		this.maxTasks = maxTasks;
	}

	int size() {
		return names.size();
	}

	int task(String name, Distribution time, FlatUse[] u, int g, int k, Object where) {
		if (names.size() >= maxTasks) {
			throw tooMany(where);
		}
		names.add(name);
		times.add(time);
		uses.add(u);
		group.add(g);
		unit.add(k);
		return names.size() - 1;
	}

	int group(FlatGroup g, Object where) {
		if ((long) names.size() + g.size() > maxTasks) {
			throw tooMany(where);
		}
		groups.add(g);
		return groups.size() - 1;
	}

	private ModelException tooMany(Object where) {
		return new ModelException("the model unrolls to more than " + maxTasks + " tasks"
				+ (maxTasks < Lowering.MAX_TASKS ? "" : "; keep big loops at the top level (between barriers), where"
						+ " they are evaluated without unrolling"), where);
	}

	void edge(int a, int b) {
		from.add(a);
		to.add(b);
	}

	FlatGraph build(List<FlatResource> resources, Schedule.Policy policy, int processes) {
		int n = names.size();
		int[] start = new int[n + 1];
		int[] parents = new int[n];
		for (int e = 0; e < from.size(); e++) {
			start[from.get(e) + 1]++;
			parents[to.get(e)]++;
		}
		for (int i = 0; i < n; i++) {
			start[i + 1] += start[i];
		}
		int[] fill = start.clone();
		int[] children = new int[from.size()];
		for (int e = 0; e < from.size(); e++) {
			children[fill[from.get(e)]++] = to.get(e); // stable: children keep their declared order
		}
		return new FlatGraph(names.toArray(String[]::new), times.toArray(Distribution[]::new), start, children,
				parents, group.toArray(), unit.toArray(), uses.toArray(FlatUse[][]::new), groups, resources, policy,
				processes);
	}
}
