/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Expr;

/**
 * Parses expressions ({@code + - * / ^}, parentheses, parameter names, built-in functions) and distributions
 * ({@code normal(m, sd)}, {@code exponential(m)}, {@code uniform(a, b)}, {@code histogram(v: p, ...)},
 * {@code moments(m, var, skew, kurt)} or a plain expression for a constant).
 */
final class ExprParser {

	/** Built-in numeric functions and their arities. */
	static final Set<String> FUNCTIONS = Set.of("min", "max", "ceil", "floor", "sqrt", "log", "log2", "exp");

	/** Distribution names; they are not functions and cannot appear inside an expression. */
	static final Set<String> DISTRIBUTIONS = Set.of("normal", "exponential", "uniform", "histogram", "moments");

	private final Cursor in;

	ExprParser(Cursor in) {
		this.in = in;
	}

	Dist dist() {
		Token t = in.peek();
		if (t.kind() == Token.Kind.NAME && DISTRIBUTIONS.contains(t.text()) && in.peek(1).is("(")) {
			in.take();
			in.take();
			Dist d = switch (t.text()) {
			case "normal" -> new Dist.Normal(expr(), comma(in));
			case "exponential" -> new Dist.Exponential(expr());
			case "uniform" -> new Dist.Uniform(expr(), comma(in));
			case "histogram" -> histogram();
			default -> new Dist.GivenMoments(expr(), comma(in), comma(in), comma(in));
			};
			in.expect(")");
			return in.mark(d, t);
		}
		return in.mark(new Dist.Constant(expr()), t);
	}

	private Expr comma(Cursor c) {
		c.expect(",");
		return expr();
	}

	private Dist histogram() {
		List<Dist.Bin> bins = new ArrayList<>();
		do {
			Token t = in.peek();
			Expr value = expr();
			in.expect(":");
			bins.add(in.mark(new Dist.Bin(value, expr()), t));
		} while (in.accept(","));
		return new Dist.Histogram(bins);
	}

	Expr expr() {
		Expr e = term();
		while (in.at("+") || in.at("-")) {
			Token op = in.take();
			e = in.mark(new Expr.Binary(op.text().charAt(0), e, term()), op);
		}
		return e;
	}

	private Expr term() {
		Expr e = unary();
		while (in.at("*") || in.at("/")) {
			Token op = in.take();
			e = in.mark(new Expr.Binary(op.text().charAt(0), e, unary()), op);
		}
		return e;
	}

	/** Every level of nesting in an expression passes here: parentheses, signs and powers. */
	private Expr unary() {
		in.enter(in.peek());
		try {
			return signed();
		} finally {
			in.leave();
		}
	}

	private Expr signed() {
		if (in.at("-")) {
			Token minus = in.take();
			// a negative literal is one number unless a power follows (-2^2 is -(2^2))
			if (in.peek().kind() == Token.Kind.NUMBER && !in.peek(1).is("^")) {
				return in.mark(new Expr.Num(-in.take().number()), minus);
			}
			return in.mark(new Expr.Neg(unary()), minus);
		}
		return power();
	}

	private Expr power() {
		Expr base = primary();
		if (in.at("^")) {
			Token op = in.take();
			return in.mark(new Expr.Binary('^', base, unary()), op);
		}
		return base;
	}

	private Expr primary() {
		Token t = in.peek();
		if (t.kind() == Token.Kind.NUMBER) {
			return in.mark(new Expr.Num(in.take().number()), t);
		}
		if (in.accept("(")) {
			Expr e = expr();
			in.expect(")");
			return e;
		}
		if (t.kind() == Token.Kind.NAME && in.peek(1).is("(")) {
			return call(t);
		}
		if (t.kind() == Token.Kind.NAME && !Cursor.KEYWORDS.contains(t.text())) {
			return in.mark(new Expr.Ref(in.take().text()), t);
		}
		throw in.fail(t, "expected a number, a parameter name or '(' but found " + t.describe());
	}

	private Expr call(Token t) {
		if (DISTRIBUTIONS.contains(t.text())) {
			throw in.fail(t, "the distribution '" + t.text() + "' cannot be used inside an expression");
		}
		if (!FUNCTIONS.contains(t.text())) {
			throw in.fail(t, "unknown function '" + t.text() + "' (known: " + String.join(", ", FUNCTIONS.stream()
					.sorted().toList()) + ")");
		}
		in.take();
		in.take();
		List<Expr> args = new ArrayList<>();
		if (!in.at(")")) {
			do {
				args.add(expr());
			} while (in.accept(","));
		}
		in.expect(")");
		int want = t.text().equals("min") || t.text().equals("max") ? -1 : 1;
		if (want == 1 && args.size() != 1 || want == -1 && args.size() < 2) {
			throw in.fail(t, t.text() + " takes " + (want == 1 ? "one argument" : "two or more arguments"));
		}
		return in.mark(new Expr.Call(t.text(), args), t);
	}
}
