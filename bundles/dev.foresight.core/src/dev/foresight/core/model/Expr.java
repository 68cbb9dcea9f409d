/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

import java.util.List;

/**
 * A numeric expression over symbolic parameters, kept unevaluated so that a model can be printed back as written
 * and re-evaluated for every parameter override.
 */
public sealed interface Expr {

	/** A literal. */
	record Num(double value) implements Expr {
	}

	/** A reference to a parameter. */
	record Ref(String name) implements Expr {
	}

	/** Negation ({@code op} is always {@code '-'}). */
	record Neg(Expr operand) implements Expr {
	}

	/**
	 * A binary operation.
	 *
	 * @param op one of {@code + - * / ^}
	 * @param left left operand
	 * @param right right operand
	 */
	record Binary(char op, Expr left, Expr right) implements Expr {
	}

	/**
	 * A call of a built-in function: {@code min}, {@code max}, {@code ceil}, {@code floor}, {@code sqrt},
	 * {@code log}, {@code log2}, {@code exp}.
	 *
	 * @param function the function name
	 * @param args the arguments
	 */
	record Call(String function, List<Expr> args) implements Expr {
		/** Defensive copy. */
		public Call {
			args = List.copyOf(args);
		}
	}

	/** A literal expression. */
	static Expr num(double value) {
		return new Num(value);
	}

	/** A parameter reference. */
	static Expr ref(String name) {
		return new Ref(name);
	}
}
