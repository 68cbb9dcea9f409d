/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;

/**
 * Finds a recording's thread pools and whether each can be given another size. A pool can when its threads do nothing
 * but run tasks: between its {@code thread_begin} and {@code thread_end} a thread has only tasks ({@code task_begin}
 * to {@code task_end}, whatever they do inside), and no event names one of its threads (a join, an unpark, an
 * interrupt), so that any of its threads may run any of its tasks, and no task waits for another task of the pool
 * (but for a lock, which the simulator hands out by its own rules).
 * The recorder hides a {@code ThreadPoolExecutor}'s own queue, so its pools are such, unless their tasks wait for
 * each other; a {@code ForkJoinPool}'s workers park, steal and join between and inside tasks, and are not.
 */
public final class Pools {

	private Pools() {
	}

	/** The pools of {@code trace}, by name. */
	public static List<Pool> of(Trace trace) {
		Map<String, List<Integer>> groups = new TreeMap<>();
		for (ThreadEvents s : trace.streams()) {
			if (hasTask(s)) {
				String name = name(trace.header().threads().get(s.thread()).name());
				if (name != null) {
					groups.computeIfAbsent(name, n -> new ArrayList<>()).add(s.thread());
				}
			}
		}
		BitSet named = namedThreads(trace);
		List<Pool> pools = new ArrayList<>();
		groups.forEach((name, workers) -> {
			BitSet inPool = new BitSet();
			workers.forEach(inPool::set);
			int tasks = 0;
			long cpu = 0;
			String problem = null;
			for (int w : workers) {
				List<int[]> blocks = new ArrayList<>();
				String p = blocks(trace, w, blocks);
				problem = problem != null ? problem : p != null ? p : named(trace, w, named);
				tasks += blocks.size();
				for (int[] b : blocks) {
					for (int i = b[0]; i <= b[1]; i++) {
						cpu += trace.thread(w).cpuNanos(i);
						if (problem == null && i > b[0] && !PoolResize.arbitrated(trace.thread(w).kind(i))
								&& trace.thread(w).wakeThread(i) >= 0 && inPool.get(trace.thread(w).wakeThread(i))) {
							problem = waitsForItsOwn(trace, w, i);
						}
					}
				}
			}
			pools.add(new Pool(name, workers, tasks, cpu, problem));
		});
		return pools;
	}

	/**
	 * For each site of {@code sites} (ids), the names of the pools that can be resized whose threads released a wait
	 * recorded there (a future's get that a task completed, a latch a task counted down): the pools whose size the
	 * waits there depend on.
	 */
	public static Map<Integer, List<String>> releasing(Trace trace, List<Pool> pools, Set<Integer> sites) {
		Map<Integer, String> poolOf = new HashMap<>();
		for (Pool p : pools) {
			if (p.resizable()) {
				p.workers().forEach(w -> poolOf.put(w, p.name()));
			}
		}
		Map<Integer, Set<String>> found = new TreeMap<>();
		if (!poolOf.isEmpty() && !sites.isEmpty()) {
			for (ThreadEvents s : trace.streams()) {
				for (int i = 0; i < s.size(); i++) {
					String pool = poolOf.get(s.wakeThread(i));
					if (pool != null && sites.contains(s.site(i))) {
						found.computeIfAbsent(s.site(i), k -> new TreeSet<>()).add(pool);
					}
				}
			}
		}
		Map<Integer, List<String>> out = new TreeMap<>();
		found.forEach((site, names) -> out.put(site, List.copyOf(names)));
		return out;
	}

	/**
	 * The pool's name of a thread named {@code threadName}: the name with its trailing number as {@code *}, or
	 * {@code null} for a name that ends in none.
	 */
	static String name(String threadName) {
		int end = threadName.length();
		int i = end;
		while (i > 0 && Character.isDigit(threadName.charAt(i - 1))) {
			i--;
		}
		return i == end ? null : threadName.substring(0, i) + "*";
	}

	/**
	 * Adds the tasks of thread {@code w} to {@code blocks} (each the indexes of its {@code task_begin} and
	 * {@code task_end}, outermost tasks only); returns why its events are not only tasks, or {@code null}.
	 */
	static String blocks(Trace trace, int w, List<int[]> blocks) {
		ThreadEvents s = trace.thread(w);
		ThreadInfo info = trace.header().threads().get(w);
		if (info.virtual()) {
			return "thread " + info.name() + " is a virtual thread";
		}
		if (s.size() == 0 || s.kind(0) != EventKind.THREAD_BEGIN) {
			return "thread " + info.name() + " has no thread_begin";
		}
		int depth = 0;
		int begin = -1;
		for (int i = 1; i < s.size(); i++) {
			EventKind k = s.kind(i);
			if (k == EventKind.TASK_BEGIN) {
				if (depth++ == 0) {
					begin = i;
				}
			} else if (k == EventKind.TASK_END && depth > 0) {
				if (--depth == 0) {
					blocks.add(new int[] { begin, i });
				}
			} else if (depth == 0 && !(k == EventKind.THREAD_END && i == s.size() - 1)) {
				return "thread " + info.name() + " has a " + k + " event outside its tasks" + at(trace, s.site(i))
						+ ": its threads do more than run tasks";
			}
		}
		return depth == 0 ? null : "a task of thread " + info.name() + " has no task_end";
	}

	/**
	 * Why event {@code i} of thread {@code w}, inside a task and released by a thread of the same pool, keeps the pool
	 * from being resized: a task that waits for another task of its pool (a fork/join task's join) could be dealt
	 * behind it on one thread, where a pool runs it in the wait instead, or waits for a thread of its own.
	 */
	private static String waitsForItsOwn(Trace trace, int w, int i) {
		ThreadEvents s = trace.thread(w);
		return "a task of thread " + trace.header().threads().get(w).name() + " waits for another task of the pool ("
				+ s.kind(i) + at(trace, s.site(i)) + "): dealt to other threads, the tasks could wait for each other";
	}

	/** Why another thread's event names thread {@code w}, or {@code null}. */
	private static String named(Trace trace, int w, BitSet named) {
		return named.get(w) ? "thread " + trace.header().threads().get(w).name()
				+ " is joined, unparked or interrupted by name: the trace ties it to its tasks" : null;
	}

	/** The threads that a join, unpark, interrupt or mount names in its argument. */
	private static BitSet namedThreads(Trace trace) {
		BitSet named = new BitSet();
		for (ThreadEvents s : trace.streams()) {
			for (int i = 0; i < s.size(); i++) {
				switch (s.kind(i)) {
				case JOIN, UNPARK, INTERRUPT, VTHREAD_MOUNT, VTHREAD_UNMOUNT -> {
					long t = s.arg(i);
					if (t >= 0 && t < trace.threadCount()) {
						named.set((int) t);
					}
				}
				default -> {
				}
				}
			}
		}
		return named;
	}

	private static boolean hasTask(ThreadEvents s) {
		for (int i = 0; i < s.size(); i++) {
			if (s.kind(i) == EventKind.TASK_BEGIN) {
				return true;
			}
		}
		return false;
	}

	private static String at(Trace trace, int site) {
		Site s = site >= 0 && site < trace.header().sites().size() ? trace.header().site(site) : null;
		return s == null ? "" : " (" + s.className() + "." + s.method() + ":" + s.line() + ")";
	}
}
