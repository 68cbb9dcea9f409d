/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Self-scheduling of a pool of equal jobs (Schopf's Hi-Temp, master-slave "request" style): slave i starts job i at
 * time 0 and each slave that becomes idle takes the next job. This estimates NumJobsOnS_i of Eq. 3.47, which the
 * master does not decide (Tables 3.28 and 3.29).
 */
public final class WorkPool {

	private WorkPool() {
	}

	/**
	 * A job start.
	 *
	 * @param job the job number, from 1
	 * @param processor the slave, from 0
	 * @param time the start time
	 */
	public record Start(int job, int processor, double time) {
	}

	/**
	 * A simulated schedule.
	 *
	 * @param starts every job start in start order
	 * @param finishTimes when each slave finished its last job (0 for a slave that got none)
	 * @param jobCounts how many jobs each slave ran
	 */
	public record Schedule(List<Start> starts, double[] finishTimes, int[] jobCounts) {

		/**
		 * Copies the arrays.
		 */
		public Schedule {
			starts = List.copyOf(starts);
			finishTimes = finishTimes.clone();
			jobCounts = jobCounts.clone();
		}

		/**
		 * The time the last slave finishes.
		 *
		 * @return the maximum finish time
		 */
		public double makespan() {
			double m = 0;
			for (double t : finishTimes) {
				m = Math.max(m, t);
			}
			return m;
		}
	}

	/**
	 * Simulates self-scheduling. Slaves that become idle at the same instant take jobs in slave order.
	 *
	 * @param jobTime the time one job takes on each slave (receive + compute + return), each greater than 0
	 * @param jobs the number of jobs, at least 0
	 * @return the schedule
	 */
	public static Schedule selfSchedule(double[] jobTime, int jobs) {
		int p = jobTime.length;
		for (int i = 0; i < p; i++) {
			if (!(jobTime[i] > 0)) {
				throw new IllegalArgumentException("job time of slave " + i + " must be > 0, got " + jobTime[i]);
			}
		}
		PriorityQueue<double[]> idle = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0])
				: Double.compare(a[1], b[1]));
		for (int i = 0; i < p; i++) {
			idle.add(new double[] { 0, i });
		}
		List<Start> starts = new ArrayList<>();
		double[] finish = new double[p];
		int[] counts = new int[p];
		for (int job = 1; job <= jobs && !idle.isEmpty(); job++) {
			double[] next = idle.poll();
			int slave = (int) next[1];
			starts.add(new Start(job, slave, next[0]));
			finish[slave] = next[0] + jobTime[slave];
			counts[slave]++;
			idle.add(new double[] { finish[slave], slave });
		}
		return new Schedule(starts, finish, counts);
	}
}
