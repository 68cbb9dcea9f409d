/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * What the recorder costs per entry of a JDK class's monitor when several threads enter at the same JDK site: each
 * thread writes bytes to a print stream of its own (so that the monitors never collide), all at
 * {@code PrintStream.write(int)}'s synchronized block, one of the JDK sites the recorder records
 * ({@code JdkMonitors}). Prints each thread's CPU time per write of its best round, in nanoseconds; run it without
 * and with the agent, with one thread and with as many as the machine has processors: anything the recorder writes
 * at a shared place per entry makes the threads' caches trade a line, which the second shows and the first does not.
 * <p>
 * {@code JdkMonitorCost [threads] [writes per thread and round] [rounds]}
 */
public final class JdkMonitorCost {

	private JdkMonitorCost() {
	}

	/** Runs the threads and prints {@code ns_per_write=A,B,... checksum=...}. */
	public static void main(String[] args) throws InterruptedException {
		int threads = args.length > 0 ? Integer.parseInt(args[0]) : 2;
		int n = args.length > 1 ? Integer.parseInt(args[1]) : 3_000_000;
		int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
		double[] best = new double[threads];
		long[] sums = new long[threads];
		Thread[] ts = new Thread[threads];
		for (int i = 0; i < threads; i++) {
			int k = i;
			ts[i] = new Thread(() -> {
				Counting out = new Counting();
				PrintStream stream = new PrintStream(out);
				ThreadMXBean mx = ManagementFactory.getThreadMXBean();
				best[k] = Double.MAX_VALUE;
				for (int r = 0; r < rounds; r++) {
					long c0 = mx.getCurrentThreadCpuTime();
					for (int j = 0; j < n; j++) {
						stream.write(j);
					}
					// CPU time, not wall: a recorded run's writer thread takes turns with the program's on a small
					// machine
					best[k] = Math.min(best[k], (mx.getCurrentThreadCpuTime() - c0) / (double) n);
				}
				sums[k] = out.sum;
			});
			ts[i].start();
		}
		long checksum = 0;
		StringBuilder b = new StringBuilder();
		for (int i = 0; i < threads; i++) {
			ts[i].join();
			checksum += sums[i];
			b.append(i == 0 ? "" : ",").append(String.format("%.1f", best[i]));
		}
		System.out.println("ns_per_write=" + b + " checksum=" + checksum);
	}

	/** A stream that adds up the bytes written to it, so that the writes cannot be left out. */
	private static final class Counting extends OutputStream {
		long sum;

		@Override
		public void write(int b) {
			sum += b & 0xFF;
		}
	}
}
