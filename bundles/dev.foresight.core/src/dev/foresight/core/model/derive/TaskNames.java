/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import dev.foresight.core.trace.ThreadInfo;

/**
 * Names for derived tasks: the thread's name made a valid {@code .taskgraph} name (letters, digits and {@code _}; other
 * characters become {@code _}), then a dot and the segment's position in the thread: {@code pool_1_thread_2.3}.
 * Threads whose names clash get their thread id appended ({@code worker_5.0}).
 */
final class TaskNames {

	private TaskNames() {
	}

	/** One base name per thread, unique and without dots, so that {@code base + "." + k} is unique too. */
	static String[] bases(List<ThreadInfo> threads) {
		String[] plain = new String[threads.size()];
		Set<String> seen = new HashSet<>();
		Set<String> clashing = new HashSet<>();
		for (int t = 0; t < plain.length; t++) {
			plain[t] = sanitize(threads.get(t).name());
			if (!seen.add(plain[t])) {
				clashing.add(plain[t]);
			}
		}
		Set<String> used = new HashSet<>();
		String[] bases = new String[plain.length];
		for (int t = 0; t < plain.length; t++) {
			String b = clashing.contains(plain[t]) ? plain[t] + "_" + t : plain[t];
			while (!used.add(b)) {
				b = b + "_" + t;
			}
			bases[t] = b;
		}
		return bases;
	}

	static String sanitize(String name) {
		if (name == null || name.isEmpty()) {
			return "thread";
		}
		StringBuilder sb = new StringBuilder(name.length() + 1);
		if (!Character.isLetter(name.charAt(0)) && name.charAt(0) != '_') {
			sb.append('_');
		}
		for (int i = 0; i < name.length(); i++) {
			char c = name.charAt(i);
			sb.append(Character.isLetterOrDigit(c) || c == '_' ? c : '_');
		}
		return sb.toString();
	}
}
