/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.concurrent.atomic.AtomicInteger;

import dev.foresight.core.internal.sim.Engine;
import dev.foresight.core.machine.MachineModel;

/**
 * The simulations of one sweep under one model, skipping those that cannot differ from a run already done.
 *
 * <p>
 * Why one run stands for many. Take a machine with no binding plan (every thread may use every processor) and equal
 * processor speeds (a processor's number then matters only as a tie-break), and a run on {@code N} processors whose
 * peak concurrency {@code K}, the most threads running or waiting for a processor at once, is at most {@code N}.
 * <ol>
 * <li>No thread ever waited for a processor: the scheduler queues a thread only when no processor is idle, which
 * makes {@code N} running plus one queued, more than {@code K}. So everything that depends on the run queue or on
 * busy processors (preemption at a slice end or on wake-up, yield, dispatch of queued threads) never acted, and every
 * thread made ready started at once on an idle processor.</li>
 * <li>Only processors {@code 0..K-1} were used: a thread made ready goes to its last processor (below {@code K} by
 * induction) or to the lowest idle one; at most {@code K-1} others are running, all below {@code K} by induction, so
 * one of {@code 0..K-1} is idle.</li>
 * </ol>
 * A run on any {@code N' >= K} processors therefore makes the same choice at every step as the run on {@code N}: the
 * same processors are idle among {@code 0..K-1}, the processor heap holds the same keys with the same tie-breaks,
 * and the synchronization latency depends only on which processors threads were on. It is the same run (the same
 * completion time, context switches and thread intervals; the processors from {@code K} on stay idle), so the sweep
 * reuses it for every such {@code N'}. {@code K} is at most the number of threads, so a sweep beyond that many
 * processors always reuses a run.
 */
final class SweepRuns {

	/** A simulation's result for one processor count, or the deadlock that ended it. */
	record Outcome(SimulatedRun run, DeadlockException deadlock) {
	}

	private record Known(SimulatedRun run, int peak) {
	}

	private final Simulator sim;
	private final MachineModel machine;
	private final SimulationModel model;
	private final boolean reusable;
	/** A run that no thread waited for a processor in, once one is done. */
	private volatile Known known;
	private final AtomicInteger simulated = new AtomicInteger();

	/** The runs of {@code sim} on {@code machine} under {@code model}, for processor counts up to {@code maxCpus}. */
	SweepRuns(Simulator sim, MachineModel machine, SimulationModel model, int maxCpus) {
		this.sim = sim;
		this.machine = machine;
		this.model = model;
		this.reusable = machine.bindings().isEmpty() && equalSpeeds(machine, maxCpus);
	}

	private static boolean equalSpeeds(MachineModel machine, int cpus) {
		for (int p = 1; p < cpus; p++) {
			if (machine.speed(p) != machine.speed(0)) {
				return false;
			}
		}
		return true;
	}

	/** The run on {@code cpus} processors: simulated, or one already done that it cannot differ from. */
	Outcome run(int cpus) {
		Known k = known;
		if (k != null && cpus >= k.peak()) {
			return new Outcome(k.run(), null);
		}
		simulated.incrementAndGet();
		try {
			Engine engine = sim.simulate(machine, cpus, model, false, null);
			SimulatedRun run = engine.result();
			if (reusable && engine.peakConcurrency() <= cpus && known == null) {
				known = new Known(run, engine.peakConcurrency());
			}
			return new Outcome(run, null);
		} catch (DeadlockException e) {
			return new Outcome(null, e);
		}
	}

	/** How many simulations ran (the other calls reused one). */
	int simulated() {
		return simulated.get();
	}
}
