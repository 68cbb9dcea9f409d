/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine.calibrate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Pins the calling thread to one processor. The JDK has no API for it, so on Linux the thread's kernel id is read
 * from {@code /proc/thread-self} and {@code taskset -p} sets its affinity; elsewhere, or without {@code taskset},
 * pinning fails and the caller measures unpinned.
 */
public final class CpuAffinity {

	private CpuAffinity() {
	}

	/** The processors this process may run on (Linux: {@code Cpus_allowed_list}), else 0..n-1. */
	public static List<Integer> allowedCpus() {
		try {
			for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
				if (line.startsWith("Cpus_allowed_list:")) {
					return parseList(line.substring(line.indexOf(':') + 1).trim());
				}
			}
		} catch (IOException | RuntimeException e) {
			// not Linux or no procfs: every processor the JVM sees
		}
		List<Integer> all = new ArrayList<>();
		for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) {
			all.add(i);
		}
		return all;
	}

	/** Parses a Linux CPU list such as {@code 0-3,8,10-11}. */
	static List<Integer> parseList(String list) {
		List<Integer> cpus = new ArrayList<>();
		for (String part : list.split(",")) {
			String p = part.trim();
			if (p.isEmpty()) {
				continue;
			}
			int dash = p.indexOf('-');
			int from = Integer.parseInt(dash < 0 ? p : p.substring(0, dash));
			int to = dash < 0 ? from : Integer.parseInt(p.substring(dash + 1));
			for (int c = from; c <= to; c++) {
				cpus.add(c);
			}
		}
		return cpus;
	}

	/** Pins the calling thread to {@code cpu}; returns whether it worked. */
	static boolean pinCurrentThread(int cpu) {
		try {
			String self = Files.readSymbolicLink(Path.of("/proc/thread-self")).toString();
			String tid = self.substring(self.lastIndexOf('/') + 1);
			Process p = new ProcessBuilder("taskset", "-p", "-c", Integer.toString(cpu), tid)
					.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
			if (!p.waitFor(10, TimeUnit.SECONDS)) {
				p.destroyForcibly();
				return false;
			}
			return p.exitValue() == 0;
		} catch (IOException | UnsupportedOperationException e) {
			return false;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return false;
		}
	}
}
