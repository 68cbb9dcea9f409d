/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A simulation stopped with threads that can never proceed. Under a model other than Strict Sequence this proves the
 * model wrong for the program (spec 3.7); under every model it means the trace itself is inconsistent.
 */
public final class DeadlockException extends Exception {

	private static final long serialVersionUID = 1L;

	private final transient Map<SimulationModel, List<WaitEdge>> cycles;

	/** A deadlock found under each of the given models, with the cycle (or the blocked threads) of each. */
	public DeadlockException(Map<SimulationModel, List<WaitEdge>> cycles) {
		super(message(cycles));
		this.cycles = Map.copyOf(cycles);
	}

	/** The waiting threads of each model that deadlocked, as a cycle where one was found. */
	public Map<SimulationModel, List<WaitEdge>> cycles() {
		return cycles;
	}

	private static String message(Map<SimulationModel, List<WaitEdge>> cycles) {
		StringBuilder sb = new StringBuilder();
		sb.append(cycles.size() == SimulationModel.values().length ? "the trace deadlocks under every model"
				: "the trace deadlocks");
		for (SimulationModel m : SimulationModel.values()) {
			List<WaitEdge> edges = cycles.get(m);
			if (edges != null) {
				sb.append("; ").append(m.wireName()).append(": ").append(describe(edges));
			}
		}
		return sb.toString();
	}

	/** A cycle as text: {@code A waits on queue 0x2 at S for B -> B waits on ... for A}. */
	public static String describe(List<WaitEdge> edges) {
		return edges.stream().map(e -> {
			String target = edges.stream().filter(x -> x.thread() == e.waitsFor()).map(WaitEdge::threadName)
					.findFirst().orElse(null);
			return e + (target != null ? " for " + target : "");
		}).collect(Collectors.joining(" -> "));
	}
}
