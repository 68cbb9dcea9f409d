/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.replay;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.whatif.WhatIf;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.DeadlockException;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Trace;

/**
 * Predicts with the trace simulator for {@link WhatIf}: the changed work of the graph's segments becomes the CPU time
 * of the trace's events, and the trace is replayed on the machine under the first model that does not deadlock. The
 * trace is prepared for the simulator once, for all the graphs asked about (a what-if curve asks eleven).
 */
public final class ReplayPredictor implements WhatIf.Predictor {

	private final MachineModel machine;
	private final Simulator simulator;

	/** Predicts the graphs of {@code trace} (built by {@code TraceGraphs}) on {@code machine}. */
	public ReplayPredictor(Trace trace, MachineModel machine) {
		this.machine = machine;
		this.simulator = new Simulator(trace);
	}

	@Override
	public double completion(ExecutionGraph graph, int cpus) {
		try {
			return simulator.runAuto(machine, cpus, false, (t, i) -> graph.work(graph.first(t) + i)).run()
					.completionNanos();
		} catch (DeadlockException e) {
			throw ReplayTraces.deadlock(e);
		}
	}
}
