/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

/**
 * Schopf's master-slave "request" model of Hi-Temp (Eqs. 3.47, 3.48): slaves fetch jobs from a pool, so the jobs per
 * slave come from simulating the self-scheduling with each slave's job time.
 *
 * @param masterSetup MasterSetup(M)
 * @param receive ReceiveJob(M, S_i) per slave
 * @param compute CompJob(S_i) per slave
 * @param send ReturnJob(S_i, M) per slave
 */
public record HiTempModel(double masterSetup, double[] receive, double[] compute, double[] send) {

	/**
	 * Copies and checks the arrays.
	 */
	public HiTempModel {
		receive = receive.clone();
		compute = compute.clone();
		send = send.clone();
		if (compute.length == 0 || receive.length != compute.length || send.length != compute.length) {
			throw new IllegalArgumentException("Hi-Temp needs receive, compute and return times for each slave");
		}
	}

	/**
	 * The time one job takes on each slave.
	 *
	 * @return receive + compute + return per slave
	 */
	public double[] jobTimes() {
		double[] t = new double[compute.length];
		for (int i = 0; i < t.length; i++) {
			t[i] = receive[i] + compute[i] + send[i];
		}
		return t;
	}

	/**
	 * The simulated schedule of {@code jobs} jobs.
	 *
	 * @param jobs the number of jobs
	 * @return the schedule
	 */
	public WorkPool.Schedule schedule(int jobs) {
		return WorkPool.selfSchedule(jobTimes(), jobs);
	}

	/**
	 * HiTempExTime (Eq. 3.47): setup plus the last slave's finish under self-scheduling.
	 *
	 * @param jobs the number of jobs
	 * @return the execution time
	 */
	public double executionTime(int jobs) {
		return masterSetup + schedule(jobs).makespan();
	}

	/**
	 * The conservative HiTempExTime (Eq. 3.48): n - 1 jobs self-scheduled, then the last job on the slowest slave.
	 *
	 * @param jobs the number of jobs, at least 1
	 * @return the execution time
	 */
	public double conservativeTime(int jobs) {
		if (jobs < 1) {
			throw new IllegalArgumentException("the conservative model needs at least one job, got " + jobs);
		}
		double slowest = 0;
		for (double t : jobTimes()) {
			slowest = Math.max(slowest, t);
		}
		return masterSetup + schedule(jobs - 1).makespan() + slowest;
	}
}
