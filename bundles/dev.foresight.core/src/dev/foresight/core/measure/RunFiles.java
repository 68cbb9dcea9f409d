/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The temporary files the runs of a recorded command need, deleted when the measurement closes them: a copy of each
 * file the recording kept ({@link RecordedCommand#files}), and an argument file for a command line longer than Linux
 * lets a process be started with (one argument over 128 KiB, as the class path Eclipse put in an argument file).
 */
final class RunFiles implements Closeable {

	/** An argument longer than this, or all of them longer than {@link #MAX_TOTAL}, go into an argument file. */
	static final int MAX_ARG = 64 * 1024;
	private static final int MAX_TOTAL = 512 * 1024;

	private final List<Path> made = new ArrayList<>();

	/** {@code args} with each one that is the path of a file in {@code kept} replaced by a new copy of that file. */
	List<String> withKept(List<String> args, Map<String, String> kept) throws IOException {
		List<String> out = new ArrayList<>(args.size());
		for (String a : args) {
			String content = kept.get(a);
			if (content == null) {
				out.add(a);
				continue;
			}
			Path copy = Files.createTempFile("foresight-kept", ".txt");
			made.add(copy);
			Files.writeString(copy, content, StandardCharsets.UTF_8);
			out.add(copy.toString());
		}
		return out;
	}

	/** {@code args} as the launcher gets them: themselves, or {@code @FILE} with them in FILE when too long. */
	List<String> launchable(List<String> args) throws IOException {
		long total = 0;
		boolean oneTooLong = false;
		for (String a : args) {
			total += a.length() + 1;
			oneTooLong |= a.length() > MAX_ARG;
		}
		if (!oneTooLong && total <= MAX_TOTAL) {
			return args;
		}
		Path file = Files.createTempFile("foresight-args", ".txt");
		made.add(file);
		StringBuilder b = new StringBuilder();
		args.forEach(a -> b.append(quoted(a)).append('\n'));
		Files.writeString(file, b, nativeCharset());
		return List.of("@" + file);
	}

	/**
	 * {@code arg} as one word of an argument file: in double quotes, in which the launcher keeps spaces, tabs and
	 * {@code #}, with backslashes, quotes and line ends escaped.
	 */
	static String quoted(String arg) {
		StringBuilder b = new StringBuilder(arg.length() + 2).append('"');
		for (int i = 0; i < arg.length(); i++) {
			char c = arg.charAt(i);
			switch (c) {
				case '\\', '"' -> b.append('\\').append(c);
				case '\n' -> b.append("\\n");
				case '\r' -> b.append("\\r");
				default -> b.append(c);
			}
		}
		return b.append('"').toString();
	}

	/** The platform's encoding, in which the launcher reads an argument file as it reads its command line. */
	private static Charset nativeCharset() {
		try {
			return Charset.forName(System.getProperty("native.encoding", Charset.defaultCharset().name()));
		} catch (IllegalArgumentException e) {
			return Charset.defaultCharset();
		}
	}

	@Override
	public void close() throws IOException {
		for (Path p : made) {
			Files.deleteIfExists(p);
		}
		made.clear();
	}
}
