/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

/** Barrier phases: a 1-D stencil computed in strips, the threads meeting at a barrier after every sweep. */
public final class BarrierPhases {

	private BarrierPhases() {
	}

	/** {@code [threads] [sweeps]}. */
	public static void main(String[] a) throws InterruptedException {
		Args args = Args.of(a, 4, 400);
		int n = 40_000;
		double[][] grid = { new double[n], new double[n] };
		grid[0][n / 2] = 1e6;
		CyclicBarrier barrier = new CyclicBarrier(args.threads());
		Thread[] ts = new Thread[args.threads()];
		for (int t = 0; t < ts.length; t++) {
			int from = 1 + t * (n - 2) / ts.length;
			int to = 1 + (t + 1) * (n - 2) / ts.length;
			ts[t] = new Thread(() -> sweep(grid, from, to, args.size(), barrier));
			ts[t].start();
		}
		for (Thread t : ts) {
			t.join();
		}
		double sum = 0;
		for (double v : grid[args.size() % 2]) {
			sum += v;
		}
		System.out.printf("BarrierPhases %.6f%n", sum);
	}

	private static void sweep(double[][] g, int from, int to, int sweeps, CyclicBarrier barrier) {
		try {
			for (int s = 0; s < sweeps; s++) {
				double[] in = g[s % 2];
				double[] out = g[(s + 1) % 2];
				for (int i = from; i < to; i++) {
					out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
				}
				barrier.await();
			}
		} catch (InterruptedException | BrokenBarrierException e) {
			throw new IllegalStateException(e);
		}
	}
}
