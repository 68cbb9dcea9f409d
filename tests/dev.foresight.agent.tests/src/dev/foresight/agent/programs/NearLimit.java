/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

/**
 * Calls {@code sum()} and {@code twice(21)} of the class its argument names, a class the test generates (its
 * {@code sum} so close to the JVM's 64 KB limit on a method's code that the recorder's additions do not fit), then
 * enters a monitor of its own 3 times; prints the two results and its count.
 */
public final class NearLimit {

	/** How often {@link #enterOwn()} enters its monitor. */
	public static final int OWN_ENTRIES = 3;
	private static final Object LOCK = new Object();
	private static int entered;

	private NearLimit() {
	}

	/** {@code [class]}. */
	public static void main(String[] a) throws Exception {
		Class<?> generated = Class.forName(a[0]);
		Object sum = generated.getMethod("sum").invoke(null);
		Object twice = generated.getMethod("twice", int.class).invoke(null, 21);
		System.out.println(sum + " " + twice + " " + enterOwn());
	}

	static int enterOwn() {
		for (int i = 0; i < OWN_ENTRIES; i++) {
			synchronized (LOCK) {
				entered++;
			}
		}
		return entered;
	}
}
