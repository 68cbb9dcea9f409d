/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.sim.SimulationModel;

/**
 * Loops paced by time that another thread stops: a heartbeat that sleeps until it is interrupted, or until a flag
 * that the thread joining it set, a thread that waits on a monitor with a timeout until it is notified, a
 * {@code java.util.Timer}'s thread until the timer is cancelled.
 * A one-processor recording holds as many rounds as its length allowed; on more processors the stop comes sooner and
 * the rounds after it do not happen. So in the Direct model a time-paced wait ({@link LoopTargets}) whose loop's stop
 * has come (the event that ended the loop's last wait has run) goes straight to that last wait, and one under way is
 * cut short when the stop comes; a flag's loop goes on after its last wait once a thread waits to join it, and a wait
 * under way then runs out first, as the flag is read after it.
 */
final class StoppedLoops {

	private final Engine e;
	private final LoopTargets targets;
	private final boolean direct;

	StoppedLoops(Engine e) {
		this.e = e;
		this.targets = e.pt.loops;
		this.direct = e.cfg.model == SimulationModel.DIRECT;
	}

	/** The last wait of the loop of time-paced wait {@code i} of thread {@code t} once its stop has come, else -1. */
	int stopped(int t, int i) {
		if (!direct) {
			return -1;
		}
		int j = targets.of(t, i);
		if (j < 0) {
			return -1;
		}
		if (LoopTargets.joined(j)) {
			// a flag's loop stops once a thread waits in its join
			int u = targets.joins.joiner(t);
			return e.state[u] == Engine.BLOCKED && e.pos[u] == targets.joins.joinIndex(t) ? j : -1;
		}
		int g = e.pt.wakes.gateOf(t, j);
		return g >= 0 && e.wakeups.isFired(g) ? j : -1;
	}

	/** Thread {@code t} at time-paced wait {@code i} goes to its loop's last wait when the stop has come. */
	boolean jump(int t, int i) {
		int j = stopped(t, i);
		if (j < 0) {
			return false;
		}
		if (LoopTargets.joined(j)) {
			// the wait under way (or none, the flag seen first) was the last: the thread goes on after the loop's
			e.pos[t] = LoopTargets.index(j);
			e.advance(t);
			return true;
		}
		e.pos[t] = j;
		e.remaining[t] = 0;
		return true;
	}

	/** Waker {@code id} fired, which {@code waiter} waits for: cuts short its time-paced wait if that loop stops. */
	void fired(int waiter, int id) {
		if (!direct || e.state[waiter] != Engine.DELAYED) {
			return;
		}
		int i = e.pos[waiter];
		int j = targets.of(waiter, i);
		if (j >= 0 && !LoopTargets.joined(j) && e.pt.wakes.gateOf(waiter, j) == id) {
			e.sched.timers.set(waiter, e.now);
		}
	}
}
