/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import dev.foresight.core.internal.sim.CpuTimes;
import dev.foresight.core.machine.MachineModel;

/**
 * The deadlock-driven choice of a simulation model (spec 3.7): the first of Direct, Client-Server and Strict Sequence
 * whose run completes, and the reason given for it, which names the cycle of every model that deadlocked.
 */
final class ModelChoice {

	private ModelChoice() {
	}

	/** {@link Simulator#runAuto}, with CPU times replacing the recorded ones unless {@code cpu} is {@code null}. */
	static ChosenRun runAuto(Simulator sim, MachineModel machine, int cpus, boolean timeline, CpuTimes cpu)
			throws DeadlockException {
		Map<SimulationModel, List<WaitEdge>> failures = new EnumMap<>(SimulationModel.class);
		for (SimulationModel model : SimulationModel.values()) {
			try {
				SimulatedRun run = sim.run(machine, cpus, model, timeline, cpu);
				return new ChosenRun(run, reason(model, failures));
			} catch (DeadlockException e) {
				failures.putAll(e.cycles());
			}
			Simulator yielding = model == SimulationModel.DIRECT ? sim.withYieldingTryLocks() : null;
			if (yielding != null && yielding != sim) {
				try {
					return new ChosenRun(yielding.run(machine, cpus, model, timeline, cpu), yieldingReason(failures));
				} catch (DeadlockException e) {
					// the cycle does not go through a try-lock: Client-Server next, Direct's cycle stands
				}
			}
		}
		throw new DeadlockException(failures);
	}

	/** Why Direct with yielding try-locks was used after Direct deadlocked. */
	static String yieldingReason(Map<SimulationModel, List<WaitEdge>> failures) {
		return reason(SimulationModel.DIRECT, failures).replaceFirst("; direct does not$", "")
				+ "; direct with yielding try-locks (a try-lock that finds its lock held goes on without it, as the "
				+ "program would have gone its other way) does not";
	}

	/** Why {@code model} was used after the models in {@code failures} deadlocked. */
	static String reason(SimulationModel model, Map<SimulationModel, List<WaitEdge>> failures) {
		if (failures.isEmpty()) {
			return model == SimulationModel.DIRECT ? "direct: no deadlock" : model.wireName() + ": asked for";
		}
		StringBuilder sb = new StringBuilder();
		for (Map.Entry<SimulationModel, List<WaitEdge>> f : failures.entrySet()) {
			if (sb.length() > 0) {
				sb.append("; ");
			}
			sb.append(f.getKey().wireName()).append(" deadlocks (").append(DeadlockException.describe(f.getValue()))
					.append(')');
		}
		return sb.append("; ").append(model.wireName()).append(" does not").toString();
	}
}
