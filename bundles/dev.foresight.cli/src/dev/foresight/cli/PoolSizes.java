/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.foresight.core.analysis.whatif.Pool;
import dev.foresight.core.analysis.whatif.PoolResize;
import dev.foresight.core.analysis.whatif.Pools;
import dev.foresight.core.trace.Trace;

/** The thread pools of a trace, as {@code info} lists them and {@code predict --pool} resizes them. */
final class PoolSizes {

	private PoolSizes() {
	}

	/**
	 * {@code trace} with the pools of {@code sizes} resized ({@link PoolResize}); a line for each is added to
	 * {@code notes}, and a JSON object to {@code json}. A pool that is not resized and has fewer threads than
	 * {@code cpus}, the largest processor count predicted, gets a line that says how to ask about other sizes.
	 */
	static Trace apply(Trace trace, Map<String, Integer> sizes, int cpus, List<String> notes,
			List<Map<String, Object>> json) {
		List<Pool> pools = Pools.of(trace);
		for (Pool p : pools) {
			if (p.resizable() && p.size() < cpus && !sizes.containsKey(p.name())) {
				notes.add(String.format("pool %s ran its %d tasks on %s: on more processors its size may cap the "
						+ "speedup; whatif --pool %s predicts it with other sizes, predict --pool %s=SIZE the curve",
						p.name(), p.tasks(), threads(p.size()), p.name(), p.name()));
			}
		}
		if (sizes.isEmpty()) {
			return trace;
		}
		Trace out;
		try {
			out = PoolResize.apply(trace, sizes);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("--pool: " + e.getMessage(), e);
		}
		for (Pool p : pools) {
			Integer size = sizes.get(p.name());
			if (size != null) {
				notes.add(String.format("pool %s: %s instead of the recorded %d (what if): its %d tasks dealt as its "
						+ "queue would hand them out; compare with --pool %s=%d, the recorded size dealt the same way",
						p.name(), threads(size), p.size(), p.tasks(), p.name(), p.size()));
				Map<String, Object> j = new LinkedHashMap<>();
				j.put("name", p.name());
				j.put("recorded_threads", p.size());
				j.put("threads", size);
				j.put("tasks", p.tasks());
				json.add(j);
			}
		}
		return out;
	}

	/** Lists the pools for {@code info}. */
	static void text(PrintWriter out, List<Pool> pools) {
		if (pools.isEmpty()) {
			return;
		}
		out.println("thread pools (predict --pool NAME=SIZE gives one another size):");
		for (Pool p : pools) {
			out.printf("  %-24s %s, %d tasks, %.3f ms of CPU in tasks%s%n", p.name(), threads(p.size()), p.tasks(),
					p.taskCpuNanos() / 1e6, p.resizable() ? "" : "; not resizable: " + p.problem());
		}
	}

	/** The pools as {@code info --json} gives them. */
	static List<Map<String, Object>> json(List<Pool> pools) {
		return pools.stream().map(p -> {
			Map<String, Object> j = new LinkedHashMap<>();
			j.put("name", p.name());
			j.put("threads", p.size());
			j.put("tasks", p.tasks());
			j.put("task_cpu_ms", p.taskCpuNanos() / 1e6);
			j.put("resizable", p.resizable());
			j.put("problem", p.problem());
			return j;
		}).toList();
	}

	/** "1 thread", "N threads". */
	static String threads(int n) {
		return n == 1 ? "1 thread" : n + " threads";
	}
}
