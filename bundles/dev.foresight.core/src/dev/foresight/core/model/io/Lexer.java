/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.ArrayList;
import java.util.List;

/** Splits {@code .taskgraph} text into tokens; {@code #} starts a comment that runs to the end of the line. */
final class Lexer {

	private static final String SYMBOLS = "{}()[],:=+-*/^";

	private final String text;
	private final List<Problem> problems;
	private int at;
	private int line = 1;
	private int lineStart;

	Lexer(String text, List<Problem> problems) {
		this.text = text;
		this.problems = problems;
	}

	List<Token> tokens() {
		List<Token> out = new ArrayList<>();
		while (true) {
			skipBlanks();
			SourcePos pos = new SourcePos(line, at - lineStart + 1);
			if (at >= text.length()) {
				out.add(new Token(Token.Kind.END, "", 0, pos));
				return out;
			}
			Token t = next(pos);
			if (t != null) {
				out.add(t);
			}
		}
	}

	private void skipBlanks() {
		while (at < text.length()) {
			char c = text.charAt(at);
			if (c == '\n') {
				at++;
				line++;
				lineStart = at;
			} else if (c == '#') {
				while (at < text.length() && text.charAt(at) != '\n') {
					at++;
				}
			} else if (Character.isWhitespace(c)) {
				at++;
			} else {
				return;
			}
		}
	}

	private Token next(SourcePos pos) {
		char c = text.charAt(at);
		if (Character.isLetter(c) || c == '_') {
			int start = at;
			while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_'
					|| text.charAt(at) == '.')) {
				at++;
			}
			return new Token(Token.Kind.NAME, text.substring(start, at), 0, pos);
		}
		if (Character.isDigit(c) || c == '.' && at + 1 < text.length() && Character.isDigit(text.charAt(at + 1))) {
			return number(pos);
		}
		if (c == '-' && at + 1 < text.length() && text.charAt(at + 1) == '>') {
			at += 2;
			return new Token(Token.Kind.SYMBOL, "->", 0, pos);
		}
		if (c == '"') {
			return string(pos);
		}
		at++;
		if (SYMBOLS.indexOf(c) >= 0) {
			return new Token(Token.Kind.SYMBOL, String.valueOf(c), 0, pos);
		}
		problems.add(new Problem(pos, "unexpected character '" + c + "'"));
		return null;
	}

	private Token number(SourcePos pos) {
		int start = at;
		while (at < text.length() && (Character.isDigit(text.charAt(at)) || text.charAt(at) == '.')) {
			at++;
		}
		if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
			int mark = at++;
			if (at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '-')) {
				at++;
			}
			if (at < text.length() && Character.isDigit(text.charAt(at))) {
				while (at < text.length() && Character.isDigit(text.charAt(at))) {
					at++;
				}
			} else {
				at = mark;
			}
		}
		String s = text.substring(start, at);
		try {
			return new Token(Token.Kind.NUMBER, s, Double.parseDouble(s), pos);
		} catch (NumberFormatException e) {
			problems.add(new Problem(pos, "malformed number '" + s + "'"));
			return new Token(Token.Kind.NUMBER, s, 0, pos);
		}
	}

	private Token string(SourcePos pos) {
		int start = ++at;
		while (at < text.length() && text.charAt(at) != '"' && text.charAt(at) != '\n') {
			at++;
		}
		String s = text.substring(start, at);
		if (at < text.length() && text.charAt(at) == '"') {
			at++;
		} else {
			problems.add(new Problem(pos, "unterminated string"));
		}
		return new Token(Token.Kind.STRING, s, 0, pos);
	}
}
