/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadInfo;

/**
 * The benchmarks' synthetic program, as a uni-processor recording gives it: a main thread starts the workers and
 * joins them; each worker repeats work (0.2 to 20 us), then a critical section on one of 16 monitors (0.05 to 1 us),
 * and every 16th step hands an item to the next worker through a queue. Events go to a sink in recorded order, so
 * the same program can be built in memory or written to a file event by event.
 */
final class SyntheticProgram {

	/** Receives the events; returns the index of the event in its thread. */
	interface Sink {
		int add(int thread, EventKind kind, long object, long cpu, long wall, long arg, int wakeThread, int wakeIndex);
	}

	private SyntheticProgram() {
	}

	/** The thread table: main and {@code workers} workers. */
	static List<ThreadInfo> threads(int workers) {
		List<ThreadInfo> infos = new ArrayList<>();
		for (int t = 0; t <= workers; t++) {
			infos.add(new ThreadInfo(t, t == 0 ? "main" : "worker-" + t, t == 0 ? -1 : 0, -1, false));
		}
		return infos;
	}

	/** Generates about {@code events} events, deterministic for a seed. */
	static void generate(long events, int workers, long seed, Sink sink) {
		SplittableRandom r = new SplittableRandom(seed);
		int n = workers + 1;
		long clock = 0;
		int[] size = new int[n];
		size[0] = 1 + sink.add(0, EventKind.THREAD_BEGIN, -1, 0, 0, 0, -1, -1);
		for (int w = 1; w < n; w++) {
			int s = sink.add(0, EventKind.THREAD_START, -1, 20_000, clock += 20_000, w, -1, -1);
			size[0] = s + 1;
			size[w] = 1 + sink.add(w, EventKind.THREAD_BEGIN, -1, 0, clock, 0, 0, s);
		}
		long perWorker = Math.max(8, (events - 3L * n) / workers);
		int[] pendingPut = new int[n];
		Arrays.fill(pendingPut, -1);
		long[] steps = new long[n];
		int[] ends = new int[n];
		int alive = workers;
		while (alive > 0) {
			int w = 1 + r.nextInt(workers);
			if (ends[w] != 0) {
				continue;
			}
			if (size[w] >= perWorker) {
				ends[w] = sink.add(w, EventKind.THREAD_END, -1, 1_000, clock += 1_000, 0, -1, -1);
				size[w]++;
				alive--;
				continue;
			}
			long work = 200 + r.nextInt(20_000);
			long lock = 1 + r.nextInt(16);
			sink.add(w, EventKind.MONITOR_ENTER, lock, work, clock += work, 0, -1, -1);
			long inside = 50 + r.nextInt(1_000);
			size[w] = 1 + sink.add(w, EventKind.MONITOR_EXIT, lock, inside, clock += inside, 0, -1, -1);
			if (++steps[w] % 16 == 0) {
				clock = handOff(sink, w, workers, pendingPut, size, clock);
			}
		}
		for (int w = 1; w < n; w++) {
			sink.add(0, EventKind.JOIN, -1, 1_000, clock += 1_000, w, w, ends[w]);
		}
		sink.add(0, EventKind.THREAD_END, -1, 1_000, clock + 1_000, 0, -1, -1);
	}

	/** Worker {@code w} takes what the previous worker put into its queue, if any, and puts into the next one's. */
	private static long handOff(Sink sink, int w, int workers, int[] pendingPut, int[] size, long clock) {
		int prev = w == 1 ? workers : w - 1;
		if (pendingPut[prev] >= 0) {
			size[w] = 1 + sink.add(w, EventKind.QUEUE_TAKE, 1000 + w, 500, clock += 500, 0, prev, pendingPut[prev]);
			pendingPut[prev] = -1;
		}
		int next = w == workers ? 1 : w + 1;
		if (pendingPut[w] < 0) {
			pendingPut[w] = sink.add(w, EventKind.QUEUE_PUT, 1000 + next, 500, clock += 500, 0, -1, -1);
			size[w] = pendingPut[w] + 1;
		}
		return clock;
	}
}
