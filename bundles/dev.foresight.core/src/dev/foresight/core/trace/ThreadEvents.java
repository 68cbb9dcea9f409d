/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

/**
 * The event stream of one thread, stored column-wise in primitive arrays so that traces of tens of millions of
 * events stay compact and the simulator reads them without allocating. Immutable once built.
 */
public final class ThreadEvents {

	private static final EventKind[] KINDS = EventKind.values();

	private final int thread;
	private final int size;
	/** The columns, shared with other threads when the trace was read into one set ({@link #builders}). */
	private final EventColumns cols;
	/** Where this thread's events start in {@link #cols}. */
	private final int base;

	private ThreadEvents(Builder b) {
		this.thread = b.thread;
		this.size = b.size;
		// a builder's own columns are trimmed to the events (they grew geometrically); a range of shared ones is kept
		this.cols = b.shared || b.cols.capacity() == size ? b.cols : b.cols.copy(0, size, size);
		this.base = b.shared ? b.base : 0;
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
		return KINDS[cols.kinds[base + i]];
	}

	/** Object id of event {@code i}. */
	public long object(int i) {
		return cols.objects[base + i];
	}

	/** Site id of event {@code i}. */
	public int site(int i) {
		return cols.sites[base + i];
	}

	/** CPU time consumed before event {@code i} since the previous event. */
	public long cpuNanos(int i) {
		return cols.cpuNanos[base + i];
	}

	/** Wall-clock time of event {@code i} since the start of the recording. */
	public long wallNanos(int i) {
		return cols.wallNanos[base + i];
	}

	/** Kind-specific argument of event {@code i}. */
	public long arg(int i) {
		return cols.args[base + i];
	}

	/** Flags of event {@code i}. */
	public int flags(int i) {
		return cols.flags[base + i];
	}

	/** Thread that released event {@code i}, or -1. */
	public int wakeThread(int i) {
		return cols.wakeThreads[base + i];
	}

	/** Index of the releasing event in {@link #wakeThread(int)}'s stream, or -1. */
	public int wakeIndex(int i) {
		return cols.wakeIndexes[base + i];
	}

	/** Event {@code i} as a value. */
	public Event get(int i) {
		int k = base + i;
		return new Event(thread, i, kind(i), cols.objects[k], cols.sites[k], cols.cpuNanos[k], cols.wallNanos[k],
				cols.args[k], cols.flags[k], cols.wakeThreads[k], cols.wakeIndexes[k]);
	}

	/** Sum of the CPU time of all events. */
	public long totalCpuNanos() {
		long sum = 0;
		long[] cpu = cols.cpuNanos;
		for (int i = base, end = base + size; i < end; i++) {
			sum += cpu[i];
		}
		return sum;
	}

	/** A builder for the stream of {@code thread}. */
	public static Builder builder(int thread) {
		return new Builder(thread, new EventColumns(16), 0, 16, false);
	}

	/**
	 * A builder for the stream of {@code thread} that expects {@code expected} events: its columns are allocated that
	 * large at once, and a stream of exactly that many events is built without a copy.
	 */
	public static Builder builder(int thread, int expected) {
		int n = expected > 0 ? expected : 16;
		return new Builder(thread, new EventColumns(n), 0, n, false);
	}

	/**
	 * Builders for threads {@code 0 .. expected.length - 1} that expect {@code expected[t]} events each, all in one
	 * set of columns, each thread a range of it: what reading a trace into memory uses, so that a trace of many
	 * short threads does not take nine arrays per thread. A thread that outgrows its range moves to columns of its
	 * own. Threads beyond a total of 2^31 - 16 events get columns of their own from the start.
	 */
	public static Builder[] builders(int[] expected) {
		long total = 0;
		for (int e : expected) {
			total += Math.max(0, e);
		}
		int shared = (int) Math.min(total, Integer.MAX_VALUE - 16);
		EventColumns cols = new EventColumns(shared);
		Builder[] b = new Builder[expected.length];
		int at = 0;
		for (int t = 0; t < expected.length; t++) {
			int n = Math.max(0, expected[t]);
			if (at + (long) n <= shared) {
				b[t] = new Builder(t, cols, at, n, true);
				at += n;
			} else {
				b[t] = builder(t, n);
			}
		}
		return b;
	}

	/**
	 * Appends events one at a time; columns grow geometrically. {@link #build()} may hand its columns to the stream, so
	 * a builder is not used after it.
	 */
	public static final class Builder {
		private final int thread;
		private int size;
		private EventColumns cols;
		private int base;
		private int capacity;
		/** Whether {@link #cols} is a range of columns shared with other threads' builders. */
		private boolean shared;

		private Builder(int thread, EventColumns cols, int base, int capacity, boolean shared) {
			this.thread = thread;
			this.cols = cols;
			this.base = base;
			this.capacity = capacity;
			this.shared = shared;
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
			if (size == capacity) {
				grow();
			}
			EventColumns c = cols;
			int k = base + size;
			c.kinds[k] = (byte) kind.ordinal();
			c.objects[k] = object;
			c.sites[k] = site;
			c.cpuNanos[k] = cpu;
			c.wallNanos[k] = wall;
			c.args[k] = arg;
			c.flags[k] = flag;
			c.wakeThreads[k] = wakeThread;
			c.wakeIndexes[k] = wakeIndex;
			return size++;
		}

		/** Sets the wake link of an event already added (the releaser is often seen after the waiter). */
		public void setWake(int index, int wakeThread, int wakeIndex) {
			cols.wakeThreads[base + index] = wakeThread;
			cols.wakeIndexes[base + index] = wakeIndex;
		}

		/** Sets the argument of an event already added (a thread_start learns its new thread's id later). */
		public void setArg(int index, long arg) {
			cols.args[base + index] = arg;
		}

		/** Kind of an event already added. */
		public EventKind kind(int index) {
			return KINDS[cols.kinds[base + index]];
		}

		/** Thread these events belong to. */
		public int thread() {
			return thread;
		}

		/** Object id of an event already added. */
		public long object(int index) {
			return cols.objects[base + index];
		}

		/** Argument of an event already added. */
		public long arg(int index) {
			return cols.args[base + index];
		}

		/** Wall time of an event already added. */
		public long wall(int index) {
			return cols.wallNanos[base + index];
		}

		/** Wake thread of an event already added, or -1. */
		public int wakeThread(int index) {
			return cols.wakeThreads[base + index];
		}

		/** Wake index of an event already added, or -1. */
		public int wakeIndex(int index) {
			return cols.wakeIndexes[base + index];
		}

		/** Sets the wall time of an event already added (a rewritten trace moves a task later). */
		public void setWall(int index, long wall) {
			cols.wallNanos[base + index] = wall;
		}

		/** Moves the events to columns of their own, twice as large (a range of shared ones cannot grow). */
		private void grow() {
			int n = Math.max(16, capacity * 2);
			cols = cols.copy(base, size, n);
			base = 0;
			capacity = n;
			shared = false;
		}

		/** The immutable stream. */
		public ThreadEvents build() {
			return new ThreadEvents(this);
		}
	}
}
