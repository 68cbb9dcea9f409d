/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import java.util.Arrays;

/**
 * A program as the analyses see it: per thread, a sequence of segments (CPU work between two synchronizations, spec
 * section 6.1), with the synchronizations that order them. A segment may wait for the end of a segment of another
 * thread (a fixed release, as recorded), acquire a lock before it starts and release a lock after it ends (locks are
 * arbitrated anew by each simulation), and begin only a delay after its thread's previous segment ended (a sleep, an
 * I/O wait, a wait that timed out: time that passes on no processor). Segments are numbered globally; those of a
 * thread are contiguous and in program order. Immutable; build it with {@link #builder()}.
 */
public final class ExecutionGraph {

	/** No segment, lock or site. */
	public static final int NONE = -1;

	private final int[] threadFirst;
	private final int[] thread;
	private final long[] work;
	/** Per segment, the delay before it; {@code null} when no segment has one (every analytic model). */
	private final long[] delay;
	private final int[] release;
	private final int[] acquire;
	private final int[] releaseLock;
	private final int[] site;
	private final int lockCount;

	private ExecutionGraph(Builder b) {
		int n = b.size;
		this.thread = Arrays.copyOf(b.thread, n);
		this.work = Arrays.copyOf(b.work, n);
		this.delay = b.delay == null ? null : Arrays.copyOf(b.delay, n);
		this.release = Arrays.copyOf(b.release, n);
		this.acquire = Arrays.copyOf(b.acquire, n);
		this.releaseLock = Arrays.copyOf(b.releaseLock, n);
		this.site = Arrays.copyOf(b.site, n);
		this.lockCount = b.lockCount;
		this.threadFirst = new int[b.threads + 1];
		int[] counts = new int[b.threads];
		for (int i = 0; i < n; i++) {
			counts[thread[i]]++;
		}
		for (int t = 0; t < b.threads; t++) {
			threadFirst[t + 1] = threadFirst[t] + counts[t];
		}
	}

	/** A new builder. */
	public static Builder builder() {
		return new Builder();
	}

	/** Number of threads. */
	public int threadCount() {
		return threadFirst.length - 1;
	}

	/** Number of segments. */
	public int size() {
		return work.length;
	}

	/** Number of distinct locks (ids 0..count-1). */
	public int lockCount() {
		return lockCount;
	}

	/** Index of the first segment of {@code t}. */
	public int first(int t) {
		return threadFirst[t];
	}

	/** Index one past the last segment of {@code t}. */
	public int end(int t) {
		return threadFirst[t + 1];
	}

	/** Thread of segment {@code s}. */
	public int thread(int s) {
		return thread[s];
	}

	/** CPU work of segment {@code s}, in nanoseconds (or the example's own unit). */
	public long work(int s) {
		return work[s];
	}

	/**
	 * Time that must pass after the end of the thread's previous segment (after the thread's start, for its first)
	 * before segment {@code s} may begin, on no processor: a sleep, an I/O wait or a wait that timed out.
	 */
	public long delay(int s) {
		return delay == null ? 0 : delay[s];
	}

	/** Whether some segment has a delay. */
	public boolean hasDelays() {
		return delay != null;
	}

	/** The segment whose end segment {@code s} must wait for, or {@link #NONE}. */
	public int release(int s) {
		return release[s];
	}

	/** Lock acquired before segment {@code s} starts, or {@link #NONE}. */
	public int acquire(int s) {
		return acquire[s];
	}

	/** Lock released after segment {@code s} ends, or {@link #NONE}. */
	public int releaseLock(int s) {
		return releaseLock[s];
	}

	/** Site of the synchronization that ends segment {@code s}, or {@link #NONE}. */
	public int site(int s) {
		return site[s];
	}

	/** Whether segment {@code s} is the first of its thread. */
	public boolean isFirst(int s) {
		return s == threadFirst[thread[s]];
	}

	/** Total work of thread {@code t}. */
	public long threadWork(int t) {
		long sum = 0;
		for (int s = threadFirst[t]; s < threadFirst[t + 1]; s++) {
			sum += work[s];
		}
		return sum;
	}

	/** Total work of all segments: the one-processor time T(P,1,0) of spec section 7.7. */
	public long totalWork() {
		long sum = 0;
		for (long w : work) {
			sum += w;
		}
		return sum;
	}

	/** The same graph with the work of every segment replaced; {@code newWork} has one entry per segment. */
	public ExecutionGraph withWork(long[] newWork) {
		if (newWork.length != work.length) {
			throw new IllegalArgumentException(newWork.length + " work values for " + work.length + " segments");
		}
		Builder b = toBuilder();
		System.arraycopy(newWork, 0, b.work, 0, newWork.length);
		return new ExecutionGraph(b);
	}

