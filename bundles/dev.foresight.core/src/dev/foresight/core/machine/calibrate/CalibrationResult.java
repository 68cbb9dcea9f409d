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
import dev.foresight.core.machine.SchedulerSettings;

/**
 * What {@link Calibration} measured, in nanoseconds, and the machine model it gives.
 *
 * @param cpus processors of the machine model
 * @param pinned whether the hand-offs ran on processors of their own choosing ({@code taskset}); without it the
 *        switch figure is what two unpinned threads see and the cross-processor figures are not measured
 * @param threadStart creator's CPU time per {@code Thread.start}
 * @param parkCalls an unpark and a park that does not block
 * @param sameWall wall time of one hand-off between two threads on the same processor
 * @param sameCpuTime CPU time of both threads per hand-off on the same processor
 * @param crossWall wall time of one hand-off between threads on two processors, or {@code null} when not measured
 * @param crossCpuTime CPU time of both threads per hand-off across processors, or {@code null}
 * @param sameCounter CPU time per operation of two threads sharing a counter on the same processor, or {@code null}
 *        when not measured
 * @param crossCounter the same on two processors, or {@code null}
 * @param streamAlone nanoseconds per cache line of one thread streaming through memory, or {@code null} when not
 *        measured
 * @param streamTwo the same with a thread on each of two processors streaming at once, or {@code null}
 * @param wakeupDelay wall time from the unpark of a thread to its running, on a processor where another thread
 *        computes ({@link WakeupPreemption}), or {@code null} when not measured
 * @param timerLate how much longer than its timeout a {@code parkNanos} that runs out waits (the timer slack and the
 *        wake-up), or {@code null} when not measured
 */
