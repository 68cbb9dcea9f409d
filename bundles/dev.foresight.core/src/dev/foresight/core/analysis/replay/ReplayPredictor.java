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
 * of the trace's events, and the trace is replayed on the machine under the first model that does not deadlock.
 *
 * @param trace the recorded trace the graphs were built from
 * @param machine the machine model
 */
public record ReplayPredictor(Trace trace, MachineModel machine) implements WhatIf.Predictor {

	@Override
	public double completion(ExecutionGraph graph, int cpus) {
		try {
			return new Simulator(ReplayTraces.withWork(trace, graph)).runAuto(machine, cpus, false).run()
					.completionNanos();
		} catch (DeadlockException e) {
			throw ReplayTraces.deadlock(e);
		}
	}
}
