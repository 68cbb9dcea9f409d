/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.columns;

/** One column of {@code int} values per thread (or a single one, thread 0), of lengths fixed at creation. */
public interface IntColumns {

	/** Value {@code i} of column {@code t}. */
	int get(int t, int i);

	/** Sets value {@code i} of column {@code t}. */
	void set(int t, int i, int v);

	/** Length of column {@code t}. */
	int length(int t);
}
