/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import static dev.foresight.core.trace.EventKind.*;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks that a trace is consistent: every acquisition is released by the end of its thread (monitors, locks) and
 * nothing is released that was not acquired, every I/O call that began ended, every wake link points to an existing
 * event of a kind that can release the woken one and that happened no later, every task a thread began ends before the
 * thread does, CPU times are not negative and wall time does not go backwards. Where a virtual thread's mounts are
 * recorded, they alternate with its unmounts, name a platform thread as carrier, and the thread records nothing while
 * unmounted.
 */
public final class TraceChecker {

	/** Problems beyond this number are counted, not listed. */
	public static final int MAX_PROBLEMS = 1000;

	private static final Map<EventKind, Set<EventKind>> RELEASERS = new EnumMap<>(EventKind.class);

	static {
		RELEASERS.put(THREAD_BEGIN, EnumSet.of(THREAD_START));
		RELEASERS.put(JOIN, EnumSet.of(THREAD_END, INTERRUPT));
		RELEASERS.put(MONITOR_ENTER, EnumSet.of(MONITOR_EXIT));
		RELEASERS.put(WAIT, EnumSet.of(NOTIFY, NOTIFY_ALL, INTERRUPT));
		RELEASERS.put(LOCK, EnumSet.of(UNLOCK));
		RELEASERS.put(TRY_LOCK, EnumSet.of(UNLOCK, INTERRUPT));
		RELEASERS.put(CONDITION_AWAIT, EnumSet.of(CONDITION_SIGNAL, INTERRUPT));
		RELEASERS.put(PARK, EnumSet.of(UNPARK, INTERRUPT));
		RELEASERS.put(SEMAPHORE_ACQUIRE, EnumSet.of(SEMAPHORE_RELEASE, INTERRUPT));
		RELEASERS.put(LATCH_AWAIT, EnumSet.of(LATCH_COUNTDOWN, INTERRUPT));
		RELEASERS.put(BARRIER_AWAIT, EnumSet.of(BARRIER_AWAIT, INTERRUPT));
		RELEASERS.put(QUEUE_PUT, EnumSet.of(INTERRUPT));
		RELEASERS.put(QUEUE_TAKE, EnumSet.of(QUEUE_PUT, INTERRUPT));
		RELEASERS.put(FUTURE_GET, EnumSet.of(FUTURE_COMPLETE, TASK_END, INTERRUPT));
		RELEASERS.put(TASK_BEGIN, EnumSet.of(TASK_SUBMIT));
		RELEASERS.put(SLEEP, EnumSet.of(INTERRUPT));
		// an HTTP client's send ends when a worker of the client completes its response's future
		RELEASERS.put(IO_END, EnumSet.of(IO_BEGIN, FUTURE_COMPLETE));
	}

	private final Trace trace;
	private final List<TraceProblem> problems = new ArrayList<>();
	private int count;

	private TraceChecker(Trace trace) {
		this.trace = trace;
	}

	/** The kinds whose wake link may point to an event of {@code released}'s releasing kinds; empty if none. */
	public static Set<EventKind> releasersOf(EventKind released) {
		return RELEASERS.getOrDefault(released, Set.of());
	}

	/** All problems of {@code trace} (at most {@link #MAX_PROBLEMS}). */
	public static List<TraceProblem> check(Trace trace) {
		TraceChecker c = new TraceChecker(trace);
		Map<Long, Long> locks = new HashMap<>();
		for (ThreadEvents e : trace.streams()) {
			c.times(e);
			c.monitors(e);
			c.io(e);
			c.tasks(e);
			c.wakes(e);
			c.lockBalance(e, locks);
			c.mounts(e);
		}
		locks.forEach((obj, n) -> {
			if (n > 0) {
				c.add("unreleased", -1, -1, "lock " + obj + " acquired " + n + " more times than released");
			}
		});
		if (c.count > MAX_PROBLEMS) {
			c.problems.add(new TraceProblem("more", -1, -1, (c.count - MAX_PROBLEMS) + " more problems"));
		}
		return List.copyOf(c.problems);
	}

	private void add(String code, int thread, int index, String message) {
		if (++count <= MAX_PROBLEMS) {
			problems.add(new TraceProblem(code, thread, index, message));
		}
	}

	private void times(ThreadEvents e) {
		long prev = Long.MIN_VALUE;
		for (int i = 0; i < e.size(); i++) {
			if (e.cpuNanos(i) < 0) {
				add("negative-cpu", e.thread(), i, "CPU time " + e.cpuNanos(i) + " ns");
			}
			if (e.wallNanos(i) < prev) {
				add("wall-backwards", e.thread(), i, "wall time " + e.wallNanos(i) + " ns after " + prev + " ns");
			}
			prev = Math.max(prev, e.wallNanos(i));
			if (e.kind(i) == EventKind.JOIN && (e.arg(i) < 0 || e.arg(i) >= trace.threadCount())) {
				add("join-unknown-thread", e.thread(), i, "join of thread " + e.arg(i) + ", which the trace lacks");
			}
		}
	}

