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
	/** Per thread, whether a run's completion does not wait for it (a daemon); {@code null} when none is. */
	private final boolean[] daemon;

	ExecutionGraph(GraphBuilder b) {
		int n = b.size;
		this.thread = Arrays.copyOf(b.thread, n);
		this.work = Arrays.copyOf(b.work, n);
		this.delay = b.delay == null ? null : Arrays.copyOf(b.delay, n);
		this.release = Arrays.copyOf(b.release, n);
		this.acquire = Arrays.copyOf(b.acquire, n);
		this.releaseLock = Arrays.copyOf(b.releaseLock, n);
		this.site = Arrays.copyOf(b.site, n);
		this.lockCount = b.lockCount;
		this.daemon = b.daemon == null ? null : Arrays.copyOf(b.daemon, b.threads);
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
	public static GraphBuilder builder() {
		return new GraphBuilder(16);
	}

	/**
	 * A new builder with room for {@code segments} segments: a graph of a recorded trace knows its size, and growing
	 * to it by doubling held the old arrays and the new ones, up to 1.9 times the graph more, at the last copy.
	 */
	public static GraphBuilder builder(int segments) {
		return new GraphBuilder(Math.max(16, segments));
	}

	/**
	 * Whether a run's completion waits for the end of thread {@code t}: every thread's but a daemon's, as the JVM's
	 * exit waits for its non-daemon threads only.
	 */
	public boolean awaited(int t) {
		return daemon == null || !daemon[t];
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
		GraphBuilder b = toBuilder();
		System.arraycopy(newWork, 0, b.work, 0, newWork.length);
		return new ExecutionGraph(b);
	}

	private GraphBuilder toBuilder() {
		GraphBuilder b = new GraphBuilder(0);
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
		b.daemon = daemon == null ? null : daemon.clone();
		return b;
	}
}
