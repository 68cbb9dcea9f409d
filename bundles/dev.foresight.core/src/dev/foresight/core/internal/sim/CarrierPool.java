/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.trace.ThreadInfo;

/**
 * The JDK's virtual thread scheduler: virtual threads run mounted on carrier threads, as many carriers as the
 * processors the program sees (its default parallelism), and a ready virtual thread waits, first come first served,
 * until a carrier is free. The operating system schedules the carriers with the program's platform threads, so that
 * thousands of ready virtual threads compete for processors as a few carriers do, not as thousands of threads: a
 * platform thread that starts them (a main loop) keeps its fair share.
 */
final class CarrierPool {

	private final boolean[] virtual;
	private final int parallelism;
	private final boolean[] mounted;
	private int busy;
	/** Ready virtual threads waiting for a carrier: a ring of thread numbers. */
	private final int[] ready;
	private int head;
	private int size;

	private CarrierPool(boolean[] virtual, int parallelism) {
		this.virtual = virtual;
		this.parallelism = parallelism;
		this.mounted = new boolean[virtual.length];
		this.ready = new int[virtual.length];
	}

	/** The pool of a run on {@code cpus} processors, or {@code null} when the trace has no virtual thread. */
	static CarrierPool of(PreparedTrace pt, int cpus) {
		boolean[] virtual = new boolean[pt.threads];
		boolean any = false;
		for (ThreadInfo info : pt.header().threads()) {
			if (info.id() < virtual.length && info.virtual()) {
				virtual[info.id()] = true;
				any = true;
			}
		}
		return any ? new CarrierPool(virtual, cpus) : null;
	}

	/**
	 * Whether threads {@code a} and {@code b} are both virtual: one follows the other on a carrier, which is a
	 * continuation switch inside the JVM (its cost is in the recorded times of the threads), not one of the
	 * operating system.
	 */
	boolean bothVirtual(int a, int b) {
		return virtual[a] && virtual[b];
	}

	/**
	 * Ready thread {@code t} asks to run: true when it may go to the processors (a platform thread, or a virtual
	 * thread that is mounted or gets a free carrier), false when it waits for a carrier.
	 */
	boolean admit(int t) {
		if (!virtual[t] || mounted[t]) {
			return true;
		}
		if (busy < parallelism) {
			busy++;
			mounted[t] = true;
			return true;
		}
		ready[(head + size++) % ready.length] = t;
		return false;
	}

	/**
	 * Thread {@code t} left its processor and does not wait for one (it blocked, sleeps or ended): a virtual thread
	 * gives its carrier up. Returns the ready virtual thread that mounts on it, or -1.
	 */
	int unmount(int t) {
		if (!mounted[t]) {
			return -1;
		}
		mounted[t] = false;
		busy--;
		if (size == 0) {
			return -1;
		}
		int next = ready[head];
		head = (head + 1) % ready.length;
		size--;
		busy++;
		mounted[next] = true;
		return next;
	}
}
