/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.SpeedupSweep;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.ftrace.FtraceStreamWriter;

/**
 * Streams a large synthetic trace through the simulator: writes {@link SyntheticProgram}'s events to an
 * {@code .ftrace} file event by event, prepares it with {@link Simulator#stream} and simulates it on 1, 8 and 64
 * processors (Direct model), printing wall and CPU time of each step and the peak heap. Arguments:
 * {@code [events] [workers] [directory] [--band K]} (defaults 100000000, 64, the system's temporary directory, no
 * band); meant to run under {@code -Xmx2g}. With {@code --band K} it then sweeps the same counts with the Monte
 * Carlo band, one worker thread: without samples, with one (which also groups the CPU times) and with K, and prints
 * the process's CPU time of each, from which the cost of a sample and of the grouping follow.
 */
public final class StreamBenchmark {

	/** The peak heap before the band's sweeps reset the pools' peaks. */
	private static long peakBeforeBand;

	private StreamBenchmark() {
	}

	/** Runs the benchmark and prints its figures. */
	public static void main(String[] args) throws Exception {
		List<String> pos = new ArrayList<>(List.of(args));
		int band = 0;
		int at = pos.indexOf("--band");
		if (at >= 0) {
			band = Integer.parseInt(pos.get(at + 1));
			pos.subList(at, at + 2).clear();
		}
		long events = pos.size() > 0 ? Long.parseLong(pos.get(0)) : 100_000_000L;
		int workers = pos.size() > 1 ? Integer.parseInt(pos.get(1)) : 64;
		Path parent = pos.size() > 2 ? Path.of(pos.get(2)) : Path.of(System.getProperty("java.io.tmpdir"));
		Path dir = Files.createTempDirectory(parent, "stream-bench");
		Path file = dir.resolve("synthetic.ftrace");
		ThreadMXBean mx = ManagementFactory.getThreadMXBean();
		System.out.printf("max heap %.0f MiB%n", Runtime.getRuntime().maxMemory() / 1048576.0);
		try {
			long s = System.nanoTime();
			long c = mx.getCurrentThreadCpuTime();
			long written = write(file, events, workers, 42);
			report(String.format("write %,d events (%.0f MiB, %.1f bytes/event)", written,
					Files.size(file) / 1048576.0, Files.size(file) / (double) written), s, c);
			resetPeaks();
			s = System.nanoTime();
			c = mx.getCurrentThreadCpuTime();
			try (Simulator sim = Simulator.stream(file, 0, dir)) {
				report(String.format("prepare (stream, %.0f MiB of column files)", columnBytes(dir) / 1048576.0), s,
						c);
				MachineModel machine = MachineModel.linuxServer();
				double one = 0;
				for (int cpus : new int[] { 1, 8, 64 }) {
					s = System.nanoTime();
					c = mx.getCurrentThreadCpuTime();
					SimulatedRun run = sim.run(machine, cpus, SimulationModel.DIRECT, false);
					one = cpus == 1 ? run.completionNanos() : one;
					double cpuSecs = (mx.getCurrentThreadCpuTime() - c) / 1e9;
					report(String.format("direct, %2d cpus: %,d events, speedup %.2f, %.1f M events/s per core", cpus,
							run.events(), one / run.completionNanos(), run.events() / cpuSecs / 1e6), s, c);
				}
				if (band > 0) {
					band(sim, dir, band);
				}
			}
			System.out.printf("peak heap used (sum of the heap pools' peaks, since the preparation began): %.0f MiB%n",
					Math.max(peakBeforeBand, peakHeap()) / 1048576.0);
			System.gc();
			Runtime rt = Runtime.getRuntime();
			System.out.printf("heap in use after closing, after a GC: %.0f MiB; process CPU %.1f s%n",
					(rt.totalMemory() - rt.freeMemory()) / 1048576.0, processCpuSeconds());
		} finally {
			Files.deleteIfExists(file);
			Files.deleteIfExists(dir);
		}
	}

