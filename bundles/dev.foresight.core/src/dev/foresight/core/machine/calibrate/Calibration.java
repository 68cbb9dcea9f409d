/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine.calibrate;

import java.util.List;

import dev.foresight.core.ProgressMonitor;

/**
 * Measures the machine model's costs on this machine (issue 4, {@code foresight calibrate}): each figure is the
 * median of repeated batches, after one batch that warms the code up and is thrown away.
 * <ul>
 * <li>thread creation: the creator's CPU time in {@code Thread.start};</li>
 * <li>context switch: a park/unpark hand-off between two threads pinned to the same processor, less the same calls
 * when they do not block (what remains is the switch);</li>
 * <li>wake-up cost: the CPU time (both threads) of a hand-off between two processors less that of one on the same
 * processor: what crossing costs in CPU (on a virtual machine the inter-processor interrupt is expensive);</li>
 * <li>synchronization latency: the wall time of the cross-processor hand-off less the same-processor one, less the
 * wake-up cost. A trace recorded on one processor already holds the same-processor hand-off in its CPU times, so
 * only what crossing adds is for the simulator to add.</li>
 * <li>synchronization transfer: the CPU time per operation of two threads that share an atomic counter, pinned to
 * two processors, less the same on one processor: what an operation pays when the object's cache line was last on
 * the other processor.</li>
 * <li>wake-up preemption: how long a thread woken on a processor where another computes waits for it
 * ({@link WakeupPreemption}), less the context switch: the wake-up granularity.</li>
 * <li>timer slack: how much longer than its timeout a {@code parkNanos(1)} waits, the median of a batch: Linux fires a
 * thread's timers up to its slack late.</li>
 * <li>memory streaming: nanoseconds per cache line of a thread that streams through 64 MiB alone, and with a thread on
 * a second processor streaming at the same time. Not part of the machine model (see {@link MemoryStream}): written
 * beside it, so that a prediction's error can be read against it.</li>
 * </ul>
 */
public final class Calibration {

	/** How much work one calibration does; {@link #DEFAULT} takes a few seconds. */
	public record Effort(int batches, int threadsPerBatch, int handOffsPerBatch) {

		/** Checks the values. */
		public Effort {
			if (batches < 1 || threadsPerBatch < 1 || handOffsPerBatch < 2) {
				throw new IllegalArgumentException("batches, threads and hand-offs must be positive");
			}
		}

		/** 15 batches of 100 thread starts and of 4000 hand-offs. */
		public static final Effort DEFAULT = new Effort(15, 100, 4000);
	}

	/** Wake-ups of a batch of {@link WakeupPreemption}: each takes a switch, or a time slice where the kernel waits. */
	private static final int WAKEUPS_PER_BATCH = 20;

	/** Timed parks of a batch of {@link MicroBenchmarks#timerLate}: each about 55 us on Linux's default slack. */
	private static final int TIMEOUTS_PER_BATCH = 40;

	/** The most measurements one calibration repeats in batches: thread start to the memory streams. */
	private static final int MEASUREMENTS = 10;

	private final Effort effort;
	/** Told of each batch of the calibration in progress. */
	private ProgressMonitor monitor = ProgressMonitor.NONE;

	/** A calibration that does {@code effort}'s work. */
	public Calibration(Effort effort) {
		this.effort = effort;
	}

	/**
	 * Measures on the first {@code cpus} processors this process may use; with one, there is no second processor to
	 * wake across and the latency is left unmeasured.
	 *
	 * @throws IllegalArgumentException when {@code cpus} is not between 1 and the number this process may use
	 */
	public CalibrationResult measure(int cpus) throws InterruptedException {
		return measure(cpus, ProgressMonitor.NONE);
	}

