/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

/** Does nothing: its recorded run measures the recorder's fixed cost (attach, instrumentation, closing the trace). */
public final class Noop {

	private Noop() {
	}

	/** Prints a constant. */
	public static void main(String[] a) {
		System.out.println("Noop");
	}
}
