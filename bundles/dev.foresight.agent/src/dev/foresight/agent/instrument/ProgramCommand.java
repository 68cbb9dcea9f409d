/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;

/**
 * The program's command line and working directory, kept in the trace's header so that it can be run again without
 * the recorder ({@code foresight measure --like}, the trace editor's Measure button) and its real times set beside
 * the prediction. Linux says the command line in {@code /proc/self/cmdline}; elsewhere only the directory is kept.
 * The environment is not kept whole (it holds the user's session, and secrets): only the variables the launcher
 * names ({@code env} option), those an IDE launch configuration sets.
 */
final class ProgramCommand {

	/** Separates the arguments in {@code program.cmdline}: no argument of a command line holds it. */
	static final char SEPARATOR = '\u001f';

	private ProgramCommand() {
	}

	/**
	 * Adds {@code program.dir}, {@code program.env} ({@code NAME=VALUE} of each of {@code environment} that is set,
	 * separated by U+001F), {@code program.env.only} when the program had those variables alone
	 * ({@code environmentOnly}) and, on Linux, {@code program.cmdline} (the launcher, then its arguments).
	 */
	static void addTo(Map<String, String> props, List<String> environment, boolean environmentOnly) {
		props.put("program.dir", String.valueOf(System.getProperty("user.dir")));
		StringBuilder env = new StringBuilder();
		for (String name : environment) {
			String value = System.getenv(name);
			// a value holding the separator would split wrongly: such a variable is left out
			if (value != null && name.indexOf('=') < 0 && (name + value).indexOf(SEPARATOR) < 0) {
				env.append(env.isEmpty() ? "" : String.valueOf(SEPARATOR)).append(name).append('=').append(value);
			}
		}
		if (!env.isEmpty()) {
			props.put("program.env", env.toString());
		}
		if (environmentOnly) {
			props.put("program.env.only", "true");
		}
		byte[] raw;
		try {
			raw = Files.readAllBytes(Paths.get("/proc/self/cmdline"));
		} catch (IOException | RuntimeException e) {
			return;
		}
		StringBuilder b = new StringBuilder(raw.length);
		// the kernel ends every argument with a NUL, the last one too
		String text = new String(raw, Charset.defaultCharset());
		int end = text.endsWith("\0") ? text.length() - 1 : text.length();
		for (int i = 0; i < end; i++) {
			char c = text.charAt(i);
			b.append(c == '\0' ? SEPARATOR : c);
		}
		if (b.length() > 0) {
			props.put("program.cmdline", b.toString());
		}
	}
}
