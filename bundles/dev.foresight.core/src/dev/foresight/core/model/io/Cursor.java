/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.List;
import java.util.Set;

/** A position in the token list, with the problem list and source map the parser fills. */
final class Cursor {

	/** Words that start statements or have fixed meaning; they cannot name tasks, groups or parameters. */
	static final Set<String> KEYWORDS = Set.of("graph", "param", "resource", "schedule", "processes", "task", "group",
			"grid", "seq", "par", "loop", "choose", "dag", "uses", "on", "time", "times", "by", "service", "servers",
			"hold");

	/** Statement keywords: recovery after an error resumes at one of these at the start of a line. */
	static final Set<String> STATEMENTS = Set.of("graph", "param", "resource", "schedule", "processes", "task",
			"group", "grid", "seq", "par", "loop", "choose", "dag");

	/** Thrown to abandon the current statement after a problem was recorded. */
	static final class Bail extends RuntimeException {
		private static final long serialVersionUID = 1L;

		Bail() {
			super(null, null, false, false);
		}
	}

	/**
	 * Thrown when the text nests deeper than {@link #MAX_DEPTH}, after the problem was recorded: the parse stops
	 * there, since recovering inside such a nest would report its every level again.
	 */
	static final class TooDeep extends RuntimeException {
		private static final long serialVersionUID = 1L;

		TooDeep() {
			super(null, null, false, false);
		}
	}

	/**
	 * The deepest nesting of blocks, and of parentheses, signs and powers in an expression. The parser and the models'
	 * evaluation recurse once a level or more; 400 nested blocks evaluate and 700 overflowed the stack, and no model
	 * written by hand comes near this.
	 */
	static final int MAX_DEPTH = 200;

	final List<Problem> problems;
	final SourceMap map;
	private int depth;
	private final List<Token> tokens;
	private int at;

	Cursor(List<Token> tokens, List<Problem> problems, SourceMap map) {
		this.tokens = tokens;
		this.problems = problems;
		this.map = map;
	}

	Token peek() {
		return tokens.get(at);
	}

	Token peek(int ahead) {
		return tokens.get(Math.min(at + ahead, tokens.size() - 1));
	}

	Token take() {
		Token t = tokens.get(at);
		if (t.kind() != Token.Kind.END) {
			at++;
		}
		return t;
	}

	boolean at(String symbolOrName) {
		return peek().is(symbolOrName);
	}

	boolean accept(String symbolOrName) {
		if (at(symbolOrName)) {
			take();
			return true;
		}
		return false;
	}

	Token expect(String symbolOrName) {
		if (!at(symbolOrName)) {
			throw fail(peek(), "expected '" + symbolOrName + "' but found " + peek().describe());
		}
		return take();
	}

	/** A name that is not a keyword. */
	Token name(String what) {
		Token t = peek();
		if (t.kind() != Token.Kind.NAME) {
			throw fail(t, "expected " + what + " but found " + t.describe());
		}
		if (KEYWORDS.contains(t.text())) {
			throw fail(t, "'" + t.text() + "' is a keyword and cannot be " + what);
		}
		return take();
	}

	/**
	 * Enters one more level of nesting at {@code t}, to be left by {@link #leave} in a {@code finally}.
	 *
	 * @throws TooDeep past {@link #MAX_DEPTH} levels
	 */
	void enter(Token t) {
		if (depth == MAX_DEPTH) {
			problems.add(new Problem(t.pos(), "nested more than " + MAX_DEPTH + " levels deep (blocks, or "
					+ "parentheses, signs and powers in an expression)"));
			throw new TooDeep();
		}
		depth++;
	}

	void leave() {
		depth--;
	}

	Bail fail(Token where, String message) {
		problems.add(new Problem(where.pos(), message));
		return new Bail();
	}

	<T> T mark(T modelObject, Token start) {
		map.put(modelObject, start.pos());
		return modelObject;
	}

	int index() {
		return at;
	}

	/**
	 * Skips past a broken statement that began at token {@code start}: to the next statement keyword that starts a
	 * line, or to a closing brace of the enclosing block. Always moves forward.
	 */
	void recover(int start) {
		if (at == start) {
			take();
		}
		int depth = 0;
		while (peek().kind() != Token.Kind.END) {
			Token t = peek();
			if (depth == 0 && t.is("}")) {
				return;
			}
			boolean startsLine = t.pos().line() > tokens.get(at - 1).pos().line();
			if (depth == 0 && startsLine && t.kind() == Token.Kind.NAME && STATEMENTS.contains(t.text())) {
				return;
			}
			if (t.is("{")) {
				depth++;
			} else if (t.is("}")) {
				depth--;
			}
			take();
		}
	}
}
