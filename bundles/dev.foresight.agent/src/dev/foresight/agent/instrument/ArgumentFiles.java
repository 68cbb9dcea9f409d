/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The java launcher's argument files ({@code java @FILE}, as Eclipse starts a program whose class path is too long for
 * one command line, or when its launch configuration asks for one): the words each file held, in the launcher's own
 * syntax, so that the command kept in the trace is the one the program ran with. Eclipse deletes the file after the
 * run; the JVM reading it is the last chance to see it.
 */
final class ArgumentFiles {

	/** The launcher's options whose value is the next word: that word is not the main class. */
	private static final Set<String> WITH_VALUE = Set.of("-cp", "-classpath", "--class-path", "-p", "--module-path",
			"--upgrade-module-path", "--add-modules", "--limit-modules", "--add-reads", "--add-exports", "--add-opens",
			"--patch-module", "--enable-native-access", "--describe-module", "-d", "--source");

	private ArgumentFiles() {
	}

	/**
	 * The launcher's arguments {@code args} with each {@code @FILE} before the main class replaced by the words
	 * {@code read} gives for FILE ({@code null}: unreadable, the word stays), as the launcher does: {@code @@X} is the
	 * word {@code @X}, words inside a file are not expanded again, and nothing is after the main class (or jar, or
	 * module), {@code --module=M} or {@code --disable-@files}. The {@code @FILE} words replaced go to {@code expanded}.
	 */
	static List<String> expand(List<String> args, Function<String, String> read, List<String> expanded) {
		List<String> out = new ArrayList<>();
		boolean expanding = true;
		boolean valueNext = false;
		for (String arg : args) {
			List<String> words = List.of(arg);
			if (expanding && arg.length() > 1 && arg.charAt(0) == '@') {
				if (arg.charAt(1) == '@') {
					words = List.of(arg.substring(1));
				} else {
					String content = read.apply(arg.substring(1));
					if (content == null) {
						// the launcher stops at a file it cannot read; this run got past it, so it was readable then
						out.add(arg);
						continue;
					}
					expanded.add(arg);
					words = words(content);
				}
			}
			for (String w : words) {
				out.add(w);
				if (!expanding) {
					continue;
				}
				boolean option = w.startsWith("-");
				// after -jar, -m or --module the next word is the main one, and may still come from a file
				if (option && (w.startsWith("--module=") || w.equals("--disable-@files"))) {
					expanding = false;
				} else if (!option && !valueNext) {
					expanding = false;
				}
				valueNext = option && WITH_VALUE.contains(w);
			}
		}
		return out;
	}

	/**
	 * The words of an argument file, as the launcher reads them: separated by white space; a word may hold parts
	 * quoted in {@code "} or {@code '}, in which spaces and tabs are kept and a backslash escapes the next character
	 * ({@code \n}, {@code \r}, {@code \t}, {@code \f} name those characters) or, before a line end, continues the
	 * part on the next line without its leading white space; a line end ends a word, inside quotes too; {@code #}
	 * outside quotes starts a comment to the end of the line and drops the unquoted text before it since the last
	 * quote (what was quoted joins the next word).
	 */
	static List<String> words(String content) {
		List<String> words = new ArrayList<>();
		StringBuilder word = new StringBuilder();
		int part = 0;
		boolean inWord = false;
		char quote = 0;
		int n = content.length();
		for (int i = 0; i < n; i++) {
			char c = content.charAt(i);
			boolean lineEnd = c == '\n' || c == '\r';
			if (quote != 0 && !lineEnd) {
				if (c == quote) {
					quote = 0;
					part = word.length();
				} else if (c != '\\') {
					word.append(c);
				} else if (i + 1 < n) {
					i = escape(content, i + 1, word);
				}
			} else if (lineEnd || c == ' ' || c == '\t' || c == '\f') {
				if (inWord) {
					words.add(word.toString());
					word.setLength(0);
				}
				inWord = false;
				quote = 0;
				part = word.length();
			} else if (c == '#') {
				word.setLength(part);
				inWord = false;
				while (i + 1 < n && content.charAt(i + 1) != '\n' && content.charAt(i + 1) != '\r') {
					i++;
				}
			} else {
				inWord = true;
				if (c == '"' || c == '\'') {
					quote = c;
					part = word.length();
				} else {
					word.append(c);
				}
			}
		}
		if (inWord && word.length() > 0) {
			words.add(word.toString());
		}
		return words;
	}

	/** Appends the character a backslash at {@code at - 1} escapes, or skips a line end and the next line's indent. */
	private static int escape(String content, int at, StringBuilder word) {
		char e = content.charAt(at);
		if (e != '\n' && e != '\r') {
			word.append(e == 'n' ? '\n' : e == 'r' ? '\r' : e == 't' ? '\t' : e == 'f' ? '\f' : e);
			return at;
		}
		int i = at;
		while (i + 1 < content.length() && " \t\f\n\r".indexOf(content.charAt(i + 1)) >= 0) {
			i++;
		}
		return i;
	}
}
