/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs another program's {@code main} and prints, on standard error, the CPU time each kind of the JVM's threads used
 * while it ran: the compiler threads, the collector, the program's threads still alive. Linux only (it reads
 * {@code /proc/self/task/TID/schedstat}, the kernel's nanosecond run time of each thread, and groups threads by their
 * name without its trailing digits). It shows what a recording leaves out: the JIT compilers run beside the
 * application and no application thread's clock counts them.
 * <p>
 * {@code java -cp ... dev.foresight.workloads.bench.JvmThreadCpu dev.foresight.workloads.LuceneIndex 4 10000}
 */
public final class JvmThreadCpu {

	private JvmThreadCpu() {
	}

	/** {@code MAIN-CLASS [ARGS...]}. */
	public static void main(String[] args) throws Throwable {
		if (args.length == 0) {
			System.err.println("usage: JvmThreadCpu MAIN-CLASS [ARGS...]");
			System.exit(2);
		}
		Map<String, Long> before = byName();
		long start = System.nanoTime();
		Class.forName(args[0]).getMethod("main", String[].class).invoke(null,
				(Object) Arrays.copyOfRange(args, 1, args.length));
		long wall = System.nanoTime() - start;
		Map<String, Long> used = byName();
		before.forEach((name, ns) -> used.merge(name, -ns, Long::sum));
		StringBuilder sb = new StringBuilder(String.format("main ran %.0f ms; CPU by thread:", wall / 1e6));
		used.forEach((name, ns) -> {
			if (ns >= 1_000_000) {
				sb.append(String.format(" %s=%.0fms", name.replace(' ', '_'), ns / 1e6));
			}
		});
		System.err.println(sb);
	}

	/** Nanoseconds of CPU the JIT compiler threads alive now have used, or -1 where the kernel does not say. */
	static long compilerNanos() {
		try {
			return byName().entrySet().stream().filter(e -> e.getKey().contains("CompilerT"))
					.mapToLong(Map.Entry::getValue).sum();
		} catch (IOException e) {
			return -1;
		}
	}

	/** Nanoseconds of CPU per thread name (trailing digits dropped) of the threads alive now. */
	private static Map<String, Long> byName() throws IOException {
		Map<String, Long> by = new TreeMap<>();
		try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
			for (Path task : tasks) {
				try {
					String name = Files.readString(task.resolve("comm")).strip().replaceAll("[0-9]+$", "");
					long ns = Long.parseLong(Files.readString(task.resolve("schedstat")).strip().split(" ")[0]);
					by.merge(name, ns, Long::sum);
				} catch (IOException | RuntimeException e) {
					// the thread ended while we looked
				}
			}
		}
		return by;
	}
}
