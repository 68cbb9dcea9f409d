/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

/**
 * The CPU time before each event of a trace's recorded threads, to replay in place of the recorded one: what a change
 * of the program's work would do ({@link Simulator#runAuto(dev.foresight.core.machine.MachineModel, int, boolean,
 * EventWork)}).
 */
@FunctionalInterface
public interface EventWork {

	/**
	 * Nanoseconds of CPU time before event {@code event} of thread {@code thread}, the recorder's cost not yet taken
	 * off (as in the recorded times).
	 */
	long cpuNanos(int thread, int event);
}
