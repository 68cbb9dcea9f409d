/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * What the two clocks the recorder reads cost on this machine: {@code System.nanoTime} (every event's timestamp, one
 * reading per event at least) and the thread's CPU clock (read now and then). Each is read in a loop; the best of
 * several rounds, in nanoseconds per reading, is printed as {@code key=value} pairs. Events per second times the
 * first figure is the least a recording can add to a program that records them.
 * <p>
 * {@code ClockCost [readings per round] [rounds]}
 */
public final class ClockCost {

	private ClockCost() {
	}

	/** Prints {@code nanotime_ns=... thread_cpu_ns=... checksum=...}. */
	public static void main(String[] args) {
		int n = args.length > 0 ? Integer.parseInt(args[0]) : 5_000_000;
		int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		long sum = 0;
		double wall = Double.MAX_VALUE;
		double cpu = Double.MAX_VALUE;
		for (int r = 0; r < rounds; r++) {
			long t0 = System.nanoTime();
			for (int i = 0; i < n; i++) {
				sum += System.nanoTime();
			}
			long t1 = System.nanoTime();
			// the CPU clock is a system call, twenty times slower: a twentieth of the readings
			for (int i = 0; i < n / 20; i++) {
				sum += threads.getCurrentThreadCpuTime();
			}
			long t2 = System.nanoTime();
			wall = Math.min(wall, (t1 - t0) / (double) n);
			cpu = Math.min(cpu, (t2 - t1) / (double) (n / 20));
		}
		System.out.printf("nanotime_ns=%.1f thread_cpu_ns=%.1f checksum=%d%n", wall, cpu, sum & 0xFF);
	}
}
