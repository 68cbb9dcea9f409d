/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * What if a pool had another number of threads: the recording rewritten so that the pool's tasks run on that many
 * threads, for the simulator to replay. The tasks are dealt to the threads as the pool's queue would hand them out
 * ({@link TaskDealing}); the simulator then replays each thread's tasks in that order, each after its submit, on the
 * machine's processors; the wall times are made to agree with the wake links again ({@link Retiming}). Threads the
 * pool gains are started right after its last recorded start, by the same thread (in a task of the pool, by the
 * thread that runs that task now) and site, and begin and end as its first thread did; threads it loses are left
 * without events, and their starts go (their CPU time to the creator's next event).
 */
public final class PoolResize {

	/** The most threads a pool may be given. */
	public static final int MAX_SIZE = 4096;

	/**
	 * {@code trace} with each named pool given its size ({@code pool-1-thread-*} to 8, say).
	 *
	 * @throws IllegalArgumentException for a name no pool of the trace has (naming those it has), a pool that
	 *             cannot be resized (saying why), or a size outside 1 .. {@link #MAX_SIZE}
	 */
	public static Trace apply(Trace trace, Map<String, Integer> sizes) {
		Trace out = trace;
		for (Map.Entry<String, Integer> e : sizes.entrySet()) {
			Pool pool = Pools.of(out).stream().filter(p -> p.name().equals(e.getKey())).findFirst()
					.orElseThrow(() -> new IllegalArgumentException(unknown(trace, e.getKey())));
			out = resize(out, pool, e.getValue());
		}
		return out;
	}

	/** Says that {@code trace} has no pool named {@code name}, naming those it has. */
	public static String unknown(Trace trace, String name) {
		List<Pool> pools = Pools.of(trace);
		return "no pool named " + name + (pools.isEmpty() ? "; the trace has no thread pool (threads named alike "
				+ "that ran tasks)" : "; the trace's pools: " + pools.stream().map(Pool::name)
						.collect(Collectors.joining(", ")));
	}

	private final Trace trace;
	private final List<Integer> workers;
	private final int threads;
	private final int added;
	/** The threads the pool loses. */
	private final BitSet dropped = new BitSet();
	/** Per recorded thread of the pool, the new thread of each event (-1: none); {@code null} for other threads. */
	private final int[][] toThread;
	/** Per recorded thread, the new index of each event in its new thread (-1: none). */
	private final int[][] toIndex;
	/** The latest recorded start of the pool's threads, after which the threads it gains are started. */
	private int creator = -1;
	private int startAt = -1;
	/** The first object id no event uses: the threads' objects of the threads the pool gains. */
	private final long fresh;
	/** Where the starts of the threads the pool gains went. */
	private int startThread = -1;
	private final int[] starts;

	private PoolResize(Trace trace, Pool pool, int size) {
		this.trace = trace;
		this.workers = pool.workers();
		this.threads = trace.threadCount();
		this.added = Math.max(0, size - workers.size());
		for (int j = size; j < workers.size(); j++) {
			dropped.set(workers.get(j));
		}
		for (int w : workers) {
			int t = trace.thread(w).wakeThread(0);
			int i = trace.thread(w).wakeIndex(0);
			if (t >= 0 && t < threads && i >= 0 && i < trace.thread(t).size()
					&& (creator < 0 || trace.thread(t).wallNanos(i) > trace.thread(creator).wallNanos(startAt))) {
				creator = t;
				startAt = i;
			}
		}
		if (added > 0 && creator < 0) {
			throw new IllegalArgumentException("pool " + pool.name() + " cannot be given more threads: the starts of "
					+ "its threads are not in the trace");
		}
		toThread = new int[threads][];
		toIndex = new int[threads][];
		fresh = maxObject(trace) + 1;
		starts = new int[added];
	}

	/** {@code trace} with {@code pool} given {@code size} threads (see the class comment). */
	public static Trace resize(Trace trace, Pool pool, int size) {
		if (!pool.resizable()) {
			throw new IllegalArgumentException("pool " + pool.name() + " cannot be given another size: "
					+ pool.problem());
		}
		if (size < 1 || size > MAX_SIZE) {
			throw new IllegalArgumentException("a pool's size must be within 1.." + MAX_SIZE + ", was " + size);
		}
		return new PoolResize(trace, pool, size).build(pool, size);
	}

	private Trace build(Pool pool, int size) {
		int m = workers.size();
		long startWall = creator < 0 ? 0 : trace.thread(creator).wallNanos(startAt);
		long[] free = new long[size];
		for (int j = 0; j < size; j++) {
			free[j] = j < m ? trace.thread(workers.get(j)).wallNanos(0) : startWall;
		}
		List<List<TaskDealing.Task>> dealt = TaskDealing.deal(trace, workers, free);
		ThreadEvents.Builder[] out = new ThreadEvents.Builder[threads + added];
		BitSet inPool = new BitSet();
		workers.forEach(inPool::set);
		for (int t = 0; t < threads; t++) {
			ThreadEvents s = trace.thread(t);
			toIndex[t] = new int[s.size()];
			Arrays.fill(toIndex[t], -1);
			if (inPool.get(t)) {
				toThread[t] = new int[s.size()];
				Arrays.fill(toThread[t], -1);
				continue;
			}
			out[t] = ThreadEvents.builder(t, s.size() + (t == creator ? added : 0));
			long carried = 0;
			for (int i = 0; i < s.size(); i++) {
				carried = copy(s, i, out[t], carried);
			}
		}
		for (int j = 0; j < Math.max(size, m); j++) {
			int id = j < m ? workers.get(j) : threads + j - m;
			out[id] = ThreadEvents.builder(id);
			if (j < size) {
				thread(j < m ? id : workers.get(0), dealt.get(j), out[id], j < m ? -1 : fresh + j - m,
						j < m ? -1 : startWall);
			}
		}
		relink(out);
		for (int a = 0; a < added; a++) {
			out[threads + a].setWake(0, startThread, starts[a]);
		}
		Retiming.retime(out);
		List<ThreadInfo> infos = new ArrayList<>(trace.header().threads());
		int number = 1 + workers.stream().mapToInt(w -> number(infos.get(w).name())).max().orElse(0);
		String prefix = pool.name().substring(0, pool.name().length() - 1);
		ThreadInfo model = infos.get(workers.get(0));
		for (int a = 0; a < added; a++) {
			// a daemon pool's added threads are daemons too, which the run does not wait for
			infos.add(new ThreadInfo(threads + a, prefix + (number + a), startThread, model.creationSite(), false,
					model.daemon()));
		}
		TraceHeader h = trace.header();
		return new Trace(new TraceHeader(h.formatVersion(), h.jvm(), h.os(), h.cpuCount(), h.startEpochMillis(), infos,
				h.sites(), h.properties()), Arrays.stream(out).map(ThreadEvents.Builder::build).toList());
	}

	/**
	 * Writes one thread of the resized pool: the begin and end of thread {@code model} (under the new object
	 * {@code object} and at wall time {@code wall} for a thread the pool gains, else -1) around its dealt tasks, each
	 * right after the one before it (for {@link Retiming} to move after its submit).
	 */
	private void thread(int model, List<TaskDealing.Task> tasks, ThreadEvents.Builder b, long object, long wall) {
		ThreadEvents m = trace.thread(model);
		boolean own = object < 0;
		int at = b.add(EventKind.THREAD_BEGIN, own ? m.object(0) : object, m.site(0), m.cpuNanos(0),
				own ? m.wallNanos(0) : wall, m.arg(0), m.flags(0), own ? m.wakeThread(0) : -1,
				own ? m.wakeIndex(0) : -1);
		moved(own ? model : -1, 0, b.thread(), at);
		long last = b.wall(at);
		long carried = 0;
		for (TaskDealing.Task task : tasks) {
			ThreadEvents s = trace.thread(task.worker());
			// right after the task before; Retiming then moves it after its submit
			long shift = last + s.cpuNanos(task.begin()) - s.wallNanos(task.begin());
			for (int i = task.begin(); i <= task.end(); i++) {
				int before = b.size();
				carried = copy(s, i, b, carried);
				for (int k = before; k < b.size(); k++) {
					b.setWall(k, b.wall(k) + shift);
				}
				if (b.size() > before) {
					toThread[task.worker()][i] = b.thread();
				}
			}
			last = s.wallNanos(task.end()) + shift;
		}
		int end = m.size() - 1;
		if (end > 0 && m.kind(end) == EventKind.THREAD_END) {
			at = b.add(EventKind.THREAD_END, own ? m.object(end) : object, m.site(end), m.cpuNanos(end) + carried,
					Math.max(last, m.wallNanos(end)), m.arg(end), m.flags(end), m.wakeThread(end), m.wakeIndex(end));
			moved(own ? model : -1, end, b.thread(), at);
		}
	}

	private void moved(int t, int i, int thread, int index) {
		if (t >= 0) {
			toThread[t][i] = thread;
			toIndex[t][i] = index;
		}
	}

	/**
	 * Copies event {@code i} of {@code s} to {@code b} with its wake link as recorded, but for the start of a thread
	 * the pool loses, whose CPU time goes to the next event copied; after the latest start of the pool's threads, the
	 * starts of the threads it gains follow. Returns the CPU time carried.
	 */
	private long copy(ThreadEvents s, int i, ThreadEvents.Builder b, long carried) {
		if (s.kind(i) == EventKind.THREAD_START && s.arg(i) >= 0 && s.arg(i) < Integer.MAX_VALUE
				&& dropped.get((int) s.arg(i))) {
			return carried + s.cpuNanos(i);
		}
		toIndex[s.thread()][i] = b.add(s.kind(i), s.object(i), s.site(i), s.cpuNanos(i) + carried, s.wallNanos(i),
				s.arg(i), s.flags(i), s.wakeThread(i), s.wakeIndex(i));
		if (s.thread() == creator && i == startAt) {
			startThread = b.thread();
			for (int a = 0; a < added; a++) {
				starts[a] = b.add(EventKind.THREAD_START, fresh + a, s.site(i), 0, s.wallNanos(i), threads + a,
						s.flags(i));
			}
		}
		return 0;
	}

	/**
	 * Whether the simulator hands out what an event of kind {@code k} waited for by its own rules (a monitor or lock
	 * goes to the thread its rules choose), so that its recorded releaser is a record, not a dependency.
	 */
	static boolean arbitrated(EventKind k) {
		return k == EventKind.MONITOR_ENTER || k == EventKind.LOCK || k == EventKind.TRY_LOCK;
	}

	/**
	 * Turns the copied wake links from recorded positions into the new ones: none where the releaser went, nor for a
	 * lock a thread of the pool released (the task that released it may now run after the one that waited).
	 */
	private void relink(ThreadEvents.Builder[] out) {
		for (ThreadEvents.Builder b : out) {
			for (int i = 0; i < b.size(); i++) {
				int t = b.wakeThread(i);
				int k = b.wakeIndex(i);
				if (t < 0) {
					continue;
				}
				if (t >= toIndex.length || k < 0 || k >= toIndex[t].length || toIndex[t][k] < 0
						|| toThread[t] != null && arbitrated(b.kind(i))) {
					b.setWake(i, -1, -1);
				} else {
					b.setWake(i, toThread[t] != null ? toThread[t][k] : t, toIndex[t][k]);
				}
			}
		}
	}

	private static long maxObject(Trace trace) {
		long max = 0;
		for (ThreadEvents s : trace.streams()) {
			for (int i = 0; i < s.size(); i++) {
				max = Math.max(max, s.object(i));
			}
		}
		return max;
	}

	/** The number a thread's name ends in, or 0. */
	private static int number(String name) {
		int i = name.length();
		while (i > 0 && Character.isDigit(name.charAt(i - 1))) {
			i--;
		}
		try {
			return i < name.length() ? Integer.parseInt(name.substring(i)) : 0;
		} catch (NumberFormatException e) {
			return 0;
		}
	}
}
