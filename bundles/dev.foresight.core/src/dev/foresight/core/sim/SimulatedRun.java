/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.List;

/**
 * The predicted execution of a trace on a simulated machine.
 *
 * @param model the simulation model that produced it
 * @param cpus number of simulated processors
 * @param completionNanos when the last thread ended
 * @param events number of trace events replayed
 * @param contextSwitches how many times a processor switched to a different thread
 * @param threads per thread: start, end and (when asked for) state intervals
 * @param processors per processor occupancy
 */
public record SimulatedRun(SimulationModel model, int cpus, double completionNanos, long events, long contextSwitches,
		List<ThreadRun> threads, List<ProcessorOccupancy> processors) {

	/** Defensive copies: a value. */
	public SimulatedRun {
		threads = List.copyOf(threads);
		processors = List.copyOf(processors);
	}

	/** Processor time the run used: the processors' busy times summed (nanoseconds). */
	public double busyNanos() {
		return processors.stream().mapToDouble(ProcessorOccupancy::busyNanos).sum();
	}

	/** Completion time in milliseconds. */
	public double completionMillis() {
		return completionNanos / 1e6;
	}
}
