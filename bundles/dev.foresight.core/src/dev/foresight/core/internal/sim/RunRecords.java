/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.sim.ProcessorOccupancy;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.ThreadRun;

/** The records a completed run of the engine hands out: its threads, its processors' occupancy, its totals. */
final class RunRecords {

	private RunRecords() {
	}

	static SimulatedRun of(Engine e) {
		double completion = e.completion;
		List<ThreadRun> runs = new ArrayList<>(e.threads);
		for (int t = 0; t < e.threads; t++) {
			String name = e.pt.header.threads().get(t).name();
			runs.add(new ThreadRun(t, name, e.startTime[t], e.endTime[t],
					e.timeline != null ? e.timeline.intervals(t, completion) : List.of()));
		}
		List<ProcessorOccupancy> procs = new ArrayList<>(e.cpus);
		for (int p = 0; p < e.cpus; p++) {
			double busy = e.sched.clocks.busy[p];
			procs.add(new ProcessorOccupancy(p, e.cfg.speed[p], busy, completion > 0 ? busy / completion : 0));
		}
		return new SimulatedRun(e.cfg.model, e.cpus, completion, e.events, e.sched.switches, runs, procs);
	}
}
