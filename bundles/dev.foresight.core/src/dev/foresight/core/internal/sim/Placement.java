/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;
import java.util.BitSet;

/**
 * Where a ready thread runs: the idle processor it ran on last, else the lowest idle one its binding allows; and
 * whether a release crosses processors (which costs the machine's wake-up latency and CPU).
 */
final class Placement {

	private final RunConfig cfg;
	private final int cpus;
	private final BitSet idle;
	/** Per thread, the processor it ran on last, or -1. */
	private final int[] lastCpu;

	Placement(RunConfig cfg, int cpus, int threads) {
		this.cfg = cfg;
		this.cpus = cpus;
		this.idle = new BitSet(cpus);
		idle.set(0, cpus);
		this.lastCpu = new int[threads];
		Arrays.fill(lastCpu, -1);
	}

	/** An idle processor thread {@code t} may run on, or -1. */
	int idleFor(int t) {
		int last = lastCpu[t];
		if (last >= 0 && last < cpus && idle.get(last) && cfg.allowedOn(t, last)) {
			return last;
		}
		for (int p = idle.nextSetBit(0); p >= 0; p = idle.nextSetBit(p + 1)) {
			if (cfg.allowedOn(t, p)) {
				return p;
			}
		}
		return -1;
	}

	/** Thread {@code t} starts on processor {@code p}. */
	void taken(int p, int t) {
		idle.clear(p);
		lastCpu[t] = p;
	}

	/** Processor {@code p} has no thread now. */
	void freed(int p) {
		idle.set(p);
	}

	/**
	 * Whether the release of thread {@code t} by {@code from} (-1: a timer), which runs on {@code fromCpu} (-1: it is
	 * off its processor), crosses processors: {@code t} was last on another processor, or it was last on the one
	 * {@code from} runs on and another processor is idle, where it will run (Linux wakes a thread on an idle
	 * processor rather than queue it behind its waker, and that processor must be woken). Not the second case where
	 * {@code idleDecides} is false: virtual threads' carriers decide where they run.
	 */
	boolean crosses(int t, int from, int fromCpu, boolean idleDecides) {
		if (from < 0) {
			return false;
		}
		int source = fromCpu >= 0 ? fromCpu : lastCpu[from];
		int target = lastCpu[t] >= 0 ? lastCpu[t] : cfg.firstAllowed(t);
		return source != target || fromCpu >= 0 && idleDecides && idleFor(t) >= 0;
	}
}
