/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.Arrays;

/**
 * How many threads of a simulated run (with a timeline) were running, and how many were waiting for a processor, at
 * each moment: the run's parallelism graph. Built once per run as step functions with their running integrals, so
 * that the average over any window takes two binary searches, however many state changes the window holds.
 */
public final class Concurrency {

	/** The moments the counts change, ascending, distinct; the counts are 0 before the first. */
	private final double[] times;
	/** Threads running, and waiting for a processor, from {@code times[i]} to {@code times[i + 1]}. */
	private final int[] running;
	private final int[] waiting;
	/** The integrals of the two counts from 0 to {@code times[i]}. */
	private final double[] runningArea;
	private final double[] waitingArea;
	private final int peak;

	private Concurrency(double[] times, int[] running, int[] waiting) {
		this.times = times;
		this.running = running;
		this.waiting = waiting;
		int n = times.length;
		runningArea = new double[n];
		waitingArea = new double[n];
		int most = 0;
		for (int i = 1; i < n; i++) {
			double width = times[i] - times[i - 1];
			runningArea[i] = runningArea[i - 1] + running[i - 1] * width;
			waitingArea[i] = waitingArea[i - 1] + waiting[i - 1] * width;
		}
		for (int i = 0; i < n; i++) {
			most = Math.max(most, running[i] + waiting[i]);
		}
		peak = most;
	}

	/** The parallelism graph of {@code run}, from its threads' state intervals. */
	public static Concurrency of(SimulatedRun run) {
		int runs = 0;
		int waits = 0;
		for (ThreadRun t : run.threads()) {
			for (StateInterval s : t.intervals()) {
				runs += s.state() == ThreadState.RUNNING ? 1 : 0;
				waits += s.state() == ThreadState.RUNNABLE ? 1 : 0;
			}
		}
		double[][] r = { new double[runs], new double[runs] };
		double[][] w = { new double[waits], new double[waits] };
		int i = 0;
		int j = 0;
		for (ThreadRun t : run.threads()) {
			for (StateInterval s : t.intervals()) {
				if (s.state() == ThreadState.RUNNING) {
					r[0][i] = s.start();
					r[1][i++] = s.end();
				} else if (s.state() == ThreadState.RUNNABLE) {
					w[0][j] = s.start();
					w[1][j++] = s.end();
				}
			}
		}
		for (double[] a : new double[][] { r[0], r[1], w[0], w[1] }) {
			Arrays.sort(a);
		}
		return merge(r, w);
	}

	/** Walks the four sorted lists of starts and ends once, in time order, counting. */
	private static Concurrency merge(double[][] r, double[][] w) {
		double[][] lists = { r[0], r[1], w[0], w[1] };
		int[] at = new int[4];
		int[] delta = { 1, -1, 1, -1 };
		int total = r[0].length * 2 + w[0].length * 2;
		double[] times = new double[total];
		int[] running = new int[total];
		int[] waiting = new int[total];
		int n = 0;
		int run = 0;
		int wait = 0;
		while (true) {
			double next = Double.POSITIVE_INFINITY;
			for (int k = 0; k < 4; k++) {
				if (at[k] < lists[k].length) {
					next = Math.min(next, lists[k][at[k]]);
				}
			}
			if (next == Double.POSITIVE_INFINITY) {
				break;
			}
			for (int k = 0; k < 4; k++) {
				while (at[k] < lists[k].length && lists[k][at[k]] == next) {
					at[k]++;
					if (k < 2) {
						run += delta[k];
					} else {
						wait += delta[k];
					}
				}
			}
			times[n] = next;
			running[n] = run;
			waiting[n] = wait;
			n++;
		}
		return new Concurrency(Arrays.copyOf(times, n), Arrays.copyOf(running, n), Arrays.copyOf(waiting, n));
	}

	/** The average number of threads running in {@code [from, to)} (to > from). */
	public double running(double from, double to) {
		return (area(runningArea, running, to) - area(runningArea, running, from)) / (to - from);
	}

	/** The average number of threads waiting for a processor in {@code [from, to)} (to > from). */
	public double waiting(double from, double to) {
		return (area(waitingArea, waiting, to) - area(waitingArea, waiting, from)) / (to - from);
	}

	/** The most threads running or waiting for a processor at once. */
	public int peak() {
		return peak;
	}

	/** The integral of a count from 0 to {@code x}. */
	private double area(double[] areas, int[] counts, double x) {
		int i = Arrays.binarySearch(times, x);
		if (i < 0) {
			i = -i - 2;
		}
		return i < 0 ? 0 : areas[i] + counts[i] * (x - times[i]);
	}
}
