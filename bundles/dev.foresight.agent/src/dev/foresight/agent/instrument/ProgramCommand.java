/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

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

	/** Eclipse's JUnit runner's options naming a file of test, package or failure names, deleted with the IDE. */
	private static final Set<String> NAME_FILES = Set.of("-testnamefile", "-packagenamefile", "-testfailures");

	/** The largest file kept in the header. */
	private static final long KEPT_BYTES = 1 << 20;

	private ProgramCommand() {
	}

	/**
	 * Adds {@code program.dir}, {@code program.env} ({@code NAME=VALUE} of each of {@code environment} that is set,
	 * separated by U+001F), {@code program.env.only} when the program had those variables alone
	 * ({@code environmentOnly}) and, on Linux, {@code program.cmdline} (the launcher, then its arguments, with the
	 * words of the argument files it read in their place: {@code program.argfiles} names them) and, for each file the
	 * arguments name as JUnit's lists of tests, {@code program.file:PATH} with its content.
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
		// the kernel ends every argument with a NUL, the last one too
		String text = new String(raw, Charset.defaultCharset());
		List<String> words = List.of(text.split("\0", -1));
		words = words.subList(0, text.endsWith("\0") ? words.size() - 1 : words.size());
		if (words.isEmpty() || words.get(0).isEmpty()) {
			return;
		}
		List<String> files = new ArrayList<>();
		List<String> args = ArgumentFiles.expand(words.subList(1, words.size()), KEPT, files);
		if (!files.isEmpty()) {
			props.put("program.argfiles", String.join(String.valueOf(SEPARATOR), files));
		}
		for (int i = 0; i + 1 < args.size(); i++) {
			String content = NAME_FILES.contains(args.get(i).toLowerCase(Locale.ROOT)) ? kept(args.get(i + 1)) : null;
			if (content != null) {
				props.put("program.file:" + args.get(i + 1), content);
			}
		}
		StringBuilder b = new StringBuilder(words.get(0));
		for (String a : args) {
			b.append(SEPARATOR).append(a);
		}
		props.put("program.cmdline", b.toString());
	}

	/** The text of the file {@code path} names (relative to the working directory), or null: unreadable or large. */
	/** {@link #kept} as a function: a class of its own, since a method reference's class is spun at start-up. */
	private static final Function<String, String> KEPT = new Function<String, String>() {
		@Override
		public String apply(String path) {
			return kept(path);
		}
	};

	private static String kept(String path) {
		try {
			Path p = Paths.get(path);
			if (!Files.isRegularFile(p) || Files.size(p) > KEPT_BYTES) {
				return null;
			}
			String text = Files.readString(p, Charset.defaultCharset());
			return text.indexOf(SEPARATOR) < 0 ? text : null;
		} catch (IOException | RuntimeException e) {
			return null;
		}
	}
}
