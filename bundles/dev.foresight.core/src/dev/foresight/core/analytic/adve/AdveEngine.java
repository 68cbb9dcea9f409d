/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.BitSet;

import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.lower.FlatGraph;

/**
 * The deterministic model's prediction algorithm (thesis Figs. 4.1 and 4.2, section 2.7 semantics of the spec):
 * repeatedly complete the executing task that finishes first, release its children to the scheduler, and let every
 * free process (in ascending id) ask the scheduler for a task. With {@link SystemModel#NONE} this is the basic
 * algorithm; otherwise the system model is re-solved at each state and the other tasks progress under the
 * uniform-spread assumption. With processor sharing, N_p processes share P processors and every executing task
 * runs at rate min(1, P / |E_set|) (the corrected section 4.2.3 formula). Ties complete the lowest task id first.
 */
public final class AdveEngine {

	private static final double TIE = 1e-12;

	private final FlatGraph g;
	private final double[] times;
	private final int processors;
	private final int processes;
	private final Scheduler sched;
	private final SystemModel sys;

	private final double[] remain;
	private final double[] pre;
	private final double[] delay;
	private final int[] running;
	private final int[] slot;
	/** Processes without a task: dispatching visits these only, in ascending id, not every process. */
	private final BitSet free;
	private final int[] pending;
	private final int[] process;
	private final double[] start;
	private final double[] end;
	/**
	 * With no system model and every task at the full rate, a task's finish time is fixed when it starts, so the
	 * first to finish comes from a heap instead of a scan of every executing task at every step (a Monte Carlo
	 * sample of a 1,000-task fork on 64 processors: the scan was most of an editor's evaluation).
	 */
	private final boolean fixedFinish;
	private final FinishHeap finishing;
	private int count;
	private double now;
	private double area;
	private double delayTotal;

	/**
	 * Prepares a run.
	 *
	 * @param g the lowered graph; its policy and process count are used
	 * @param times the task times (means for a prediction, samples for Monte Carlo)
	 * @param processors number of processors
	 * @param sys the system model ({@link SystemModel#NONE} for the basic model)
	 */
	public AdveEngine(FlatGraph g, double[] times, int processors, SystemModel sys) {
		if (processors < 1) {
			throw new IllegalArgumentException("processors must be at least 1: " + processors);
		}
		this.g = g;
		this.times = times;
		this.processors = processors;
		this.processes = g.processes() > 0 ? g.processes() : processors;
		this.sched = Schedulers.of(g.policy());
		this.sys = sys;
		int n = g.size();
		remain = new double[n];
		pre = new double[n];
		delay = new double[n];
		pending = g.parentCount().clone();
		process = new int[n];
		start = new double[n];
		end = new double[n];
		running = new int[processes];
		slot = new int[n];
		free = new BitSet(processes);
		free.set(0, processes);
		fixedFinish = sys.isNone() && (g.processes() == 0 || g.processes() <= processors);
		finishing = fixedFinish ? new FinishHeap(processes) : null;
	}

	/** Runs the model on {@code g} with {@code times}, {@code processors} and {@code sys}; see the constructor. */
	public static ExecutionSequence run(FlatGraph g, double[] times, int processors, SystemModel sys) {
		return new AdveEngine(g, times, processors, sys).run();
	}

	/** Runs the algorithm once. */
	public ExecutionSequence run() {
		sched.start(g, times, processes);
		int n = g.size();
		for (int t = 0; t < n; t++) {
			if (pending[t] == 0) {
				sched.ready(t);
			}
		}
		dispatch();
		for (int done = 0; done < n; done++) {
			if (count == 0) {
				throw new ModelException("the schedule deadlocks at time " + now + ": " + (n - done)
						+ " tasks never become runnable under policy " + g.policy().keyword(), null);
			}
			complete(fixedFinish ? nextFixed() : next());
			dispatch();
		}
		double cpu = 0;
		for (int t = 0; t < n; t++) {
			cpu += times[t];
		}
		return new ExecutionSequence(processors, now, process, start, end, cpu, delayTotal);
	}

	/** Picks the task that finishes first and advances time to its end. */
	private int next() {
		double rate = rate();
		sys.delays(running, count, remain, delay);
		int best = -1;
		double bestTime = Double.POSITIVE_INFINITY;
		for (int k = 0; k < count; k++) {
			int t = running[k];
			double finish = pre[t] + (remain[t] + delay[t]) / rate;
			double tol = TIE * Math.max(1, finish);
			if (best < 0 || finish < bestTime - tol || Math.abs(finish - bestTime) <= tol && t < best) {
				best = t;
				bestTime = finish;
			}
		}
		double elapse = Math.max(0, bestTime);
		area += count * elapse;
		now += elapse;
		for (int k = 0; k < count; k++) {
			advance(running[k], elapse, rate);
		}
		remain[best] = 0;
		pre[best] = 0;
		return best;
	}

	/**
	 * {@link #next()} where finish times are fixed: the earliest, ties (within the same tolerance) to the lowest
	 * task id. Only the finishing task's remaining time is kept up to date, the only one read afterwards.
	 */
	private int nextFixed() {
		int best = finishing.popLowestNear(TIE * Math.max(1, finishing.peekKey() - now));
		double bestTime = finishing.lastKey();
		double elapse = Math.max(0, bestTime - now);
		area += count * elapse;
		now += elapse;
		remain[best] = 0;
		return best;
	}

	private double rate() {
		return g.processes() > 0 ? Math.min(1, (double) processors / Math.min(count, processes)) : 1;
	}

	/** Uniform spread: over {@code elapse}, a task gets CPU and delay in proportion to what it has left of each. */
	private void advance(int t, double elapse, double rate) {
		double e = elapse;
		if (pre[t] > 0) {
			double used = Math.min(pre[t], e);
			pre[t] -= used;
			e -= used;
		}
		double total = remain[t] + delay[t];
		if (e > 0 && total > 0) {
			double fraction = Math.min(1, e * rate / total);
			delayTotal += delay[t] * fraction;
			remain[t] -= remain[t] * fraction;
		}
	}

	private void complete(int t) {
		end[t] = now;
		free.set(process[t]);
		int k = slot[t];
		running[k] = running[--count];
		slot[running[k]] = k;
		for (int e = g.childStart()[t]; e < g.childStart()[t + 1]; e++) {
			int c = g.children()[e];
			if (--pending[c] == 0) {
				sched.ready(c);
			}
		}
	}

	private void dispatch() {
		for (int p = free.nextSetBit(0); p >= 0 && sched.hasReady(); p = free.nextSetBit(p + 1)) {
			int t = sched.take(p);
			if (t >= 0) {
				free.clear(p);
				process[t] = p;
				start[t] = now;
				remain[t] = times[t];
				pre[t] = sys.startDelay(t, now > 0 ? area / now : count + 1);
				delayTotal += pre[t];
				slot[t] = count;
				running[count++] = t;
				if (fixedFinish) {
					finishing.push(t, now + remain[t]);
				}
			}
		}
	}
}