	/** Monitors are released by the thread that acquired them, in any nesting. */
	private void monitors(ThreadEvents e) {
		Map<Long, Integer> held = new HashMap<>();
		for (int i = 0; i < e.size(); i++) {
			if (e.kind(i) == MONITOR_ENTER) {
				held.merge(e.object(i), 1, Integer::sum);
			} else if (e.kind(i) == MONITOR_EXIT) {
				int n = held.getOrDefault(e.object(i), 0);
				if (n == 0) {
					add("release-without-acquire", e.thread(), i, "monitor_exit of " + e.object(i) + " not entered");
				} else {
					held.put(e.object(i), n - 1);
				}
			}
		}
		boolean ended = e.size() > 0 && e.kind(e.size() - 1) == THREAD_END;
		if (ended) {
			held.forEach((obj, n) -> {
				if (n > 0) {
					add("unreleased", e.thread(), e.size() - 1, "thread ended holding monitor " + obj);
				}
			});
		}
	}

	/**
	 * I/O calls end on the thread that began them, in any nesting (a stream that reads through another): no io_end
	 * without its io_begin, and none left open when the thread ended, also where the call threw.
	 */
	private void io(ThreadEvents e) {
		int open = 0;
		for (int i = 0; i < e.size(); i++) {
			if (e.kind(i) == IO_BEGIN) {
				open++;
			} else if (e.kind(i) == IO_END) {
				if (open == 0) {
					add("io-end-without-begin", e.thread(), i, "io_end without an io_begin before it");
				} else {
					open--;
				}
			}
		}
		if (open > 0 && e.size() > 0 && e.kind(e.size() - 1) == THREAD_END) {
			add("unfinished-io", e.thread(), e.size() - 1, "thread ended inside " + open + " I/O call(s)");
		}
	}

	/**
	 * A task that a thread began ends on it before the thread does, also where the task threw. (Its end may come on
	 * another thread too: a fork/join task completed by another's call, so only what is left open counts.)
	 */
	private void tasks(ThreadEvents e) {
		if (e.size() == 0 || e.kind(e.size() - 1) != THREAD_END) {
			return;
		}
		Map<Long, Integer> open = new LinkedHashMap<>();
		for (int i = 0; i < e.size(); i++) {
			if (e.kind(i) == TASK_BEGIN) {
				open.merge(e.object(i), 1, Integer::sum);
			} else if (e.kind(i) == TASK_END) {
				open.computeIfPresent(e.object(i), (o, n) -> n > 1 ? n - 1 : null);
			}
		}
		if (!open.isEmpty()) {
			add("unfinished-task", e.thread(), e.size() - 1, "thread ended inside " + open.size()
					+ " task(s) it began, the first " + open.keySet().iterator().next());
		}
	}

	/** Locks may be released by another thread (StampedLock), so they balance per object over the trace. */
	private void lockBalance(ThreadEvents e, Map<Long, Long> locks) {
		for (int i = 0; i < e.size(); i++) {
			EventKind k = e.kind(i);
			if (k == LOCK || k == TRY_LOCK && (e.flags(i) & Event.FAILED) == 0) {
				locks.merge(e.object(i), 1L, Long::sum);
			} else if (k == UNLOCK) {
				locks.merge(e.object(i), -1L, Long::sum);
			}
		}
	}

	/**
	 * Mounts and unmounts alternate; between an unmount and the next mount only thread_begin (recorded as the thread
	 * first mounts) and thread_end may come. A thread whose first placement is an unmount was mounted when the
	 * recording began.
	 */
	private void mounts(ThreadEvents e) {
		int first = 0;
		while (first < e.size() && !e.kind(first).isPlacement()) {
			first++;
		}
		if (first == e.size()) {
			return;
		}
		boolean mounted = e.kind(first) == VTHREAD_UNMOUNT;
		for (int i = 0; i < e.size(); i++) {
			EventKind k = e.kind(i);
			if (k.isPlacement()) {
				if (!trace.header().threads().get(e.thread()).virtual()) {
					add("mount-platform", e.thread(), i, k + " on a platform thread");
				}
				long c = e.arg(i);
				if (c < 0 || c >= trace.threadCount() || trace.header().threads().get((int) c).virtual()) {
					add("bad-carrier", e.thread(), i, k + " names " + c + ", not a platform thread");
				}
				if (mounted == (k == VTHREAD_MOUNT)) {
					add(mounted ? "mount-twice" : "unmount-unmounted", e.thread(), i, k + " while "
							+ (mounted ? "mounted" : "unmounted"));
				}
				mounted = k == VTHREAD_MOUNT;
			} else if (!mounted && k != THREAD_BEGIN && k != THREAD_END) {
				add("unmounted-event", e.thread(), i, k + " while the virtual thread is unmounted");
			}
		}
		if (mounted && e.kind(e.size() - 1) == THREAD_END) {
			add("mounted-at-end", e.thread(), e.size() - 1, "thread_end while mounted");
		}
	}

	private void wakes(ThreadEvents e) {
		for (int i = 0; i < e.size(); i++) {
			int wt = e.wakeThread(i);
			if (wt < 0) {
				continue;
			}
			int wi = e.wakeIndex(i);
			if (wt >= trace.threadCount() || wi < 0 || wi >= trace.thread(wt).size()) {
				add("bad-wake", e.thread(), i, e.kind(i) + " woken by missing event " + wt + ":" + wi);
				continue;
			}
			ThreadEvents r = trace.thread(wt);
			if (!releasersOf(e.kind(i)).contains(r.kind(wi))) {
				add("wake-kind", e.thread(), i, e.kind(i) + " cannot be released by " + r.kind(wi));
			}
			if (r.wallNanos(wi) > e.wallNanos(i)) {
				add("wake-after", e.thread(), i, e.kind(i) + " at " + e.wallNanos(i) + " ns woken by " + r.kind(wi)
						+ " at " + r.wallNanos(wi) + " ns");
			}
		}
	}
}
