/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.WarmUp;
import dev.foresight.core.trace.AtomicCalls;
import dev.foresight.core.trace.LoopbackConnections;
import dev.foresight.core.trace.UnbegunTasks;

/** What {@code predict} says of the program itself beside its prediction: work that its trace cannot hold. */
final class ProgramWarnings {

	private ProgramWarnings() {
	}

	/** The warnings about the program of {@code sim}'s trace, predicted as {@code curve}, in the order said. */
	static List<String> of(Simulator sim, SpeedupCurve curve) {
		List<String> warnings = new ArrayList<>();
		String atomics = atomics(sim, curve);
		if (atomics != null) {
			warnings.add(atomics);
		}
		String warmUp = WarmUp.warning(sim);
		if (warmUp != null) {
			warnings.add(warmUp);
		}
		String unbegun = sim.streamed() ? null : UnbegunTasks.of(sim.trace()).warning();
		if (unbegun != null) {
			warnings.add(unbegun);
		}
		String loopback = LoopbackConnections.warning(sim.header());
		if (loopback != null) {
			warnings.add(loopback);
		}
		return warnings;
	}

	/**
	 * The warning about the program's compare-and-set loops ({@link AtomicCalls}), or {@code null}: their rate over the
	 * recorded CPU time, or over the one-processor prediction for a streamed trace (not held in memory).
	 */
	private static String atomics(Simulator sim, SpeedupCurve curve) {
		if (!sim.streamed()) {
			return AtomicCalls.warning(sim.trace());
		}
		AtomicCalls calls = AtomicCalls.of(sim.header());
		if (calls.counts().isEmpty() || curve.points().isEmpty()) {
			return null;
		}
		SpeedupPoint p = curve.points().get(0);
		return calls.warning((long) (p.time() * p.speedup() * 1e6));
	}
}
