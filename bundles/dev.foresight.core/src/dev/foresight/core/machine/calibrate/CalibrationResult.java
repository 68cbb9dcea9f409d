/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine.calibrate;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Locale;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineModel;

/**
 * What {@link Calibration} measured, in nanoseconds, and the machine model it gives.
 *
 * @param cpus processors of the machine model
 * @param pinned whether the hand-offs ran on processors of their own choosing ({@code taskset}); without it the
 *        switch figure is what two unpinned threads see and the latency is not measured
 * @param threadStart creator's CPU time per {@code Thread.start}
 * @param parkCalls an unpark and a park that does not block
 * @param sameCpu one hand-off between two threads on the same processor
 * @param crossCpu one hand-off between threads on two processors, or {@code null} when not measured
 */
public record CalibrationResult(int cpus, boolean pinned, Spread threadStart, Spread parkCalls, Spread sameCpu,
		Spread crossCpu) {

	/** The context switch: the same-processor hand-off less the calls themselves (never below zero). */
	public Spread contextSwitch() {
		return sameCpu.minus(parkCalls.median());
	}

	/** The synchronization latency: the cross-processor hand-off less the same-processor one, or {@code null}. */
	public Spread syncLatency() {
		return crossCpu == null ? null : crossCpu.minus(sameCpu.median());
	}

	/** The default machine with {@link #cpus} processors and the measured costs (a figure not measured keeps the default). */
	public MachineModel machine() {
		Costs d = Costs.LINUX;
		Spread latency = syncLatency();
		Costs costs = new Costs(nanos(threadStart.median()), nanos(contextSwitch().median()),
				latency == null ? d.syncLatencyNanos() : nanos(latency.median()), d.ioConcurrency());
		MachineModel m = MachineModel.linuxServer().withProcessors(cpus).withCosts(costs);
		return new MachineModel("calibrated", m.speeds(), m.scheduler(), m.costs(), m.logp(), m.bindings());
	}

	/** Rounded to 10 ns, never negative: finer digits are noise. */
	static long nanos(double v) {
		return Math.max(0, Math.round(v / 10) * 10);
	}

	/**
	 * The {@code .machine} text of {@link #machine()} after a comment header that says when, where and how it was
	 * measured, with every figure's spread.
	 */
	public String machineText(Instant when, int batches) {
		StringBuilder sb = new StringBuilder();
		sb.append("# measured by 'foresight calibrate' at ").append(when.truncatedTo(ChronoUnit.SECONDS))
				.append(" on ").append(System.getProperty("os.name")).append(' ')
				.append(System.getProperty("os.version")).append(' ').append(System.getProperty("os.arch"))
				.append(", ").append(cpus).append(" processors, Java ").append(Runtime.version().feature()).append('\n');
		sb.append("# each figure: the median of ").append(batches)
				.append(" batches (min .. max); the hand-offs are park/unpark between two threads")
				.append(pinned ? ", pinned with taskset" : ", NOT pinned (taskset failed)").append('\n');
		line(sb, "thread-creation: creator's CPU time in Thread.start", threadStart);
		line(sb, "hand-off on one processor", sameCpu);
		line(sb, "unpark + park that does not block", parkCalls);
		line(sb, "context-switch = hand-off on one processor - unpark/park", contextSwitch());
		if (crossCpu != null) {
			line(sb, "hand-off across two processors", crossCpu);
			line(sb, "sync-latency = hand-off across - hand-off on one", syncLatency());
		} else {
			sb.append("#   sync-latency: not measured (").append(cpus < 2 ? "one processor" : "threads not pinned")
					.append("), the default kept\n");
		}
		sb.append("# the scheduler's time slice and granularity are the defaults, not measured\n");
		return sb + MachineFormat.print(machine());
	}

	private static void line(StringBuilder sb, String what, Spread s) {
		sb.append(String.format(Locale.ROOT, "#   %s: %s\n", what, format(s)));
	}

	/** {@code 12.3us (11.0 .. 15.2)}. */
	public static String format(Spread s) {
		return String.format(Locale.ROOT, "%.2fus (%.2f .. %.2f)", s.median() / 1e3, s.min() / 1e3, s.max() / 1e3);
	}
}
