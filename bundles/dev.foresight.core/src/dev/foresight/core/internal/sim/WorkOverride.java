/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.sim.EventWork;

/**
 * CPU times that replace the recorded ones of a prepared trace's recorded threads, given per event; the JIT
 * compilers' threads keep theirs. As the preparation does with the recorded times, a virtual thread's mount or
 * unmount takes none of its own: its time goes to the next other event of the thread.
 */
public final class WorkOverride implements CpuTimes {

	private final PreparedTrace pt;
	private final EventWork work;

	/** The times of {@code work} for the recorded threads of {@code pt}. */
	public WorkOverride(PreparedTrace pt, EventWork work) {
		this.pt = pt;
		this.work = work;
	}

	@Override
	public long cpu(int t, int i) {
		if (t >= pt.foreground) {
			return pt.cpu(pt.word(t, i), t, i);
		}
		if (pt.kind(t, i).isPlacement()) {
			return 0;
		}
		long cpu = work.cpuNanos(t, i);
		for (int j = i - 1; j >= 0 && pt.kind(t, j).isPlacement(); j--) {
			cpu += work.cpuNanos(t, j);
		}
		return cpu;
	}
}
