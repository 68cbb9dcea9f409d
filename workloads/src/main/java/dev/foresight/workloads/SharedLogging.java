/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * Threads that compute, write a line to one shared print stream and count in one synchronized map, as programs that
 * log and keep statistics do: the locks they take turns at are the JDK's own (the stream's monitor, the map view's
 * mutex), taken inside {@code println} and {@code merge}. The stream discards what it is given, so that the run
 * measures the locking, not a disk.
 */
public final class SharedLogging {

	private SharedLogging() {
	}

	/** {@code [threads] [lines per thread]}. */
	public static void main(String[] a) throws InterruptedException {
		Args args = Args.of(a, 4, 100_000);
		PrintStream log = new PrintStream(OutputStream.nullOutputStream());
		Map<Integer, Integer> counts = Collections.synchronizedMap(new HashMap<>());
		long[] results = new long[args.threads()];
		Thread[] ts = new Thread[args.threads()];
		for (int t = 0; t < ts.length; t++) {
			int id = t;
			ts[t] = new Thread(() -> {
				long x = id;
				for (int i = 0; i < args.size(); i++) {
					x = Args.work(x, 1_500);
					log.println("worker " + id + " line " + i + " value " + (x >>> 40));
					counts.merge((int) (x & 1023), 1, Integer::sum);
				}
				results[id] = x;
			});
			ts[t].start();
		}
		long x = 0;
		for (int t = 0; t < ts.length; t++) {
			ts[t].join();
			x ^= results[t];
		}
		System.out.println("SharedLogging " + x + " " + counts.size());
	}
}
