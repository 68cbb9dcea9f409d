/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

/**
 * The columns of events ({@link ThreadEvents}): one primitive array per field. One set may hold many threads' events
 * side by side, each thread a range of it: a trace of 300,000 short-lived threads read into memory then takes nine
 * arrays instead of nine per thread, which the collector copies and scans far less (and no array per thread of a
 * dozen events rounded up to sixteen).
 */
final class EventColumns {

	final byte[] kinds;
	final long[] objects;
	final int[] sites;
	final long[] cpuNanos;
	final long[] wallNanos;
	final long[] args;
	final int[] flags;
	final int[] wakeThreads;
	final int[] wakeIndexes;

	EventColumns(int capacity) {
		kinds = new byte[capacity];
		objects = new long[capacity];
		sites = new int[capacity];
		cpuNanos = new long[capacity];
		wallNanos = new long[capacity];
		args = new long[capacity];
		flags = new int[capacity];
		wakeThreads = new int[capacity];
		wakeIndexes = new int[capacity];
	}

	/** {@code size} events of {@code from} starting at {@code base}, in columns of {@code capacity} from index 0. */
	private EventColumns(EventColumns from, int base, int size, int capacity) {
		kinds = copy(from.kinds, base, size, capacity);
		objects = copy(from.objects, base, size, capacity);
		sites = copy(from.sites, base, size, capacity);
		cpuNanos = copy(from.cpuNanos, base, size, capacity);
		wallNanos = copy(from.wallNanos, base, size, capacity);
		args = copy(from.args, base, size, capacity);
		flags = copy(from.flags, base, size, capacity);
		wakeThreads = copy(from.wakeThreads, base, size, capacity);
		wakeIndexes = copy(from.wakeIndexes, base, size, capacity);
	}

	/** A copy of the range {@code [base, base + size)} into columns of {@code capacity} events. */
	EventColumns copy(int base, int size, int capacity) {
		return new EventColumns(this, base, size, capacity);
	}

	/** How many events the columns hold. */
	int capacity() {
		return kinds.length;
	}

	private static byte[] copy(byte[] a, int base, int size, int capacity) {
		byte[] c = new byte[capacity];
		System.arraycopy(a, base, c, 0, size);
		return c;
	}

	private static int[] copy(int[] a, int base, int size, int capacity) {
		int[] c = new int[capacity];
		System.arraycopy(a, base, c, 0, size);
		return c;
	}

	private static long[] copy(long[] a, int base, int size, int capacity) {
		long[] c = new long[capacity];
		System.arraycopy(a, base, c, 0, size);
		return c;
	}
}
