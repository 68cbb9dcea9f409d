/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.List;

import dev.foresight.core.machine.BindingRule;
import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.TraceHeader;

/**
 * A machine model resolved for one simulation: the processor speeds for N processors, the binding plan turned into
 * per-thread processor masks and priorities, and the options of the run.
 */
public final class RunConfig {

	final int cpus;
	final double[] speed;
	final SchedulerSettings scheduler;
	final Costs costs;
	final SimulationModel model;
	final boolean timeline;
	/** Per thread, a bit mask of the processors it may run on, or {@code null} for all. */
	final long[][] allowed;
	final int[] priority;
	/** CPU times replacing the recorded ones (a Monte Carlo sample), or {@code null}. */
	final CpuTimes cpuOverride;
	/** Recording cost per event by the event kind's ordinal, taken off the CPU time before the event. */
	long[] recordingCost = new long[EventKind.values().length];
	/** Taken off too before an event flagged {@code TIMED_AFTER}: the recorder's second clock reading. */
	long clockCost;
	/** Stop-the-world time added to the completion. */
	long pauseNanos;
	/** The factor the JIT compilers' replayed CPU times are scaled by on this run's processors. */
	double compilerScale = 1;
	/** What the recorded threads' CPU times are multiplied by, their recorder's cost taken off ({@code WorkScale}). */
	double workScale = 1;
	/** Whether a successful try-lock that finds its lock held goes on without it ({@code Locks}). */
	boolean yieldingTryLocks;

	/**
	 * Resolves {@code machine} for {@code cpus} processors and the threads of {@code header}.
	 *
	 * @param cpuOverride CPU times to use instead of the recorded ones, or {@code null}
	 */
	public RunConfig(TraceHeader header, MachineModel machine, int cpus, SimulationModel model, boolean timeline,
			CpuTimes cpuOverride) {
		if (cpus <= 0) {
			throw new IllegalArgumentException("the number of processors must be positive, not " + cpus);
		}
		this.cpus = cpus;
		this.speed = new double[cpus];
		for (int p = 0; p < cpus; p++) {
			speed[p] = machine.speed(p);
		}
		this.scheduler = machine.scheduler();
		this.costs = machine.costs();
		this.model = model;
		this.timeline = timeline;
		this.cpuOverride = cpuOverride;
		int n = header.threads().size();
		this.allowed = new long[n][];
		this.priority = new int[n];
		bind(header, machine.bindings());
	}

	private void bind(TraceHeader header, List<BindingRule> plan) {
		for (ThreadInfo info : header.threads()) {
			Site site = info.creationSite() >= 0 && info.creationSite() < header.sites().size()
					? header.site(info.creationSite())
					: null;
			for (BindingRule rule : plan) {
				if (rule.matches(info.name(), site)) {
					long[] mask = new long[(cpus + 63) >>> 6];
					for (int cpu : rule.cpus()) {
						int p = cpu % cpus;
						mask[p >>> 6] |= 1L << p;
					}
					allowed[info.id()] = mask;
					// priorities matter only under the priority policy; fair sharing ignores them
					priority[info.id()] = scheduler.policy() == SchedulerSettings.Policy.PRIORITY ? rule.priority() : 0;
					break;
				}
			}
		}
	}

	/**
	 * Takes {@code nanos} off the CPU time before every event (a thread's times never below zero, see
	 * {@code Engine.cpu}): what the recorder's own instrumentation added to the recorded CPU times. Mounts of virtual
	 * threads are not events of their own to the simulator (their time goes to the next event) and cost nothing.
	 */
	public RunConfig withRecordingCost(long nanos) {
		if (nanos < 0) {
			throw new IllegalArgumentException("the recording cost must not be negative: " + nanos);
		}
		java.util.Arrays.fill(recordingCost, nanos);
		freePlacements();
		return this;
	}

	private void freePlacements() {
		for (EventKind k : EventKind.values()) {
			if (k.isPlacement()) {
				recordingCost[k.ordinal()] = 0;
			}
		}
	}

	/** As {@link #withRecordingCost(long)} with a cost per event kind, indexed by {@link EventKind#ordinal()}. */
	public RunConfig withRecordingCost(long[] nanosByKind) {
		if (nanosByKind.length != recordingCost.length) {
			throw new IllegalArgumentException("one recording cost per event kind expected");
		}
		for (long n : nanosByKind) {
			if (n < 0) {
				throw new IllegalArgumentException("the recording cost must not be negative: " + n);
			}
		}
		this.recordingCost = nanosByKind.clone();
		freePlacements();
		return this;
	}

	/**
	 * Takes {@code nanos} more off the CPU time before an event the recorder timed with a second clock reading
	 * ({@link dev.foresight.core.trace.Event#TIMED_AFTER}).
	 */
	public RunConfig withClockCost(long nanos) {
		if (nanos < 0) {
			throw new IllegalArgumentException("the cost of a clock reading must not be negative: " + nanos);
		}
		this.clockCost = nanos;
		return this;
	}

	/** Scales the replayed JIT compilers' CPU times by {@code factor} ({@code PreparedTrace#compilerScale}). */
	public RunConfig withCompilerScale(double factor) {
		if (!(factor > 0) || Double.isInfinite(factor)) {
			throw new IllegalArgumentException("the compilers' scale must be positive: " + factor);
		}
		this.compilerScale = factor;
		return this;
	}

	/** Scales the recorded threads' CPU times by {@code factor} ({@code WorkScale}). */
	public RunConfig withWorkScale(double factor) {
		if (!(factor > 0) || Double.isInfinite(factor)) {
			throw new IllegalArgumentException("the work scale must be positive: " + factor);
		}
		this.workScale = factor;
		return this;
	}

	/**
	 * Adds {@code nanos} of stop-the-world time to the completion of the run: serial time outside every thread (the
	 * recorded run's garbage collection pauses).
	 */
	public RunConfig withPauses(long nanos) {
		if (nanos < 0) {
			throw new IllegalArgumentException("pauses must not be negative: " + nanos);
		}
		this.pauseNanos = nanos;
		return this;
	}

	/**
	 * Lets a try-lock that succeeded in the recording but finds its lock held by another thread go on without it,
	 * as the program would have gone its other way, instead of waiting for it (spec 3.5 simulates it as a lock).
	 */
	public RunConfig withYieldingTryLocks(boolean yielding) {
		this.yieldingTryLocks = yielding;
		return this;
	}

	/** Whether no binding plan restricts any thread: every thread may run on every processor. */
	boolean unbound() {
		for (long[] mask : allowed) {
			if (mask != null) {
				return false;
			}
		}
		return true;
	}

	/** Whether thread {@code t} may run on processor {@code p}. */
	boolean allowedOn(int t, int p) {
		long[] mask = allowed[t];
		return mask == null || (mask[p >>> 6] & (1L << p)) != 0;
	}

	/** The first processor thread {@code t} may run on. */
	int firstAllowed(int t) {
		long[] mask = allowed[t];
		if (mask == null) {
			return 0;
		}
		for (int w = 0; w < mask.length; w++) {
			if (mask[w] != 0) {
				return (w << 6) + Long.numberOfTrailingZeros(mask[w]);
			}
		}
		return 0;
	}
}
