/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.PoolCurve;
import dev.foresight.core.analysis.result.PoolPoint;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.DeadlockException;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Trace;

/**
 * What if a pool had other sizes: the program replayed on the machine with each ({@link PoolResize}), under the first
 * model that does not deadlock, the recorder's stated cost taken off as {@code predict} takes it off. Sizes are
 * simulated in parallel, but for a large trace. The reference is the recorded size dealt the same way, not the
 * recording's own assignment of tasks to threads, so that the dealing alone moves no point.
 */
public final class PoolWhatIf {

	/**
	 * Events above which the sizes are predicted one after the other: a trace in memory takes about 50 bytes of heap
	 * an event, and each size's rewritten copy as much again while it is replayed.
	 */
	static final long ONE_COPY_ABOVE = 2_000_000;

	private PoolWhatIf() {
	}

	/** 1, 2, 4, ... up to twice {@code cpus} and at least the pool's size, and the pool's size. */
	public static int[] sizes(Pool pool, int cpus) {
		int top = Math.min(PoolResize.MAX_SIZE, Math.max(2 * cpus, pool.size()));
		return IntStream.concat(IntStream.iterate(1, s -> s <= top, s -> s * 2), IntStream.of(pool.size()))
				.distinct().sorted().toArray();
	}

	/**
	 * The curve of {@code pool} on {@code cpus} processors of {@code machine}.
	 *
	 * @param sizes the pool's sizes to predict (the recorded one is added when missing)
	 * @param monitor progress (one unit per size) and cancellation
	 * @throws IllegalArgumentException for a pool that cannot be resized or a size outside 1 ..
	 *             {@link PoolResize#MAX_SIZE}
	 * @throws IllegalStateException when a size deadlocks under every model, naming it
	 */
	public static PoolCurve curve(Trace trace, Pool pool, int[] sizes, int cpus, MachineModel machine,
			ProgressMonitor monitor) {
		if (cpus < 1) {
			throw new IllegalArgumentException("processor count must be positive, was " + cpus);
		}
		int[] all = IntStream.concat(IntStream.of(sizes), IntStream.of(pool.size())).distinct().sorted().toArray();
		for (int s : all) {
			if (s < 1 || s > PoolResize.MAX_SIZE) {
				throw new IllegalArgumentException("a pool's size must be within 1.." + PoolResize.MAX_SIZE + ", was "
						+ s);
			}
		}
		if (!pool.resizable()) {
			throw new IllegalArgumentException("pool " + pool.name() + " cannot be given another size: "
					+ pool.problem());
		}
		monitor.begin("Pool " + pool.name() + " on " + cpus + " processors", all.length);
		// each size replays a rewritten copy of the trace: of a large one, a copy at a time
		double[] times = WhatIf.each(all.length,
				i -> completion(PoolResize.resize(trace, pool, all[i]), machine, cpus, all[i]), monitor,
				trace.eventCount() <= ONE_COPY_ABOVE);
		double reference = times[IntStream.range(0, all.length).filter(i -> all[i] == pool.size()).findFirst()
				.orElseThrow()];
		List<PoolPoint> points = new ArrayList<>();
		for (int i = 0; i < all.length; i++) {
			points.add(new PoolPoint(all[i], times[i], times[i] > 0 ? reference / times[i] : 1));
		}
		return new PoolCurve(pool.name(), pool.size(), pool.tasks(), cpus, points);
	}

	private static double completion(Trace trace, MachineModel machine, int cpus, int size) {
		try {
			return new Simulator(trace, RecordingCost.recorded(trace)).runAuto(machine, cpus, false).run()
					.completionNanos();
		} catch (DeadlockException e) {
			throw new IllegalStateException("with " + size + " threads the program deadlocks under every model: "
					+ e.getMessage(), e);
		}
	}
}
