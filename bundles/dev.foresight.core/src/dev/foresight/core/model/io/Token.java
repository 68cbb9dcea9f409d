/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

/**
 * A lexical token.
 *
 * @param kind what kind of token
 * @param text the token text (for a string, without the quotes)
 * @param number the value of a number token
 * @param pos where it starts
 */
record Token(Kind kind, String text, double number, SourcePos pos) {

	enum Kind {
		NAME, NUMBER, STRING, SYMBOL, END
	}

	boolean is(String symbolOrName) {
		return (kind == Kind.SYMBOL || kind == Kind.NAME) && text.equals(symbolOrName);
	}

	String describe() {
		return switch (kind) {
		case END -> "end of file";
		case STRING -> "\"" + text + "\"";
		default -> "'" + text + "'";
		};
	}
}
