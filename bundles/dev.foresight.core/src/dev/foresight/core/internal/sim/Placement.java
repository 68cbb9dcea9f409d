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

	/** The processor thread {@code t} ran on last, or -1. */
	int last(int t) {
		return lastCpu[t];
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
	 * off its processor), must wake another processor: {@code t} will start on an idle processor other than its
	 * releaser's (Linux interrupts that processor to leave its rest; the hand-off that {@code foresight calibrate}
	 * times is this case). A thread released while every processor it may use is busy waits in the queue and costs no
	 * more than the switch; one that preempts a thread elsewhere is {@link #preempts}. Where {@code idleDecides} is
	 * false (virtual threads' carriers decide where they run), a release crosses when {@code t} last ran on another
	 * processor than its releaser's.
	 */
	boolean crosses(int t, int from, int fromCpu, boolean idleDecides) {
		if (from < 0) {
			return false;
		}
		int source = fromCpu >= 0 ? fromCpu : lastCpu[from];
		if (!idleDecides) {
			return source != (lastCpu[t] >= 0 ? lastCpu[t] : cfg.firstAllowed(t));
		}
		int target = idleFor(t);
		return target >= 0 && target != source;
	}

	/**
	 * Whether a thread that {@code from} (-1: a timer) released, and that preempts the thread on processor {@code p},
	 * interrupts another processor than its releaser's; {@code from} runs on {@code fromCpu} (-1: off its processor).
	 */
	boolean preempts(int p, int from, int fromCpu) {
		return from >= 0 && p != (fromCpu >= 0 ? fromCpu : lastCpu[from]);
	}
}
