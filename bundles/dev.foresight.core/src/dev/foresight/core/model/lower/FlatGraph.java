/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.lower;

import java.util.List;

import dev.foresight.core.model.Distribution;
import dev.foresight.core.model.Schedule;

/**
 * A lowered model: tasks numbered in declaration order (a topological order of series-parallel parts), children in
 * compressed rows, task times as checked distributions. Arrays are shared, not copied: callers must not modify them.
 */
public final class FlatGraph {

	private final String[] names;
	private final Distribution[] times;
	private final int[] childStart;
	private final int[] children;
	private final int[] parentCount;
	private final int[] group;
	private final int[] unit;
	private final FlatUse[][] uses;
	private final List<FlatGroup> groups;
	private final List<FlatResource> resources;
	private final Schedule.Policy policy;
	private final int processes;

	FlatGraph(String[] names, Distribution[] times, int[] childStart, int[] children, int[] parentCount,
			int[] group, int[] unit, FlatUse[][] uses, List<FlatGroup> groups, List<FlatResource> resources,
			Schedule.Policy policy, int processes) {
		this.names = names;
		this.times = times;
		this.childStart = childStart;
		this.children = children;
		this.parentCount = parentCount;
		this.group = group;
		this.unit = unit;
		this.uses = uses;
		this.groups = List.copyOf(groups);
		this.resources = List.copyOf(resources);
		this.policy = policy;
		this.processes = processes;
	}

	/** Number of tasks. */
	public int size() {
		return names.length;
	}

	/** Name of task {@code i} (group members and unrolled copies carry a suffix). */
	public String name(int i) {
		return names[i];
	}

	/** Time distribution of task {@code i}. */
	public Distribution time(int i) {
		return times[i];
	}

	/** Mean times of all tasks, as a fresh array. */
	public double[] meanTimes() {
		double[] t = new double[names.length];
		for (int i = 0; i < t.length; i++) {
			t[i] = times[i].mean();
		}
		return t;
	}

	/** Children of task i are {@code children()[childStart()[i] .. childStart()[i + 1])}, in declared order. */
	public int[] childStart() {
		return childStart;
	}

	/** Child lists, see {@link #childStart()}. */
	public int[] children() {
		return children;
	}

	/** Number of parents of each task. */
	public int[] parentCount() {
		return parentCount;
	}

	/** Number of edges. */
	public int edgeCount() {
		return children.length;
	}

	/** Group index of task {@code i}, or -1 outside groups. */
	public int group(int i) {
		return group[i];
	}

	/** Assignment unit of task {@code i} within its group (member index, or row of a grid). */
	public int unit(int i) {
		return unit[i];
	}

	/** Resource uses of task {@code i}. */
	public FlatUse[] uses(int i) {
		return uses[i];
	}

	/** The groups. */
	public List<FlatGroup> groups() {
		return groups;
	}

	/** The resources. */
	public List<FlatResource> resources() {
		return resources;
	}

	/** The scheduling policy. */
	public Schedule.Policy policy() {
		return policy;
	}

	/** Number of processes for processor sharing, or 0 for one process per processor. */
	public int processes() {
		return processes;
	}

	/** Total mean work (the basic model's T(1)). */
	public double totalWork() {
		double s = 0;
		for (Distribution d : times) {
			s += d.mean();
		}
		return s;
	}
}
