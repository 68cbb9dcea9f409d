/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.stream.Collectors;

import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Expr;

/** Prints expressions and distributions with the fewest parentheses that still parse back to the same tree. */
final class ExprPrinter {

	private ExprPrinter() {
	}

	static String dist(Dist d) {
		return switch (d) {
		case Dist.Constant c -> expr(c.value());
		case Dist.Normal n -> "normal(" + expr(n.mean()) + ", " + expr(n.sd()) + ")";
		case Dist.Exponential e -> "exponential(" + expr(e.mean()) + ")";
		case Dist.Uniform u -> "uniform(" + expr(u.min()) + ", " + expr(u.max()) + ")";
		case Dist.Histogram h -> "histogram(" + h.bins().stream()
				.map(b -> expr(b.value()) + ": " + expr(b.probability())).collect(Collectors.joining(", ")) + ")";
		case Dist.GivenMoments m -> "moments(" + expr(m.mean()) + ", " + expr(m.variance()) + ", "
				+ expr(m.skewness()) + ", " + expr(m.kurtosis()) + ")";
		};
	}

	static String expr(Expr e) {
		return switch (e) {
		case Expr.Num n -> number(n.value());
		case Expr.Ref r -> r.name();
		case Expr.Neg n -> "-" + (n.operand() instanceof Expr.Num || precedence(n.operand()) < 3
				? "(" + expr(n.operand()) + ")" : expr(n.operand()));
		case Expr.Binary b -> binary(b);
		case Expr.Call c -> c.function() + "(" + c.args().stream().map(ExprPrinter::expr)
				.collect(Collectors.joining(", ")) + ")";
		};
	}

	private static String binary(Expr.Binary b) {
		int p = precedence(b);
		boolean power = b.op() == '^';
		String left = expr(b.left());
		if (precedence(b.left()) < p || power && precedence(b.left()) <= p) {
			left = "(" + left + ")";
		}
		String right = expr(b.right());
		if (power ? precedence(b.right()) < 3 : precedence(b.right()) <= p) {
			right = "(" + right + ")";
		}
		return power ? left + "^" + right : left + " " + b.op() + " " + right;
	}

	/** Binding strength: 1 for + -, 2 for * /, 3 for negation and negative literals, 4 for ^, 5 for atoms. */
	private static int precedence(Expr e) {
		return switch (e) {
		case Expr.Num n -> n.value() < 0 || n.value() == 0 && 1 / n.value() < 0 ? 3 : 5;
		case Expr.Ref r -> 5;
		case Expr.Call c -> 5;
		case Expr.Neg n -> 3;
		case Expr.Binary b -> switch (b.op()) {
		case '+', '-' -> 1;
		case '*', '/' -> 2;
		default -> 4;
		};
		};
	}

	/** The shortest text that parses back to exactly {@code v}. */
	static String number(double v) {
		if (v == Math.rint(v) && Math.abs(v) < 1e15 && !(v == 0 && 1 / v < 0)) {
			return Long.toString((long) v);
		}
		String s = Double.toString(v);
		return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
	}
}
