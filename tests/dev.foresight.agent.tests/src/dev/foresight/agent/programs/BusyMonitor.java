/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

/**
 * {@link #THREADS} threads that each enter one shared monitor {@link #ENTRIES} times with little between, pausing for
 * a millisecond every {@link #PAUSE_EVERY} entries (as a program that also waits for something does, which lets the
 * recorder's writer keep up): a recording of millions of events, most of whose blocks are full.
 */
public final class BusyMonitor {

	/** Threads, and entries of each. */
	public static final int THREADS = 4;
	public static final int ENTRIES = 400_000;
	public static final int PAUSE_EVERY = 10_000;

	private static final Object MONITOR = new Object();
	private static long counter;

	private BusyMonitor() {
	}

	/** Runs the threads to their end and prints the count. */
	public static void main(String[] args) throws InterruptedException {
		Thread[] ts = new Thread[THREADS];
		for (int t = 0; t < THREADS; t++) {
			ts[t] = new Thread(() -> {
				for (int i = 1; i <= ENTRIES; i++) {
					synchronized (MONITOR) {
						counter++;
					}
					if (i % PAUSE_EVERY == 0) {
						pause();
					}
				}
			}, "busy-" + t);
			ts[t].start();
		}
		for (Thread t : ts) {
			t.join();
		}
		System.out.println("BusyMonitor " + counter);
	}

	private static void pause() {
		try {
			Thread.sleep(1);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
