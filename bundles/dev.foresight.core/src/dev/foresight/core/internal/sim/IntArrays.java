/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/** The engine's tables of thread and processor numbers start with every entry -1, meaning none. */
final class IntArrays {

	private IntArrays() {
	}

	/** An array of {@code n} entries, each -1. */
	static int[] none(int n) {
		int[] a = new int[n];
		Arrays.fill(a, -1);
		return a;
	}
}
