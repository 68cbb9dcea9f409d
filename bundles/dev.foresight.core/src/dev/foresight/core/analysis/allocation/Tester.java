/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

import dev.foresight.core.ProgressMonitor;

/** Runs tests of one algorithm: counts them, reports progress and honours cancellation before each. */
final class Tester {

	private final AllocationProblem problem;
	private final ProgressMonitor monitor;
	private long tests;

	Tester(AllocationProblem problem, ProgressMonitor monitor) {
		this.problem = problem;
		this.monitor = monitor;
	}

	double test(int[] allocation) {
		monitor.checkCanceled();
		double time = problem.evaluate(allocation);
		tests++;
		monitor.worked(1);
		return time;
	}

	long tests() {
		return tests;
	}

	AllocationProblem problem() {
		return problem;
	}
}