	/**
	 * Sweeps 1, 8 and 64 processors on one worker thread with no sample, one and {@code k}: the difference of the
	 * last and the first is {@code k} samples of three runs each; the one-sample sweep also groups the CPU times.
	 */
	private static void band(Simulator sim, Path dir, int k) throws Exception {
		long columns = columnBytes(dir);
		// the band's peak apart; the final figure is the larger of the two
		peakBeforeBand = peakHeap();
		resetPeaks();
		double[] cpu = new double[3];
		int[] samples = { 0, 1, k };
		for (int x = 0; x < 3; x++) {
			long s = System.nanoTime();
			double c = processCpuSeconds();
			SpeedupCurve curve = new SpeedupSweep(MachineModel.linuxServer(), SimulationModel.DIRECT,
					new UncertaintyBand(samples[x], 1), 1).sweep(sim, List.of(1, 8, 64), ProgressMonitor.NONE);
			cpu[x] = processCpuSeconds() - c;
			SpeedupPoint p = curve.points().get(2);
			System.out.printf(Locale.ROOT, "sweep 1, 8, 64 cpus, %d band samples: %.1f s wall, %.1f s process CPU;"
					+ " 64 cpus %.1f ms in %.1f .. %.1f%n", samples[x], (System.nanoTime() - s) / 1e9, cpu[x],
					p.time(), p.low(), p.high());
		}
		double perSample = (cpu[2] - cpu[0]) / k;
		System.out.printf(Locale.ROOT, "band: %.1f s process CPU per sample (3 runs), grouping %.1f s, "
				+ "%.0f MiB more column files; peak heap during the band sweeps %.0f MiB%n", perSample,
				cpu[1] - cpu[0] - perSample, (columnBytes(dir) - columns) / 1048576.0, peakHeap() / 1048576.0);
	}

	/** Writes the synthetic program to {@code file} without holding it; returns the number of events. */
	public static long write(Path file, long events, int workers, long seed) throws IOException {
		try (FtraceStreamWriter w = FtraceStreamWriter.create(file, "synthetic", "synthetic", 1, 0, Map.of())) {
			for (ThreadInfo t : SyntheticProgram.threads(workers)) {
				w.thread(t);
			}
			SyntheticProgram.generate(events, workers, seed, (t, kind, object, cpu, wall, arg, wakeThread,
					wakeIndex) -> {
				try {
					return w.event(t, kind, object, -1, cpu, wall, arg, 0, wakeThread, wakeIndex);
				} catch (IOException e) {
					throw new java.io.UncheckedIOException(e);
				}
			});
			return w.events();
		}
	}

	private static void report(String what, long wallStart, long cpuStart) {
		ThreadMXBean mx = ManagementFactory.getThreadMXBean();
		System.out.printf("%s: %.1f s wall, %.1f s CPU%n", what, (System.nanoTime() - wallStart) / 1e9,
				(mx.getCurrentThreadCpuTime() - cpuStart) / 1e9);
	}

	private static long columnBytes(Path dir) throws IOException {
		try (Stream<Path> s = Files.walk(dir)) {
			return s.filter(p -> Files.isRegularFile(p) && !p.getFileName().toString().endsWith(".ftrace"))
					.mapToLong(p -> p.toFile().length()).sum();
		}
	}

	private static void resetPeaks() {
		for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
			if (p.getType() == MemoryType.HEAP) {
				p.resetPeakUsage();
			}
		}
	}

	/** An upper bound of the peak heap: the pools may peak at different times. */
	private static long peakHeap() {
		long sum = 0;
		for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
			if (p.getType() == MemoryType.HEAP) {
				sum += p.getPeakUsage().getUsed();
			}
		}
		return sum;
	}

	private static double processCpuSeconds() {
		return ProcessHandle.current().info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(Double.NaN);
	}
}
