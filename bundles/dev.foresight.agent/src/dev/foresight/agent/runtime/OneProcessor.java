/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Whether this JVM may run on one processor only ({@code record --pin-one-cpu}, {@code taskset -c 0}, a cpuset of one),
 * as Linux's {@code /proc/self/status} says: then the recorded threads take turns, and a thread's wall time between two
 * of its events may hold other threads' turns ({@link CpuAccount}).
 */
public final class OneProcessor {

	/** Whether this process runs on one processor (read once, at the recorder's start). */
	public static final boolean PINNED = pinned();

	private static final String FIELD = "Cpus_allowed_list:";

	private OneProcessor() {
	}

	/** True when this process may run on one processor; false when on several or not known (not Linux). */
	private static boolean pinned() {
		try (FileInputStream in = new FileInputStream("/proc/self/status")) {
			String status = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
			int at = status.indexOf(FIELD);
			if (at < 0) {
				return false;
			}
			int end = status.indexOf('\n', at);
			return isOne(status.substring(at + FIELD.length(), end < 0 ? status.length() : end).trim());
		} catch (IOException | RuntimeException e) {
			return false;
		}
	}

	/** Whether a Linux CPU list ({@code 0}, {@code 0-3}, {@code 0,2}) names one processor. */
	static boolean isOne(String list) {
		if (list.isEmpty()) {
			return false;
		}
		for (int i = 0; i < list.length(); i++) {
			if (!Character.isDigit(list.charAt(i))) {
				return false;
			}
		}
		return true;
	}
}
