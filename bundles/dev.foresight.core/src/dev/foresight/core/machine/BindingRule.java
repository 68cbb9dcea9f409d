/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

import java.util.List;
import java.util.regex.Pattern;

import dev.foresight.core.trace.Site;

/**
 * One entry of a binding plan: the threads it selects run only on the given processors, optionally at a priority.
 *
 * @param selector {@link Selector#THREAD_NAME}: a glob on the thread name ({@code *} and {@code ?}),
 *        {@link Selector#CREATION_SITE}: {@code Class#method} or {@code File:line} of the {@code Thread.start} call
 * @param pattern the glob or site
 * @param cpus processor indexes (0-based); on a machine with fewer processors, index {@code i} means {@code i mod N}
 * @param priority priority for the {@code priority} scheduler policy (higher runs first), or 0 to keep the default
 */
public record BindingRule(Selector selector, String pattern, List<Integer> cpus, int priority) {

	/** Checks the values. */
	public BindingRule {
		cpus = List.copyOf(cpus);
		if (cpus.isEmpty()) {
			throw new IllegalArgumentException("a binding needs at least one processor");
		}
		for (int cpu : cpus) {
			if (cpu < 0) {
				throw new IllegalArgumentException("negative processor index " + cpu);
			}
		}
	}

	/** What a rule matches on. */
	public enum Selector {
		/** The thread's name. */
		THREAD_NAME,
		/** Where the thread was started. */
		CREATION_SITE
	}

	/** Whether the rule selects a thread with this name and creation site ({@code null} when unknown). */
	public boolean matches(String threadName, Site creationSite) {
		if (selector == Selector.THREAD_NAME) {
			return globToRegex(pattern).matcher(threadName).matches();
		}
		if (creationSite == null) {
			return false;
		}
		return pattern.equals(creationSite.qualifiedMethod())
				|| pattern.equals(creationSite.file() + ':' + creationSite.line());
	}

	private static Pattern globToRegex(String glob) {
		StringBuilder re = new StringBuilder();
		for (char c : glob.toCharArray()) {
			switch (c) {
			case '*' -> re.append(".*");
			case '?' -> re.append('.');
			default -> re.append(Pattern.quote(String.valueOf(c)));
			}
		}
		return Pattern.compile(re.toString());
	}
}
