/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import java.util.Arrays;

/**
 * Builds an {@link ExecutionGraph} ({@link ExecutionGraph#builder()}): appends threads and segments. Segments of a
 * thread must be added in program order and, across threads, in thread order (all of thread 0, then all of thread
 * 1...), so that a thread's segments stay contiguous.
 */
public final class GraphBuilder {

	/** What the graph takes over at {@link #build()}. */
	int threads;
	int size;
	int lockCount;
	int[] thread;
	long[] work;
	long[] delay;
	int[] release;
	int[] acquire;
	int[] releaseLock;
	int[] site;
	/** Per thread, a daemon; {@code null} while none is. */
	boolean[] daemon;
	private int[] lastOfThread = new int[0];

	GraphBuilder(int capacity) {
		thread = new int[capacity];
		work = new long[capacity];
		release = new int[capacity];
		acquire = new int[capacity];
		releaseLock = new int[capacity];
		site = new int[capacity];
	}

	/** Adds a thread; returns its id. */
	public int addThread() {
		if (threads == lastOfThread.length) {
			// doubling: a trace of 300,000 threads adds as many, and a copy per thread took half a minute
			lastOfThread = Arrays.copyOf(lastOfThread, Math.max(16, 2 * threads));
		}
		lastOfThread[threads] = ExecutionGraph.NONE;
		return threads++;
	}

	/** Marks thread {@code t} a daemon, whose end a run's completion does not wait for (the JVM's exit does not). */
	public void setDaemon(int t) {
		if (t < 0 || t >= threads) {
			throw new IllegalArgumentException("no thread " + t);
		}
		if (daemon == null || daemon.length < threads) {
			daemon = daemon == null ? new boolean[lastOfThread.length] : Arrays.copyOf(daemon, lastOfThread.length);
		}
		daemon[t] = true;
	}

	/** Index the next segment will get. */
	public int size() {
		return size;
	}

	/** Appends a plain segment of thread {@code t}; returns its index. */
	public int segment(int t, long cpu) {
		return segment(t, cpu, ExecutionGraph.NONE, ExecutionGraph.NONE, ExecutionGraph.NONE, ExecutionGraph.NONE);
	}

	/**
	 * Appends a segment of thread {@code t}; returns its index.
	 *
	 * @param t the thread, which must be the last thread added segments so far or a later one
	 * @param cpu its work, at least 0
	 * @param releasedBy segment whose end it waits for, or {@link #ExecutionGraph.NONE}; may be added later
	 * @param lockBefore lock acquired before it starts, or {@link #ExecutionGraph.NONE}
	 * @param lockAfter lock released after it ends, or {@link #ExecutionGraph.NONE}
	 * @param siteId site of the synchronization that ends it, or {@link #ExecutionGraph.NONE}
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
			if (lastOfThread[t] == ExecutionGraph.NONE) {
				throw new IllegalArgumentException("thread " + t + " has no segment");
			}
		}
		for (int s = 0; s < size; s++) {
			if (release[s] < ExecutionGraph.NONE || release[s] >= size) {
				throw new IllegalArgumentException("segment " + s + " is released by unknown segment "
						+ release[s]);
			}
		}
		return new ExecutionGraph(this);
	}
}
