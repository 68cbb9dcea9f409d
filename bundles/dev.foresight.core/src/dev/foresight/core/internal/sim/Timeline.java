/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.foresight.core.sim.StateInterval;
import dev.foresight.core.sim.ThreadState;

/**
 * Records each simulated thread's state changes in growable primitive arrays (only when a timeline is asked for)
 * and turns them into {@link StateInterval}s at the end.
 */
final class Timeline {

	private static final byte RUNNING = 0;
	private static final byte RUNNABLE = 1;
	private static final byte BLOCKED = 2;
	private static final byte ENDED = 3;

	private final Engine e;
	private final int[] size;
	private double[][] time;
	private byte[][] what;
	private int[][] cpuOrObject;
	private int[][] site;

	Timeline(Engine e) {
		this.e = e;
		int n = e.threads;
		size = new int[n];
		time = new double[n][8];
		what = new byte[n][8];
		cpuOrObject = new int[n][8];
		site = new int[n][8];
	}

	void running(int t, int cpu) {
		add(t, RUNNING, cpu, -1);
	}

	void runnable(int t) {
		add(t, RUNNABLE, -1, -1);
	}

	void blocked(int t, int object, int at) {
		add(t, BLOCKED, object, at);
	}

	void done(int t) {
		add(t, ENDED, -1, -1);
	}

	private void add(int t, byte state, int x, int s) {
		int n = size[t];
		if (n > 0 && what[t][n - 1] == state && cpuOrObject[t][n - 1] == x && site[t][n - 1] == s) {
			return;
		}
		if (n > 0 && time[t][n - 1] == e.now) {
			// a state that lasted no time is replaced; the one before may then simply continue
			n--;
			if (n > 0 && what[t][n - 1] == state && cpuOrObject[t][n - 1] == x && site[t][n - 1] == s) {
				size[t] = n;
				return;
			}
		} else if (n == time[t].length) {
			time[t] = Arrays.copyOf(time[t], n * 2);
			what[t] = Arrays.copyOf(what[t], n * 2);
			cpuOrObject[t] = Arrays.copyOf(cpuOrObject[t], n * 2);
			site[t] = Arrays.copyOf(site[t], n * 2);
		}
		time[t][n] = e.now;
		what[t][n] = state;
		cpuOrObject[t][n] = x;
		site[t][n] = s;
		size[t] = n + 1;
	}

	/** The intervals of thread {@code t}; an unfinished last state lasts until {@code end}. */
	List<StateInterval> intervals(int t, double end) {
		List<StateInterval> out = new ArrayList<>(size[t]);
		for (int k = 0; k < size[t]; k++) {
			byte state = what[t][k];
			if (state == ENDED) {
				break;
			}
			double stop = k + 1 < size[t] ? time[t][k + 1] : end;
			ThreadState ts = state == RUNNING ? ThreadState.RUNNING
					: state == RUNNABLE ? ThreadState.RUNNABLE : ThreadState.BLOCKED;
			int x = cpuOrObject[t][k];
			String object = state == BLOCKED ? (x >= 0 ? e.pt.describe(x) : "a timer") : "";
			out.add(new StateInterval(time[t][k], stop, ts, state == RUNNING ? x : -1, object, site[t][k]));
		}
		return out;
	}
}