	/**
	 * {@link #measure(int)}, telling {@code monitor} of each batch done; a cancel stops it between batches with a
	 * {@link java.util.concurrent.CancellationException}.
	 */
	public CalibrationResult measure(int cpus, ProgressMonitor monitor) throws InterruptedException {
		List<Integer> allowed = CpuAffinity.allowedCpus();
		if (cpus < 1 || cpus > allowed.size()) {
			throw new IllegalArgumentException("--cpus: must be between 1 and " + allowed.size()
					+ " (the processors this process may use), not " + cpus);
		}
		this.monitor = monitor;
		// at most nine figures of a warm-up batch and the batches each
		monitor.begin("Calibrating this machine", MEASUREMENTS * (effort.batches() + 1L));
		int first = allowed.get(0);
		Spread creation = repeat(() -> MicroBenchmarks.threadStart(effort.threadsPerBatch()));
		Spread calls = repeat(() -> MicroBenchmarks.parkWithoutBlocking(effort.handOffsPerBatch()));
		Spread late = repeat(() -> MicroBenchmarks.timerLate(TIMEOUTS_PER_BATCH));
		Spread[] same = handOffs(first, first);
		boolean pinned = same != null;
		if (!pinned) {
			// no way to pin: two unpinned threads, wherever the scheduler puts them
			same = handOffs(-1, -1);
		}
		Spread wakeup = null;
		if (pinned && WakeupPreemption.medianDelay(first, WAKEUPS_PER_BATCH) >= 0) {
			wakeup = repeat(() -> WakeupPreemption.medianDelay(first, WAKEUPS_PER_BATCH));
		}
		Spread[] cross = null;
		Spread sameCounter = null;
		Spread crossCounter = null;
		Spread[] memory = null;
		if (cpus >= 2 && pinned) {
			cross = handOffs(first, allowed.get(1));
			int second = allowed.get(1);
			int operations = effort.handOffsPerBatch() * 50;
			if (MicroBenchmarks.sharedCounter(first, second, operations) >= 0) {
				sameCounter = repeat(() -> MicroBenchmarks.sharedCounter(first, first, operations));
				crossCounter = repeat(() -> MicroBenchmarks.sharedCounter(first, second, operations));
			}
			memory = streams(first, second);
		}
		return new CalibrationResult(cpus, pinned, creation, calls, same[0], same[1], cross == null ? null : cross[0],
				cross == null ? null : cross[1], sameCounter, crossCounter, memory == null ? null : memory[0],
				memory == null ? null : memory[1], wakeup, late);
	}

	/**
	 * Memory streaming per cache line with one thread on {@code a}, and with a thread on each of {@code a} and
	 * {@code b} at once; {@code null} when the arrays do not fit the heap or the threads cannot be pinned.
	 */
	private Spread[] streams(int a, int b) throws InterruptedException {
		long[][] arrays;
		try {
			arrays = new long[][] { new long[MemoryStream.LONGS], new long[MemoryStream.LONGS] };
		} catch (OutOfMemoryError e) {
			return null;
		}
		int[] alone = { a };
		int[] both = { a, b };
		if (MemoryStream.perLine(both, arrays) < 0) {
			return null;
		}
		return new Spread[] { repeat(() -> MemoryStream.perLine(alone, arrays)),
				repeat(() -> MemoryStream.perLine(both, arrays)) };
	}

	/** Wall and CPU time per hand-off between the two processors, or {@code null} when they cannot be pinned. */
	private Spread[] handOffs(int a, int b) throws InterruptedException {
		MicroBenchmarks.pingPong(a, b, effort.handOffsPerBatch());
		double[] wall = new double[effort.batches()];
		double[] cpu = new double[effort.batches()];
		monitor.worked(1);
		for (int i = 0; i < wall.length; i++) {
			monitor.checkCanceled();
			MicroBenchmarks.HandOff h = MicroBenchmarks.pingPong(a, b, effort.handOffsPerBatch());
			monitor.worked(1);
			if (h == null) {
				return null;
			}
			wall[i] = h.wall();
			cpu[i] = h.cpu();
		}
		return new Spread[] { Spread.of(wall), Spread.of(cpu) };
	}

	/** A batch of a micro-program: nanoseconds per operation. */
	private interface Batch {
		double run() throws InterruptedException;
	}

	private Spread repeat(Batch batch) throws InterruptedException {
		batch.run();
		monitor.worked(1);
		double[] v = new double[effort.batches()];
		for (int i = 0; i < v.length; i++) {
			monitor.checkCanceled();
			v[i] = batch.run();
			monitor.worked(1);
		}
		return Spread.of(v);
	}
}
