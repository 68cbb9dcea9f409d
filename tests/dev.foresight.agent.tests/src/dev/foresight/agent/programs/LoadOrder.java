/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

/**
 * Two classes with a synchronized block each, loaded in the order the argument gives ({@code AB} or {@code BA}): the
 * recorder numbers call sites as it rewrites classes, so the two orders give the two blocks each other's site ids.
 * {@code A}'s block is entered 3 times, {@code B}'s 5 times.
 */
public final class LoadOrder {

	private LoadOrder() {
	}

	/** {@code [order]}. */
	public static void main(String[] a) {
		long sum = 0;
		for (char c : a[0].toCharArray()) {
			sum += c == 'A' ? A.run(3) : B.run(5);
		}
		System.out.println("LoadOrder " + sum);
	}

	/** Loaded when the order names it first. */
	static final class A {

		private static final Object LOCK = new Object();
		private static long count;

		static long run(int n) {
			for (int i = 0; i < n; i++) {
				synchronized (LOCK) {
					count++;
				}
			}
			return count;
		}
	}

	/** Loaded when the order names it first. */
	static final class B {

		private static final Object LOCK = new Object();
		private static long count;

		static long run(int n) {
			for (int i = 0; i < n; i++) {
				synchronized (LOCK) {
					count += 2;
				}
			}
			return count;
		}
	}
}
