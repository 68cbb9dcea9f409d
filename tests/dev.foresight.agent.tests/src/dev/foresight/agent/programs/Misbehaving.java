/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

/** Programs that end badly or stress the recorder, selected by the first argument. */
public final class Misbehaving {

	static final Object A = new Object();
	static final Object B = new Object();
	static int counter;

	private Misbehaving() {
	}

	/** {@code throws | exit | spin | queues | deadlock | init | threads N | virtual N}. */
	public static void main(String[] args) throws Exception {
		switch (args[0]) {
		case "throws" -> {
			synchronized (A) {
				counter++;
			}
			throw new IllegalStateException("thrown on purpose");
		}
		case "exit" -> exitMidway();
		case "spin" -> spin();
		case "queues" -> queues();
		case "deadlock" -> deadlock();
		case "init" -> System.out.println(Initializing.VALUE);
		case "threads" -> platformThreads(Integer.parseInt(args[1]));
		case "virtual" -> virtualThreads(Integer.parseInt(args[1]));
		default -> throw new IllegalArgumentException(args[0]);
		}
	}

	/** A worker keeps synchronizing while main calls System.exit(3). */
	static void exitMidway() throws InterruptedException {
		Thread worker = new Thread(Misbehaving::spin);
		worker.setDaemon(true);
		worker.start();
		Thread.sleep(100);
		System.exit(3);
	}

	/** Synchronizes forever (until killed), printing once so that the test knows it runs. */
	static void spin() {
		boolean told = false;
		while (true) {
			synchronized (A) {
				counter++;
			}
			if (!told && counter > 100_000) {
				System.out.println("spinning");
				System.out.flush();
				told = true;
			}
		}
	}

	/**
	 * Two producers and two consumers pass elements through a bounded queue, each taking a monitor too, until killed;
	 * prints once that it runs.
	 */
	static void queues() throws InterruptedException {
		BlockingQueue<Integer> q = new ArrayBlockingQueue<>(4);
		for (int k = 0; k < 2; k++) {
			new Thread(() -> {
				for (int i = 0;; i++) {
					synchronized (A) {
						counter++;
					}
					try {
						q.put(i);
					} catch (InterruptedException e) {
						return;
					}
				}
			}, "producer-" + k).start();
			new Thread(() -> {
				while (true) {
					try {
						q.take();
					} catch (InterruptedException e) {
						return;
					}
					synchronized (B) {
						counter++;
					}
				}
			}, "consumer-" + k).start();
		}
		// long enough for the recorder to hand over blocks of the four threads, and for main to be idle
		Thread.sleep(700);
		System.out.println("spinning");
		System.out.flush();
		Thread.sleep(Long.MAX_VALUE);
	}

	/** Two threads take two monitors in opposite orders. */
	static void deadlock() throws InterruptedException {
		Thread t1 = new Thread(() -> both(A, B), "first");
		Thread t2 = new Thread(() -> both(B, A), "second");
		t1.start();
		t2.start();
		t1.join();
		t2.join();
	}

	static void both(Object x, Object y) {
		synchronized (x) {
			try {
				Thread.sleep(200);
			} catch (InterruptedException e) {
				return;
			}
			synchronized (y) {
				counter++;
			}
		}
	}

	/** n platform threads, each entering one monitor once. */
	static void platformThreads(int n) throws InterruptedException {
		List<Thread> ts = new ArrayList<>();
		ThreadMXBean bean = ManagementFactory.getThreadMXBean();
		long cpu = bean.getCurrentThreadCpuTime();
		for (int i = 0; i < n; i++) {
			Thread t = new Thread(Misbehaving::once);
			t.start();
			ts.add(t);
		}
		// main's CPU time in the loop, starts included, for the test to compare with the recorded one
		cpu = bean.getCurrentThreadCpuTime() - cpu;
		for (Thread t : ts) {
			t.join();
		}
		System.out.println(counter + " " + cpu);
	}

	static void once() {
		synchronized (A) {
			counter++;
		}
	}

	/** n virtual threads, each entering one monitor once. */
	static void virtualThreads(int n) throws InterruptedException {
		AtomicInteger done = new AtomicInteger();
		List<Thread> ts = new ArrayList<>(n);
		for (int i = 0; i < n; i++) {
			ts.add(Thread.ofVirtual().start(() -> {
				once();
				done.incrementAndGet();
			}));
		}
		for (Thread t : ts) {
			t.join();
		}
		System.out.println(done.get());
	}

	/**
	 * A class whose initializer starts a thread that reads the class and waits for it: the thread waits for the
	 * initialization to end, the initializer for the thread, and no monitor or lock of the program is involved.
	 */
	static final class Initializing {
		static final int VALUE;

		static {
			Thread reader = new Thread(() -> System.out.println(Initializing.VALUE), "reader");
			reader.start();
			try {
				reader.join();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			VALUE = 1;
		}
	}
}
