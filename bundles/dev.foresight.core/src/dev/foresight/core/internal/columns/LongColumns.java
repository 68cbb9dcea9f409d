/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.columns;

/** One column of {@code long} values per thread (or a single one, thread 0), of lengths fixed at creation. */
public interface LongColumns {

	/** Value {@code i} of column {@code t}. */
	long get(int t, int i);

	/** Sets value {@code i} of column {@code t}. */
	void set(int t, int i, long v);

	/** Length of column {@code t}. */
	int length(int t);

	/**
	 * The Java array that holds column {@code t}, or {@code null} when the column is not in one: a hot loop may then
	 * index it directly instead of going through this interface.
	 */
	default long[] array(int t) {
		return null;
	}
}
