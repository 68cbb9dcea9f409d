/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

/**
 * A program for {@link RecordCommandTest} to record through {@code foresight record}: {@code locks N CODE} starts a
 * thread {@code locker} that enters one monitor N times, joins it and exits with CODE; {@code deadlock} starts threads
 * {@code first} and {@code second} that take two monitors in opposite orders, each holding its first when the other
 * asks for it, and never ends; {@code spin} starts a thread {@code spinner} that enters the monitor until the JVM
 * ends, prints {@code running PID} once it has, and never ends by itself ({@code spin stubborn}: not even when asked,
 * its shutdown hook never returns).
 */
public final class RecordedProgram {

	private static final Object LOCK = new Object();
	private static final Object A = new Object();
	private static final Object B = new Object();
	private static final CyclicBarrier BOTH_HOLD_ONE = new CyclicBarrier(2);
	private static int counter;

	private RecordedProgram() {
	}

	/** {@code locks N CODE | deadlock | spin [stubborn]}. */
	public static void main(String[] args) throws InterruptedException {
		if (args[0].equals("spin")) {
			spin(args.length > 1 && args[1].equals("stubborn"));
			return;
		}
		if (args[0].equals("deadlock")) {
			Thread first = new Thread(() -> both(A, B), "first");
			Thread second = new Thread(() -> both(B, A), "second");
			first.start();
			second.start();
			first.join();
			second.join();
			return;
		}
		int times = Integer.parseInt(args[1]);
		Thread locker = new Thread(() -> lock(times), "locker");
		locker.start();
		locker.join();
		System.exit(Integer.parseInt(args[2]));
	}

	private static void spin(boolean stubborn) throws InterruptedException {
		if (stubborn) {
			Runtime.getRuntime().addShutdownHook(new Thread(() -> {
				try {
					Thread.sleep(Long.MAX_VALUE);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
			}));
		}
		Thread spinner = new Thread(() -> lock(Integer.MAX_VALUE), "spinner");
		spinner.start();
		while (entered() == 0) {
			Thread.onSpinWait();
		}
		System.out.println("running " + ProcessHandle.current().pid());
		System.out.flush();
		spinner.join();
	}

	private static int entered() {
		synchronized (LOCK) {
			return counter;
		}
	}

	/** Enters {@link #LOCK} {@code times} times, one after the other. */
	static void lock(int times) {
		for (int i = 0; i < times; i++) {
			synchronized (LOCK) {
				counter++;
			}
		}
	}

	/** Holds {@code x}, waits until the other thread holds its first monitor, then asks for {@code y}. */
	static void both(Object x, Object y) {
		synchronized (x) {
			try {
				BOTH_HOLD_ONE.await();
			} catch (InterruptedException | BrokenBarrierException e) {
				return;
			}
			synchronized (y) {
				counter++;
			}
		}
	}
}