	private Builder toBuilder() {
		Builder b = new Builder();
		b.threads = threadCount();
		b.size = work.length;
		b.thread = thread.clone();
		b.work = work.clone();
		b.delay = delay == null ? null : delay.clone();
		b.release = release.clone();
		b.acquire = acquire.clone();
		b.releaseLock = releaseLock.clone();
		b.site = site.clone();
		b.lockCount = lockCount;
		return b;
	}

	/**
	 * Appends threads and segments. Segments of a thread must be added in program order and, across threads, in
	 * thread order (all of thread 0, then all of thread 1...), so that a thread's segments stay contiguous.
	 */
	public static final class Builder {
		private int threads;
		private int size;
		private int lockCount;
		private int[] thread = new int[16];
		private long[] work = new long[16];
		private long[] delay;
		private int[] release = new int[16];
		private int[] acquire = new int[16];
		private int[] releaseLock = new int[16];
		private int[] site = new int[16];
		private int[] lastOfThread = new int[0];

		private Builder() {
		}

		/** Adds a thread; returns its id. */
		public int addThread() {
			if (threads == lastOfThread.length) {
				// doubling: a trace of 300,000 threads adds as many, and a copy per thread took half a minute
				lastOfThread = Arrays.copyOf(lastOfThread, Math.max(16, 2 * threads));
			}
			lastOfThread[threads] = NONE;
			return threads++;
		}

		/** Index the next segment will get. */
		public int size() {
			return size;
		}

		/** Appends a plain segment of thread {@code t}; returns its index. */
		public int segment(int t, long cpu) {
			return segment(t, cpu, NONE, NONE, NONE, NONE);
		}

		/**
		 * Appends a segment of thread {@code t}; returns its index.
		 *
		 * @param t the thread, which must be the last thread added segments so far or a later one
		 * @param cpu its work, at least 0
		 * @param releasedBy segment whose end it waits for, or {@link #NONE}; may be added later
		 * @param lockBefore lock acquired before it starts, or {@link #NONE}
		 * @param lockAfter lock released after it ends, or {@link #NONE}
		 * @param siteId site of the synchronization that ends it, or {@link #NONE}
		 */
		public int segment(int t, long cpu, int releasedBy, int lockBefore, int lockAfter, int siteId) {
			if (t < 0 || t >= threads) {
				throw new IllegalArgumentException("no thread " + t);
			}
			if (size > 0 && thread[size - 1] > t) {
				throw new IllegalArgumentException("segments of thread " + t + " added after those of thread "
						+ thread[size - 1] + "; add threads in order");
			}
			if (cpu < 0) {
				throw new IllegalArgumentException("negative work " + cpu + " for thread " + t);
			}
			if (size == work.length) {
				grow();
			}
			thread[size] = t;
			work[size] = cpu;
			release[size] = releasedBy;
			acquire[size] = lockBefore;
			releaseLock[size] = lockAfter;
			site[size] = siteId;
			lockCount = Math.max(lockCount, Math.max(lockBefore, lockAfter) + 1);
			lastOfThread[t] = size;
			return size++;
		}

		/** Sets the release of a segment already added (the releaser is often added after the waiter). */
		public void setRelease(int segment, int releasedBy) {
			release[segment] = releasedBy;
		}

		/** Sets the delay before a segment already added ({@link ExecutionGraph#delay}), at least 0. */
		public void setDelay(int segment, long nanos) {
			if (nanos < 0) {
				throw new IllegalArgumentException("negative delay " + nanos + " before segment " + segment);
			}
			if (delay == null) {
				if (nanos == 0) {
					return;
				}
				delay = new long[work.length];
			}
			delay[segment] = nanos;
		}

		/** Sets the lock released after a segment already added. */
		public void setReleaseLock(int segment, int lock) {
			releaseLock[segment] = lock;
			lockCount = Math.max(lockCount, lock + 1);
		}

		private void grow() {
			int n = work.length * 2;
			thread = Arrays.copyOf(thread, n);
			work = Arrays.copyOf(work, n);
			delay = delay == null ? null : Arrays.copyOf(delay, n);
			release = Arrays.copyOf(release, n);
			acquire = Arrays.copyOf(acquire, n);
			releaseLock = Arrays.copyOf(releaseLock, n);
			site = Arrays.copyOf(site, n);
		}

		/** The immutable graph; every thread needs at least one segment and releases must name segments. */
		public ExecutionGraph build() {
			for (int t = 0; t < threads; t++) {
				if (lastOfThread[t] == NONE) {
					throw new IllegalArgumentException("thread " + t + " has no segment");
				}
			}
			for (int s = 0; s < size; s++) {
				if (release[s] < NONE || release[s] >= size) {
					throw new IllegalArgumentException("segment " + s + " is released by unknown segment "
							+ release[s]);
				}
			}
			return new ExecutionGraph(this);
		}
	}
}
