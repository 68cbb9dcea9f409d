/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

/**
 * The system-level model of the complete algorithm (thesis Fig. 4.2): given the set of executing tasks, the mean
 * delay each would incur to finish if that set persisted. It is re-solved whenever the set changes.
 */
public interface SystemModel {

	/** No contention: the complete model reduces to the basic one. */
	SystemModel NONE = new SystemModel() {
		@Override
		public void delays(int[] running, int count, double[] remain, double[] delay) {
			for (int k = 0; k < count; k++) {
				delay[running[k]] = 0;
			}
		}

		@Override
		public boolean isNone() {
			return true;
		}
	};

	/**
	 * Sets {@code delay[t]}, the expected total delay over the remaining CPU time {@code remain[t]}, for each
	 * executing task {@code t = running[0 .. count)}.
	 */
	void delays(int[] running, int count, double[] remain, double[] delay);

	/**
	 * A one-time delay charged when {@code task} starts (thesis footnote 12: a lock or dequeue cost), given the
	 * time-averaged number of executing tasks so far.
	 */
	default double startDelay(int task, double averageRunning) {
		return 0;
	}

	/** Whether this model never delays anything. */
	default boolean isNone() {
		return false;
	}
}
