/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.replay;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.analysis.allocation.AllocationProblem;
import dev.foresight.core.machine.BindingRule;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.DeadlockException;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Trace;

/**
 * The allocation problem of a recorded program, tested with the trace simulator: an allocation becomes a binding plan
 * (one rule per thread) on the machine model, and the test is the simulated completion time under the first
 * simulation model that does not deadlock (spec section 3.7). Shadow processors are extra processors of the
 * simulated machine.
 */
public final class ReplayAllocationProblem implements AllocationProblem {

	private final Trace trace;
	private final MachineModel machine;
	private final Simulator simulator;

	/** The problem of {@code trace} on {@code machine} (whose own binding plan is replaced by each test's). */
	public ReplayAllocationProblem(Trace trace, MachineModel machine) {
		this.trace = trace;
		this.machine = machine;
		this.simulator = new Simulator(ReplayTraces.uniquelyNamed(trace));
	}

	@Override
	public int threads() {
		return trace.threadCount();
	}

	@Override
	public double cpuTime(int thread) {
		return trace.thread(thread).totalCpuNanos();
	}

	@Override
	public double evaluate(int[] threadToProcessor) {
		int processors = 1;
		List<BindingRule> plan = new ArrayList<>();
		for (int t = 0; t < threadToProcessor.length; t++) {
			processors = Math.max(processors, threadToProcessor[t] + 1);
			plan.add(new BindingRule(BindingRule.Selector.THREAD_NAME, ReplayTraces.name(t),
					List.of(threadToProcessor[t]), 0));
		}
		try {
			return simulator.runAuto(machine.withBindings(plan), processors, false).run().completionNanos();
		} catch (DeadlockException e) {
			throw ReplayTraces.deadlock(e, trace);
		}
	}
}
