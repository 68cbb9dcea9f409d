/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.Arrays;

/**
 * The event stream of one thread, stored column-wise in primitive arrays so that traces of tens of millions of
 * events stay compact and the simulator reads them without allocating. Immutable once built.
 */
public final class ThreadEvents {

	private static final EventKind[] KINDS = EventKind.values();

	private final int thread;
	private final int size;
	private final byte[] kinds;
	private final long[] objects;
	private final int[] sites;
	private final long[] cpuNanos;
	private final long[] wallNanos;
	private final long[] args;
	private final int[] flags;
	private final int[] wakeThreads;
	private final int[] wakeIndexes;

	private ThreadEvents(Builder b) {
		this.thread = b.thread;
		this.size = b.size;
		this.kinds = trimmed(b.kinds, size);
		this.objects = trimmed(b.objects, size);
		this.sites = trimmed(b.sites, size);
		this.cpuNanos = trimmed(b.cpuNanos, size);
		this.wallNanos = trimmed(b.wallNanos, size);
		this.args = trimmed(b.args, size);
		this.flags = trimmed(b.flags, size);
		this.wakeThreads = trimmed(b.wakeThreads, size);
		this.wakeIndexes = trimmed(b.wakeIndexes, size);
	}

	/** The column itself when it holds exactly {@code size} values (a builder sized right), else a copy that does. */
	private static byte[] trimmed(byte[] a, int size) {
		return a.length == size ? a : Arrays.copyOf(a, size);
	}

	private static int[] trimmed(int[] a, int size) {
		return a.length == size ? a : Arrays.copyOf(a, size);
	}

	private static long[] trimmed(long[] a, int size) {
		return a.length == size ? a : Arrays.copyOf(a, size);
	}

	/** Id of the thread these events belong to. */
	public int thread() {
		return thread;
	}

	/** Number of events. */
	public int size() {
		return size;
	}

	/** Kind of event {@code i}. */
	public EventKind kind(int i) {
		return KINDS[kinds[i]];
	}

	/** Object id of event {@code i}. */
	public long object(int i) {
		return objects[i];
	}

	/** Site id of event {@code i}. */
	public int site(int i) {
		return sites[i];
	}

	/** CPU time consumed before event {@code i} since the previous event. */
	public long cpuNanos(int i) {
		return cpuNanos[i];
	}

	/** Wall-clock time of event {@code i} since the start of the recording. */
	public long wallNanos(int i) {
		return wallNanos[i];
	}

	/** Kind-specific argument of event {@code i}. */
	public long arg(int i) {
		return args[i];
	}

	/** Flags of event {@code i}. */
	public int flags(int i) {
		return flags[i];
	}

	/** Thread that released event {@code i}, or -1. */
	public int wakeThread(int i) {
		return wakeThreads[i];
	}

	/** Index of the releasing event in {@link #wakeThread(int)}'s stream, or -1. */
	public int wakeIndex(int i) {
		return wakeIndexes[i];
	}

	/** Event {@code i} as a value. */
	public Event get(int i) {
		return new Event(thread, i, kind(i), objects[i], sites[i], cpuNanos[i], wallNanos[i], args[i], flags[i],
				wakeThreads[i], wakeIndexes[i]);
	}

	/** Sum of the CPU time of all events. */
	public long totalCpuNanos() {
		long sum = 0;
		for (int i = 0; i < size; i++) {
			sum += cpuNanos[i];
		}
		return sum;
	}

	/** A builder for the stream of {@code thread}. */
	public static Builder builder(int thread) {
		return new Builder(thread, 16);
	}

	/**
	 * A builder for the stream of {@code thread} that expects {@code expected} events: its columns are allocated that
	 * large at once, and a stream of exactly that many events is built without a copy.
	 */
	public static Builder builder(int thread, int expected) {
		return new Builder(thread, Math.max(16, expected));
	}

	/**
	 * Appends events one at a time; arrays grow geometrically. {@link #build()} may hand its arrays to the stream, so a
	 * builder is not used after it.
	 */
	public static final class Builder {
		private final int thread;
		private int size;
		private byte[] kinds;
		private long[] objects;
		private int[] sites;
		private long[] cpuNanos;
		private long[] wallNanos;
		private long[] args;
		private int[] flags;
		private int[] wakeThreads;
		private int[] wakeIndexes;

		private Builder(int thread, int capacity) {
			this.thread = thread;
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

		/** Index the next added event will have. */
		public int size() {
			return size;
		}

		/** Appends an event without a wake link; returns its index. */
		public int add(EventKind kind, long object, int site, long cpu, long wall, long arg, int flag) {
			return add(kind, object, site, cpu, wall, arg, flag, -1, -1);
		}

		/** Appends an event; returns its index. */
		public int add(EventKind kind, long object, int site, long cpu, long wall, long arg, int flag, int wakeThread,
				int wakeIndex) {
			if (size == kinds.length) {
				grow();
			}
			kinds[size] = (byte) kind.ordinal();
			objects[size] = object;
			sites[size] = site;
			cpuNanos[size] = cpu;
			wallNanos[size] = wall;
			args[size] = arg;
			flags[size] = flag;
			wakeThreads[size] = wakeThread;
			wakeIndexes[size] = wakeIndex;
			return size++;
		}

		/** Sets the wake link of an event already added (the releaser is often seen after the waiter). */
		public void setWake(int index, int wakeThread, int wakeIndex) {
			wakeThreads[index] = wakeThread;
			wakeIndexes[index] = wakeIndex;
		}

		/** Sets the argument of an event already added (a thread_start learns its new thread's id later). */
		public void setArg(int index, long arg) {
			args[index] = arg;
		}

		/** Kind of an event already added. */
		public EventKind kind(int index) {
			return KINDS[kinds[index]];
		}

		/** Thread these events belong to. */
		public int thread() {
			return thread;
		}

		/** Object id of an event already added. */
		public long object(int index) {
			return objects[index];
		}

		/** Argument of an event already added. */
		public long arg(int index) {
			return args[index];
		}

		/** Wall time of an event already added. */
		public long wall(int index) {
			return wallNanos[index];
		}

		/** Wake thread of an event already added, or -1. */
		public int wakeThread(int index) {
			return wakeThreads[index];
		}

		private void grow() {
			int n = kinds.length * 2;
			kinds = Arrays.copyOf(kinds, n);
			objects = Arrays.copyOf(objects, n);
			sites = Arrays.copyOf(sites, n);
			cpuNanos = Arrays.copyOf(cpuNanos, n);
			wallNanos = Arrays.copyOf(wallNanos, n);
			args = Arrays.copyOf(args, n);
			flags = Arrays.copyOf(flags, n);
			wakeThreads = Arrays.copyOf(wakeThreads, n);
			wakeIndexes = Arrays.copyOf(wakeIndexes, n);
		}

		/** The immutable stream. */
		public ThreadEvents build() {
			return new ThreadEvents(this);
		}
	}
}
