/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.nio.channels.Selector;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * An event loop: its thread waits in {@code select} until main, having queued a task for it, calls {@code wakeup}
 * (once the loop waits there); each of the {@link #TASKS} tasks costs the loop {@link #WORK_NANOS} of CPU time, and
 * main spends as much making the next one, so that on two processors the two overlap.
 */
public final class WokenSelects {

	/** Tasks main hands the loop. */
	public static final int TASKS = 10;
	/** CPU time of a task, and of making one. */
	public static final long WORK_NANOS = 20_000_000;

	private static volatile boolean done;

	private WokenSelects() {
	}

	/** Runs the loop and hands it its tasks; {@code timed}: the loop selects with a timeout of 1 ms, as idle loops do. */
	public static void main(String[] args) throws Exception {
		boolean timed = args.length > 0 && args[0].equals("timed");
		ConcurrentLinkedQueue<Long> tasks = new ConcurrentLinkedQueue<>();
		try (Selector selector = Selector.open()) {
			Thread loop = new Thread(() -> {
				try {
					while (!done || !tasks.isEmpty()) {
						if (timed) {
							selector.select(1);
						} else {
							selector.select();
						}
						for (Long t = tasks.poll(); t != null; t = tasks.poll()) {
							Interrupts.compute(WORK_NANOS);
						}
					}
				} catch (java.io.IOException e) {
					throw new java.io.UncheckedIOException(e);
				}
			}, "loop");
			loop.start();
			for (int i = 0; i < TASKS; i++) {
				Interrupts.compute(WORK_NANOS);
				tasks.add((long) i);
				awaitSelect(loop);
				selector.wakeup();
			}
			done = true;
			awaitSelect(loop);
			selector.wakeup();
			loop.join();
		}
	}

	/**
	 * Until {@code loop} waits in its select (in native code) or has ended: on one CPU it may still be at its task, and
	 * a wakeup before the select would make the select return at once, unlinked.
	 */
	private static void awaitSelect(Thread loop) {
		while (loop.isAlive()) {
			StackTraceElement[] stack = loop.getStackTrace();
			if (stack.length > 0 && stack[0].isNativeMethod()) {
				// not the native CPU clock its task reads: a selector's select below
				for (StackTraceElement e : stack) {
					if (e.getMethodName().equals("select") && e.getClassName().contains("Selector")) {
						return;
					}
				}
			}
			Thread.yield();
		}
	}
}
