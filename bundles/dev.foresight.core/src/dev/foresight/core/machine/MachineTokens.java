/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

import java.util.ArrayList;
import java.util.List;

/** Splits one line of a {@code .machine} file into words and quoted strings, remembering their columns. */
final class MachineTokens {

	/** A word or a quoted string and its 1-based column. */
	record Token(String text, int column, boolean quoted) {
	}

	private MachineTokens() {
	}

	static List<Token> split(String source, int lineNo, String line) throws MachineFormatException {
		List<Token> out = new ArrayList<>();
		int i = 0;
		int n = line.length();
		while (i < n) {
			char c = line.charAt(i);
			if (c == '#') {
				break;
			}
			if (Character.isWhitespace(c)) {
				i++;
				continue;
			}
			int start = i;
			StringBuilder sb = new StringBuilder();
			boolean quoted = false;
			while (i < n && !Character.isWhitespace(line.charAt(i)) && line.charAt(i) != '#') {
				char d = line.charAt(i);
				if (d == '"') {
					quoted = true;
					i = quoted(source, lineNo, line, i, sb);
				} else {
					sb.append(d);
					i++;
				}
			}
			out.add(new Token(sb.toString(), start + 1, quoted));
		}
		return out;
	}

	private static int quoted(String source, int lineNo, String line, int open, StringBuilder sb)
			throws MachineFormatException {
		int i = open + 1;
		while (i < line.length()) {
			char c = line.charAt(i);
			if (c == '"') {
				return i + 1;
			}
			if (c == '\\' && i + 1 < line.length()) {
				c = line.charAt(++i);
			}
			sb.append(c);
			i++;
		}
		throw new MachineFormatException(source, lineNo, open + 1, "unterminated string");
	}

	/** The text quoted for writing: {@code "a \"b\""}. */
	static String quote(String s) {
		return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
	}
}
