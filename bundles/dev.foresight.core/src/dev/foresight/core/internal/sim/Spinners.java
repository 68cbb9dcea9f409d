/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * Threads that spin for a lock before they park. The JVM's monitors and {@code java.util.concurrent}'s locks do not
 * park a thread that finds its lock held by a running thread: it spins a while, and takes the lock the moment it is
 * released, still on its processor. With short critical sections that is how a contended lock changes hands
 * (between processors, with the lock's cache line), and parking is rare; a park and the wake-up that ends it cost
 * far more than the critical section. A spinning thread keeps its processor busy; when its spin runs out it parks
 * as before.
 */
final class Spinners {

	private final Engine e;
	private final double limit;
	/** Per thread, the lock it spins for (-1: none), and whether for reading. */
	private final int[] spinningOn;
	private final boolean[] shared;
	/** Per object, its first spinner, and per thread the next spinner of the same object (-1: none). */
	private final int[] first;
	private final int[] next;

	private Spinners(Engine e, double limit) {
		this.e = e;
		this.limit = limit;
		this.spinningOn = IntArrays.none(e.threads);
		this.shared = new boolean[e.threads];
		this.next = IntArrays.none(e.threads);
		this.first = IntArrays.none(e.pt.objectCount());
	}

	/** The spinners of a run, or {@code null} when threads park at once (one processor, or no spin in the machine). */
	static Spinners of(Engine e, double limit) {
		return limit > 0 && e.cpus > 1 ? new Spinners(e, limit) : null;
	}

	/**
	 * Thread {@code t} (running) found lock {@code o} held, for reading when {@code forReading}. Returns true when it
	 * spins: it stays on its processor for the spin limit and then tries again. False when it should park: the
	 * holder is not running ({@code holderRunning} false: spinning would not see a release soon), or its spin for
	 * this acquisition has run out.
	 */
	boolean spin(int t, int o, boolean holderRunning, boolean forReading) {
		if (spinningOn[t] == o) {
			remove(t, o);
			return false;
		}
		if (!holderRunning) {
			return false;
		}
		spinningOn[t] = o;
		shared[t] = forReading;
		next[t] = first[o];
		first[o] = t;
		e.remaining[t] = limit;
		return true;
	}

	/** Thread {@code t} got lock {@code o} on its own (a retry found it free): it no longer spins. */
	void acquired(int t, int o) {
		if (spinningOn[t] == o) {
			remove(t, o);
		}
	}

	/** Whether a writer spins for lock {@code o}: a reader that comes now waits behind it. */
	boolean writerSpins(int o) {
		for (int s = first[o]; s >= 0; s = next[s]) {
			if (!shared[s]) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Lock {@code o} was released: a spinner that is on its processor now (with {@code readersOnly}, one that spins
	 * to read), or -1. It is taken off the list; the caller hands it the lock.
	 */
	int take(int o, boolean readersOnly) {
		for (int s = first[o]; s >= 0; s = next[s]) {
			if (e.state[s] == Engine.RUNNING && s != e.sched.executing && (shared[s] || !readersOnly)) {
				remove(s, o);
				return s;
			}
		}
		return -1;
	}

	/** Whether spinner {@code t} (or the one just taken) spins to read. */
	boolean forReading(int t) {
		return shared[t];
	}

	private void remove(int t, int o) {
		spinningOn[t] = -1;
		if (first[o] == t) {
			first[o] = next[t];
		} else {
			for (int s = first[o]; s >= 0; s = next[s]) {
				if (next[s] == t) {
					next[s] = next[t];
					break;
				}
			}
		}
		next[t] = -1;
	}
}
