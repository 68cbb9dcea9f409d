/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A target machine: its processors and their relative speeds, the scheduler, the costs, the LogP parameters for the
 * analytic models and the binding plan. Read from and written to the {@code .machine} format by
 * {@link MachineFormat}.
 *
 * @param name a label for reports
 * @param speeds relative speed of each processor (1.0 = the recording machine's speed); the size is the processor
 *        count
 * @param scheduler how processors are shared
 * @param costs costs added to the recorded CPU times
 * @param logp parameters of the analytic communication models
 * @param bindings the binding plan; the first matching rule applies to a thread
 * @param error how far predictions have been measured from real runs on this machine (widens every band)
 */
public record MachineModel(String name, List<Double> speeds, SchedulerSettings scheduler, Costs costs,
		LogPParameters logp, List<BindingRule> bindings, ModelError error) {

	/** Processors of the default machine. */
	public static final int DEFAULT_PROCESSORS = 16;

	/** Checks the values. */
	public MachineModel {
		speeds = List.copyOf(speeds);
		bindings = List.copyOf(bindings);
		error = error == null ? ModelError.NONE : error;
		if (speeds.isEmpty()) {
			throw new IllegalArgumentException("a machine needs at least one processor");
		}
		for (double s : speeds) {
			if (!(s > 0) || Double.isInfinite(s)) {
				throw new IllegalArgumentException("processor speed must be a positive number: " + s);
			}
		}
		String slice = sliceProblem(speeds, scheduler, costs);
		if (slice != null) {
			throw new IllegalArgumentException(slice);
		}
	}

	/**
	 * Why the time slice is refused, or {@code null}: on the slowest processor (one beyond the list runs at 1.0) a
	 * slice must do more work than a context switch costs, else each turn of a thread that shares the processor goes
	 * to the switch and the simulated run never ends.
	 */
	static String sliceProblem(List<Double> speeds, SchedulerSettings scheduler, Costs costs) {
		double slowest = 1.0;
		for (double s : speeds) {
			slowest = Math.min(slowest, s);
		}
		if (scheduler.timeSliceNanos() * slowest > costs.contextSwitchNanos()) {
			return null;
		}
		String work = slowest == 1.0 ? ""
				: String.format(java.util.Locale.ROOT, ", %.0f ns of work at speed %s", scheduler.timeSliceNanos()
						* slowest, slowest);
		return "the time slice (" + scheduler.timeSliceNanos() + " ns" + work
				+ ") must be longer than a context switch (" + costs.contextSwitchNanos()
				+ " ns): threads that share a processor would spend every turn switching";
	}

	/** A machine without a measured model error. */
	public MachineModel(String name, List<Double> speeds, SchedulerSettings scheduler, Costs costs, LogPParameters logp,
			List<BindingRule> bindings) {
		this(name, speeds, scheduler, costs, logp, bindings, ModelError.NONE);
	}

	/** A typical Linux server: 16 equal processors, CFS scheduling, measured costs of a current x86-64 server. */
	public static MachineModel linuxServer() {
		return new MachineModel("typical Linux server", Collections.nCopies(DEFAULT_PROCESSORS, 1.0),
				SchedulerSettings.LINUX, Costs.LINUX, new LogPParameters(1.0, 0.5, 0.2, DEFAULT_PROCESSORS), List.of());
	}

	/**
	 * The abstract machine of the spec's worked examples: no costs, preemptive fixed priorities, a thread that finds
	 * a lock held waits for it at once (no spinning).
	 */
	public static MachineModel ideal(int processors) {
		return new MachineModel("ideal", Collections.nCopies(processors, 1.0),
				new SchedulerSettings(SchedulerSettings.Policy.PRIORITY, Long.MAX_VALUE / 4, 0, true,
						SchedulerSettings.LockPolicy.RECORDED, 0),
				Costs.NONE, new LogPParameters(0, 0, 0, processors), List.of());
	}

	/** Number of processors described. */
	public int processors() {
		return speeds.size();
	}

	/** Speed of processor {@code i} of a machine with any number of processors: beyond the list, 1.0. */
	public double speed(int i) {
		return i < speeds.size() ? speeds.get(i) : 1.0;
	}

	/** A copy with another binding plan. */
	public MachineModel withBindings(List<BindingRule> plan) {
		return new MachineModel(name, speeds, scheduler, costs, logp, plan, error);
	}

	/** A copy with other costs. */
	public MachineModel withCosts(Costs newCosts) {
		return new MachineModel(name, speeds, scheduler, newCosts, logp, bindings, error);
	}

	/** A copy with other scheduler settings. */
	public MachineModel withScheduler(SchedulerSettings settings) {
		return new MachineModel(name, speeds, settings, costs, logp, bindings, error);
	}

	/** A copy with {@code n} processors: existing speeds are kept, new processors have speed 1.0. */
	public MachineModel withProcessors(int n) {
		List<Double> s = new ArrayList<>(n);
		for (int i = 0; i < n; i++) {
			s.add(speed(i));
		}
		return new MachineModel(name, s, scheduler, costs, logp, bindings, error);
	}

	/** A copy with another measured model error. */
	public MachineModel withError(ModelError newError) {
		return new MachineModel(name, speeds, scheduler, costs, logp, bindings, newError);
	}
}
