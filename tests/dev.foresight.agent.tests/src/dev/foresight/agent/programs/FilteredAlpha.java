/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

/** A synchronized method {@link Filtering} calls {@link #CALLS} times. */
public final class FilteredAlpha {

	/** How often {@link Filtering} calls {@link #enter()}. */
	public static final int CALLS = 3;
	private int count;

	synchronized void enter() {
		count++;
	}

	synchronized int count() {
		return count;
	}
}
