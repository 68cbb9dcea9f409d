/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import java.util.List;

/**
 * A thread pool of a recording: the platform threads named alike (a name ending in a number, {@code pool-1-thread-3})
 * that ran tasks. Found by {@link Pools#of}.
 *
 * @param name the threads' name with their number as {@code *}, for example {@code pool-1-thread-*}
 * @param workers the threads' ids, ascending
 * @param tasks the tasks they ran (nested ones counted with the task that ran them)
 * @param taskCpuNanos the CPU time of those tasks
 * @param problem why the pool cannot be given another size from the trace, or {@code null} when it can
 */
public record Pool(String name, List<Integer> workers, int tasks, long taskCpuNanos, String problem) {

	/** Defensive copy: a pool is a value. */
	public Pool {
		workers = List.copyOf(workers);
	}

	/** The number of threads the pool ran its tasks on. */
	public int size() {
		return workers.size();
	}

	/** Whether {@link PoolResize} can give the pool another size. */
	public boolean resizable() {
		return problem == null;
	}
}
