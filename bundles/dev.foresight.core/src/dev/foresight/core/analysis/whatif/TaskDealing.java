/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/**
 * Deals a pool's tasks to a number of threads as its queue would hand them out, on as many processors as threads:
 * each task, once submitted, goes to the thread free first (of idle ones, the one idle longest), and takes its
 * recorded CPU time there. A task submitted by another thread of the program is ready at its submit's recorded time;
 * one submitted by a task of the pool (a completed stage starting the next) is ready when that task, started where
 * this dealing started it, reaches the submit. Dealing tasks in that order keeps each thread's tasks in an order they
 * can run in, so that a thread does not wait for a task submitted late while tasks submitted earlier wait for their
 * threads.
 */
final class TaskDealing {

	/** One task of the pool: its thread, its first and last event, its CPU time. */
	record Task(int worker, int begin, int end, long cpu) {
	}

	private TaskDealing() {
	}

	/**
	 * The tasks of {@code workers} dealt to {@code free.length} threads, each thread's in the order it runs them.
	 *
	 * @param free when each thread can take its first task
	 */
	static List<List<Task>> deal(Trace trace, List<Integer> workers, long[] free) {
		List<Task> tasks = new ArrayList<>();
		// per thread of the trace, its tasks (none for a thread not of the pool) and the id of the first
		List<List<int[]>> blocks = new ArrayList<>(Collections.nCopies(trace.threadCount(), List.of()));
		int[] first = new int[trace.threadCount()];
		for (int w : workers) {
			List<int[]> own = new ArrayList<>();
			Pools.blocks(trace, w, own);
			blocks.set(w, own);
			first[w] = tasks.size();
			for (int[] b : own) {
				long cpu = 0;
				for (int k = b[0]; k <= b[1]; k++) {
					cpu += trace.thread(w).cpuNanos(k);
				}
				tasks.add(new Task(w, b[0], b[1], cpu));
			}
		}
		// a task's submit inside another task of the pool: that task's child, at the CPU time into it of the submit
		LongHeap ready = new LongHeap();
		int[] firstChild = new int[tasks.size()];
		int[] nextChild = new int[tasks.size()];
		long[] into = new long[tasks.size()];
		Arrays.fill(firstChild, -1);
		for (int id = 0; id < tasks.size(); id++) {
			Task task = tasks.get(id);
			ThreadEvents s = trace.thread(task.worker());
			int t = s.wakeThread(task.begin());
			int i = s.wakeIndex(task.begin());
			boolean linked = t >= 0 && t < trace.threadCount() && i >= 0 && i < trace.thread(t).size();
			int parent = linked ? parent(blocks.get(t), first[t], i) : -1;
			if (parent >= 0) {
				for (int k = tasks.get(parent).begin(); k <= i; k++) {
					into[id] += trace.thread(t).cpuNanos(k);
				}
				nextChild[id] = firstChild[parent];
				firstChild[parent] = id;
			} else {
				ready.add(linked ? trace.thread(t).wallNanos(i) : s.wallNanos(task.begin()), id);
			}
		}
		// the threads by the time they are free: an idle thread that has waited longest takes the next task
		LongHeap threads = new LongHeap();
		List<List<Task>> dealt = new ArrayList<>();
		for (int j = 0; j < free.length; j++) {
			dealt.add(new ArrayList<>());
			threads.add(free[j], j);
		}
		boolean[] done = new boolean[tasks.size()];
		for (int left = tasks.size(); left > 0;) {
			if (ready.isEmpty()) {
				// a task submitted inside itself (a damaged link) is never reached: it is ready when it began
				for (int id = 0; id < done.length; id++) {
					if (!done[id]) {
						ready.add(trace.thread(tasks.get(id).worker()).wallNanos(tasks.get(id).begin()), id);
						break;
					}
				}
			}
			long at = ready.peekKey();
			int id = ready.peekValue();
			ready.remove();
			if (done[id]) {
				continue;
			}
			done[id] = true;
			left--;
			int j = threads.peekValue();
			long start = Math.max(threads.peekKey(), at);
			threads.remove();
			Task task = tasks.get(id);
			threads.add(start + task.cpu(), j);
			dealt.get(j).add(task);
			for (int c = firstChild[id]; c >= 0; c = nextChild[c]) {
				ready.add(start + into[c], c);
			}
		}
		return dealt;
	}

	/** The task that holds event {@code i} of a thread whose tasks are {@code own}, from id {@code first}, or -1. */
	private static int parent(List<int[]> own, int first, int i) {
		// the blocks ascend: the last that begins at or before i holds it if it ends after it
		int lo = 0;
		int hi = own.size() - 1;
		while (lo <= hi) {
			int mid = (lo + hi) >>> 1;
			if (own.get(mid)[0] <= i) {
				lo = mid + 1;
			} else {
				hi = mid - 1;
			}
		}
		return hi >= 0 && i <= own.get(hi)[1] ? first + hi : -1;
	}
}
