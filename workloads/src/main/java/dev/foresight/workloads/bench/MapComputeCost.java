/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the recorder costs a program's map merges: one thread merges counts into one key of a {@code HashMap} (whose
 * call the recorder brackets, as every map's compute family, and which records nothing) and of a
 * {@code ConcurrentHashMap} (whose bin's monitor each merge records, an event pair), and prints the least CPU time
 * per call of several rounds for each. Run without and with the agent:
 *
 * <pre>java -cp workloads/target/classes dev.foresight.workloads.bench.MapComputeCost [calls per round] [rounds]</pre>
 */
public final class MapComputeCost {

	private MapComputeCost() {
	}

	/** Prints {@code hash_map_ns=... concurrent_map_ns=... checksum=...}. */
	public static void main(String[] args) {
		int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
		int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
		Map<Integer, Long> plain = new HashMap<>();
		Map<Integer, Long> concurrent = new ConcurrentHashMap<>();
		// the key's bin holds a node already, so that every merge of the concurrent map locks it
		concurrent.put(0, 0L);
		double hash = best(plain, n, rounds);
		double conc = best(concurrent, n, rounds);
		System.out.printf("hash_map_ns=%.1f concurrent_map_ns=%.1f checksum=%d%n", hash, conc,
				plain.get(0) + concurrent.get(0));
	}

	private static double best(Map<Integer, Long> map, int n, int rounds) {
		ThreadMXBean bean = ManagementFactory.getThreadMXBean();
		double best = Double.MAX_VALUE;
		for (int r = 0; r < rounds; r++) {
			long t0 = bean.getCurrentThreadCpuTime();
			for (int i = 0; i < n; i++) {
				map.merge(0, 1L, Long::sum);
			}
			best = Math.min(best, (bean.getCurrentThreadCpuTime() - t0) / (double) n);
		}
		return best;
	}
}
