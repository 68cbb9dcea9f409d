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
import java.util.Map;
import java.util.stream.Stream;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.ftrace.FtraceStreamWriter;

/**
 * Streams a large synthetic trace through the simulator: writes {@link SyntheticProgram}'s events to an
 * {@code .ftrace} file event by event, prepares it with {@link Simulator#stream} and simulates it on 1, 8 and 64
 * processors (Direct model), printing wall and CPU time of each step and the peak heap. Arguments:
 * {@code [events] [workers] [directory]} (defaults 100000000, 64, the system's temporary directory); meant to run
 * under {@code -Xmx2g}.
 */
public final class StreamBenchmark {

	private StreamBenchmark() {
	}

	/** Runs the benchmark and prints its figures. */
	public static void main(String[] args) throws Exception {
		long events = args.length > 0 ? Long.parseLong(args[0]) : 100_000_000L;
		int workers = args.length > 1 ? Integer.parseInt(args[1]) : 64;
		Path parent = args.length > 2 ? Path.of(args[2]) : Path.of(System.getProperty("java.io.tmpdir"));
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
			}
			System.out.printf("peak heap used (sum of the heap pools' peaks, since the preparation began): %.0f MiB%n",
					peakHeap() / 1048576.0);
			System.gc();
			Runtime rt = Runtime.getRuntime();
			System.out.printf("heap in use after closing, after a GC: %.0f MiB; process CPU %.1f s%n",
					(rt.totalMemory() - rt.freeMemory()) / 1048576.0, processCpuSeconds());
		} finally {
			Files.deleteIfExists(file);
			Files.deleteIfExists(dir);
		}
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
