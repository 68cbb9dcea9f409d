/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Executes an {@link ExecutionGraph} on simulated processors with ideal processor sharing (spec section 6.3: threads
 * sharing processors run at the processors' combined speed divided among them, with no switching cost). Threads are
 * either bound statically to processors ({@link #bound}, the allocation problem of spec section 5, with the
 * synchronization latency t of section 7.1 between processors) or share a pool ({@link #shared}). Locks are granted
 * in FIFO order. This is the analyses' own evaluator, small enough to check against the spec's worked examples; the
 * trace simulator replaces it for recorded programs through the same {@link GraphRun}.
 */
public final class FluidSimulator {

	private static final int ARRIVE = 0;
	private static final int LOCK = 1;
	private static final int RUN = 2;
	private static final int WAIT_RELEASE = 3;
	private static final int WAIT_LOCK = 4;
	private static final int RUNNING = 5;
	private static final int DONE = 6;

	private final ExecutionGraph g;
	private final int[] processorOf;
	private final double latency;
	private final SharingGroup[] groups;
	private final EventHeap events = new EventHeap();
	private final int[] pos;
	private final int[] phase;
	private final double[] start;
	private final double[] end;
	private final int[] cause;
	private final double[] causeTime;
	private final boolean[] done;
	private final Dependents dependents;
	private final int[] lockOwner;
	private final double[] lockFreeAt;
	private final int[] lockLastProcessor;
	private final int[] lockLastSegment;
	private final ArrayDeque<Integer>[] lockQueue;
	private int signals;

	@SuppressWarnings("unchecked")
	private FluidSimulator(ExecutionGraph g, int[] processorOf, SharingGroup[] groups, double latency) {
		this.g = g;
		this.processorOf = processorOf;
		this.groups = groups;
		this.latency = latency;
		int n = g.size();
		int threads = g.threadCount();
		pos = new int[threads];
		phase = new int[threads];
		start = new double[n];
		end = new double[n];
		cause = new int[n];
		causeTime = new double[n];
		done = new boolean[n];
		Arrays.fill(cause, ExecutionGraph.NONE);
		dependents = new Dependents(g);
		int locks = g.lockCount();
		lockOwner = new int[locks];
		Arrays.fill(lockOwner, -1);
		lockFreeAt = new double[locks];
		lockLastProcessor = new int[locks];
		Arrays.fill(lockLastProcessor, -1);
		lockLastSegment = new int[locks];
		Arrays.fill(lockLastSegment, ExecutionGraph.NONE);
		lockQueue = new ArrayDeque[locks];
		for (int l = 0; l < locks; l++) {
			lockQueue[l] = new ArrayDeque<>();
		}
	}

	/**
	 * Runs with every thread bound to a processor.
	 *
	 * @param graph the program
	 * @param threadToProcessor processor of each thread, numbered from 0 (numbers above the target's count are the
	 *            shadow processors of spec section 5.3)
	 * @param latency synchronization latency between different processors, in the graph's time unit
	 */
	public static GraphRun bound(ExecutionGraph graph, int[] threadToProcessor, double latency) {
		if (threadToProcessor.length != graph.threadCount()) {
			throw new IllegalArgumentException(
					threadToProcessor.length + " processors given for " + graph.threadCount() + " threads");
		}
		int max = -1;
		for (int p : threadToProcessor) {
			if (p < 0) {
				throw new IllegalArgumentException("negative processor " + p);
			}
			max = Math.max(max, p);
		}
		SharingGroup[] groups = new SharingGroup[max + 1];
		for (int p = 0; p <= max; p++) {
			groups[p] = new SharingGroup(1);
		}
		return new FluidSimulator(graph, threadToProcessor.clone(), groups, latency).run();
	}

	/** Runs with one processor per thread and no latency: the "optimal" execution of spec sections 6.1 and 7.1. */
	public static GraphRun oneProcessorPerThread(ExecutionGraph graph) {
		if (graph.lockCount() == 0) {
			// no lock to arbitrate: a longest-path pass gives the same run in linear time
			return UnlimitedSchedule.of(graph);
		}
		int[] own = new int[graph.threadCount()];
		Arrays.setAll(own, t -> t);
		return bound(graph, own, 0);
	}

	/** Runs with all threads sharing {@code cpus} processors (no binding, no latency). */
	public static GraphRun shared(ExecutionGraph graph, int cpus) {
		if (cpus <= 0) {
			throw new IllegalArgumentException("processor count must be positive, was " + cpus);
		}
		SharingGroup[] pool = { new SharingGroup(cpus) };
		return new FluidSimulator(graph, new int[graph.threadCount()], pool, 0).run();
	}

	private GraphRun run() {
		for (int t = 0; t < g.threadCount(); t++) {
			pos[t] = g.first(t);
			phase[t] = ARRIVE;
			arrive(t, 0);
		}
		int threads = g.threadCount();
		while (!events.isEmpty()) {
			double now = events.minKey();
			long value = events.minValue();
			events.pop();
			int code = (int) value;
			if (code < threads) {
				advance(code, now);
			} else {
				SharingGroup group = groups[code - threads];
				if ((int) (value >>> 32) == group.version) {
					finishIn(group, code - threads, now);
				}
			}
		}
		for (int t = 0; t < threads; t++) {
			if (phase[t] != DONE) {
				throw new IllegalStateException("deadlock: thread " + t + " never finishes segment " + pos[t]);
			}
		}
		return new GraphRun(g, start, end, cause, signals);
	}

	private double lat(int p, int q) {
		return p == q || p < 0 ? 0 : latency;
	}

	private void advance(int t, double now) {
		int s = pos[t];
		if (phase[t] == ARRIVE) {
			int r = g.release(s);
			if (r != ExecutionGraph.NONE) {
				if (!done[r]) {
					phase[t] = WAIT_RELEASE;
					return;
				}
				if (g.thread(r) != t) {
					signals++;
				}
				double at = end[r] + lat(processorOf[g.thread(r)], processorOf[t]);
				constrain(s, r, at);
				if (at > now) {
					phase[t] = LOCK;
					events.push(at, t);
					return;
				}
			}
			phase[t] = LOCK;
		}
		if (phase[t] == LOCK) {
			int l = g.acquire(s);
			if (l != ExecutionGraph.NONE) {
				if (lockOwner[l] >= 0 && lockOwner[l] != t) {
					lockQueue[l].add(t);
					phase[t] = WAIT_LOCK;
					return;
				}
				// free, or handed over to this thread in FIFO order by the release
				lockOwner[l] = t;
				int last = lockLastSegment[l];
				if (last != ExecutionGraph.NONE && g.thread(last) != t) {
					signals++;
				}
				double at = lockFreeAt[l] + lat(lockLastProcessor[l], processorOf[t]);
				constrain(s, last, at);
				if (at > now) {
					phase[t] = RUN;
					events.push(at, t);
					return;
				}
			}
			phase[t] = RUN;
		}
		if (phase[t] == RUN) {
			start[s] = now;
			phase[t] = RUNNING;
			join(groups[processorOf[t]], processorOf[t], t, g.work(s), now);
		}
	}

	/**
	 * Thread {@code t} reaches its next segment at {@code now}; after the segment's delay, which takes no processor
	 * and before whose end no other thread's release is what it waited for, it may begin.
	 */
	private void arrive(int t, double now) {
		causeTime[pos[t]] = now + g.delay(pos[t]);
		if (g.delay(pos[t]) > 0) {
			events.push(now + g.delay(pos[t]), t);
		} else {
			advance(t, now);
		}
	}

	private void constrain(int s, int by, double at) {
		if (at > causeTime[s] && by != ExecutionGraph.NONE && g.thread(by) != g.thread(s)) {
			causeTime[s] = at;
			cause[s] = by;
		}
	}

	private void segmentEnded(int t, double now) {
		int s = pos[t];
		end[s] = now;
		done[s] = true;
		int p = processorOf[t];
		int l = g.releaseLock(s);
		if (l != ExecutionGraph.NONE) {
			lockFreeAt[l] = now;
			lockLastProcessor[l] = p;
			lockLastSegment[l] = s;
			Integer next = lockQueue[l].poll();
			lockOwner[l] = next == null ? -1 : next;
			if (next != null) {
				phase[next] = LOCK;
				events.push(now, next);
			}
		}
		for (int i = dependents.first(s); i < dependents.first(s + 1); i++) {
			int d = dependents.at(i);
			int u = g.thread(d);
			if (pos[u] == d && phase[u] == WAIT_RELEASE) {
				phase[u] = ARRIVE;
				events.push(now, u);
			}
		}
		if (s + 1 < g.end(t)) {
			pos[t] = s + 1;
			phase[t] = ARRIVE;
			arrive(t, now);
		} else {
			phase[t] = DONE;
		}
	}

	private void join(SharingGroup group, int index, int t, long work, double now) {
		group.update(now);
		group.members.push(group.virtual + work, t);
		group.count++;
		reschedule(group, index, now);
	}

	private void finishIn(SharingGroup group, int index, double now) {
		group.update(now);
		int t = (int) group.members.minValue();
		group.members.pop();
		group.count--;
		reschedule(group, index, now);
		segmentEnded(t, now);
	}

	private void reschedule(SharingGroup group, int index, double now) {
		group.version++;
		if (group.count > 0) {
			double left = Math.max(0, group.members.minKey() - group.virtual);
			events.push(now + left / group.rate(), ((long) group.version << 32) | (g.threadCount() + index));
		}
	}
}