public record CalibrationResult(int cpus, boolean pinned, Spread threadStart, Spread parkCalls, Spread sameWall,
		Spread sameCpuTime, Spread crossWall, Spread crossCpuTime, Spread sameCounter, Spread crossCounter,
		Spread streamAlone, Spread streamTwo, Spread wakeupDelay, Spread timerLate) {

	/** A result without the timer's lateness, which then keeps the default machine's. */
	public CalibrationResult(int cpus, boolean pinned, Spread threadStart, Spread parkCalls, Spread sameWall,
			Spread sameCpuTime, Spread crossWall, Spread crossCpuTime, Spread sameCounter, Spread crossCounter,
			Spread streamAlone, Spread streamTwo, Spread wakeupDelay) {
		this(cpus, pinned, threadStart, parkCalls, sameWall, sameCpuTime, crossWall, crossCpuTime, sameCounter,
				crossCounter, streamAlone, streamTwo, wakeupDelay, null);
	}

	/**
	 * How much slower a thread streams through memory with another processor streaming too (0.4: 40 % slower), or NaN
	 * when not measured. The machine model takes it as the slowdown of I/O calls' copying ({@code io copy-slowdown}):
	 * the one kind of work a trace marks as streaming; other work slows down too where it streams, which no trace
	 * says.
	 */
	public double memorySlowdown() {
		return streamAlone == null ? Double.NaN : streamTwo.median() / streamAlone.median() - 1;
	}

	/** The context switch: the same-processor hand-off less the calls themselves. */
	public Spread contextSwitch() {
		return sameWall.minus(parkCalls.median());
	}

	/** The CPU time a hand-off across processors costs beyond one on the same processor, or {@code null}. */
	public Spread wakeupCost() {
		return crossCpuTime == null ? null : crossCpuTime.minus(sameCpuTime.median());
	}

	/**
	 * The synchronization latency: the wall time a hand-off across processors adds to one on the same processor,
	 * less the part that is CPU time (the wake-up cost), or {@code null}.
	 */
	public Spread syncLatency() {
		return crossWall == null ? null : crossWall.minus(sameWall.median() + Math.max(0, wakeupCost().median()));
	}

	/**
	 * The CPU time an operation on a shared object costs when its cache line comes from the other processor: the
	 * shared counter across processors less on one, or {@code null} when not measured.
	 */
	public Spread transfer() {
		return crossCounter == null ? null : crossCounter.minus(sameCounter.median());
	}

	/**
	 * How long a thread keeps its processor after a woken thread wants it: the wake-up delay less the context
	 * switch, or {@code null} when not measured.
	 */
	public Spread wakeupGranularity() {
		return wakeupDelay == null ? null : wakeupDelay.minus(contextSwitch().median());
	}

	/**
	 * The default machine with {@link #cpus} processors and the measured costs (a figure not measured keeps the
	 * default).
	 */
	public MachineModel machine() {
		Costs d = Costs.LINUX;
		boolean cross = crossWall != null;
		Costs costs = new Costs(nanos(threadStart.median()), nanos(contextSwitch().median()),
				cross ? nanos(syncLatency().median()) : d.syncLatencyNanos(), d.ioConcurrency(),
				cross ? nanos(wakeupCost().median()) : d.wakeupCostNanos(),
				crossCounter != null ? nanos(transfer().median()) : d.transferNanos());
		// to a hundredth of a per cent, finer than two calibrations minutes apart agree (13 to 40 %)
		double slowdown = Math.round(memorySlowdown() * 1e4) / 1e4;
		if (slowdown > 0) {
			costs = costs.withIoCopySlowdown(slowdown);
		}
		costs = costs.withTimerSlack(timerLate != null ? nanos(timerLate.median()) : d.timerSlackNanos());
		MachineModel m = MachineModel.linuxServer().withProcessors(cpus).withCosts(costs);
		if (wakeupDelay != null) {
			SchedulerSettings s = m.scheduler();
			m = m.withScheduler(new SchedulerSettings(s.policy(), s.timeSliceNanos(),
					nanos(wakeupGranularity().median()), s.wakeupPreemption(), s.locks(), s.spinNanos(),
					s.migrationCostNanos()));
		}
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
				.append(", ").append(cpus).append(" processors, Java ").append(Runtime.version().feature())
				.append('\n');
		sb.append("# each figure: the median of ").append(batches)
				.append(" batches (min .. max); the hand-offs are park/unpark between two threads")
				.append(pinned ? ", pinned with taskset" : ", NOT pinned (taskset failed)").append('\n');
		line(sb, "thread-creation: creator's CPU time in Thread.start", threadStart);
		line(sb, "hand-off on one processor, wall", sameWall);
		line(sb, "hand-off on one processor, CPU of both threads", sameCpuTime);
		line(sb, "unpark + park that does not block", parkCalls);
		line(sb, "context-switch = hand-off on one, wall - unpark/park", contextSwitch());
		if (crossWall != null) {
			line(sb, "hand-off across two processors, wall", crossWall);
			line(sb, "hand-off across two processors, CPU of both threads", crossCpuTime);
			line(sb, "wakeup-cost = CPU across - CPU on one", wakeupCost());
			line(sb, "sync-latency = wall across - wall on one - wakeup-cost", syncLatency());
		}
		if (wakeupDelay != null) {
			line(sb, "a woken thread runs after its unpark, on the processor of a computing thread", wakeupDelay);
			line(sb, "wakeup-granularity = that - context-switch", wakeupGranularity());
		}
		if (timerLate != null) {
			line(sb, "timer-slack = how late a parkNanos(1) ends", timerLate);
		}
		if (crossCounter != null) {
			line(sb, "shared counter on one processor, CPU per operation", sameCounter);
			line(sb, "shared counter across two processors, CPU per operation", crossCounter);
			line(sb, "sync-transfer = CPU across - CPU on one", transfer());
		}
		if (streamAlone != null) {
			sb.append(String.format(Locale.ROOT, "#   memory streaming (64 MiB, a long of each cache line), "
					+ "one thread: "
					+ "%.2fns a line (%.2f .. %.2f)\n", streamAlone.median(), streamAlone.min(), streamAlone.max()));
			sb.append(String.format(Locale.ROOT, "#   memory streaming, a thread on each of two processors at once: "
					+ "%.2fns a line (%.2f .. %.2f)\n", streamTwo.median(), streamTwo.min(), streamTwo.max()));
			sb.append(String.format(Locale.ROOT, "#   memory slowdown with two processors streaming: %+.0f %% "
					+ "(io copy-slowdown; other work that streams through memory scales worse than predicted)\n",
					memorySlowdown() * 100));
		}
		if (crossWall == null) {
			sb.append("#   sync-latency, wakeup-cost, sync-transfer: not measured (")
					.append(cpus < 2 ? "one processor" : "threads not pinned").append("), the defaults kept\n");
		}
		sb.append(wakeupDelay == null ? "# the scheduler's time slice and granularity are the defaults, not measured\n"
				: "# the scheduler's time slice is the default, not measured\n");
		return sb + MachineFormat.print(machine());
	}

	private static void line(StringBuilder sb, String what, Spread s) {
		sb.append(String.format(Locale.ROOT, "#   %s: %s\n", what, format(s)));
	}

	/** {@code 12.30us (11.00 .. 15.20)}. */
	public static String format(Spread s) {
		return String.format(Locale.ROOT, "%.2fus (%.2f .. %.2f)", s.median() / 1e3, s.min() / 1e3, s.max() / 1e3);
	}
}
