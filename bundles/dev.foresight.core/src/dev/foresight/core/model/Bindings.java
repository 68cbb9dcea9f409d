/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/** Parameter values for one evaluation of a model: the defaults, replaced by overrides (for example from the CLI). */
public final class Bindings {

	private final Map<String, Double> values = new LinkedHashMap<>();

	private Bindings() {
	}

	/**
	 * Evaluates the parameters of {@code g} in declaration order.
	 *
	 * @param g the model
	 * @param overrides values that replace defaults; every name must be a declared parameter
	 * @throws ModelException when an override names no parameter or a parameter has no value
	 */
	public static Bindings of(TaskGraph g, Map<String, Double> overrides) {
		Bindings b = new Bindings();
		Map<String, Double> left = new HashMap<>(overrides);
		for (Param p : g.params()) {
			Double v = left.remove(p.name());
			if (v == null && p.value() == null) {
				throw new ModelException("parameter '" + p.name() + "' has no value; give one with --set "
						+ p.name() + "=VALUE", p);
			}
			b.values.put(p.name(), v != null ? v : b.eval(p.value()));
		}
		if (!left.isEmpty()) {
			throw new ModelException("no parameter named '" + left.keySet().iterator().next() + "'"
					+ (g.params().isEmpty() ? " (the model declares none)" : " (declared: "
							+ String.join(", ", b.values.keySet()) + ")"), null);
		}
		return b;
	}

	/** The value of every parameter, in declaration order. */
	public Map<String, Double> values() {
		return Map.copyOf(values);
	}

	/**
	 * The value of {@code e}.
	 *
	 * @throws ModelException when it names an unknown parameter or is not a finite number
	 */
	public double eval(Expr e) {
		double v = value(e);
		if (!Double.isFinite(v)) {
			throw new ModelException("the expression evaluates to " + v, e);
		}
		return v;
	}

	private double value(Expr e) {
		return switch (e) {
		case Expr.Num n -> n.value();
		case Expr.Ref r -> {
			Double v = values.get(r.name());
			if (v == null) {
				throw new ModelException("unknown parameter '" + r.name() + "'", r);
			}
			yield v;
		}
		case Expr.Neg n -> -value(n.operand());
		case Expr.Binary b -> binary(b.op(), value(b.left()), value(b.right()));
		case Expr.Call c -> call(c);
		};
	}

	private static double binary(char op, double a, double b) {
		return switch (op) {
		case '+' -> a + b;
		case '-' -> a - b;
		case '*' -> a * b;
		case '/' -> a / b;
		default -> Math.pow(a, b);
		};
	}

	private double call(Expr.Call c) {
		double a = value(c.args().get(0));
		return switch (c.function()) {
		case "min" -> c.args().stream().mapToDouble(this::value).min().orElse(a);
		case "max" -> c.args().stream().mapToDouble(this::value).max().orElse(a);
		case "ceil" -> Math.ceil(a);
		case "floor" -> Math.floor(a);
		case "sqrt" -> Math.sqrt(a);
		case "log" -> Math.log(a);
		case "log2" -> Math.log(a) / Math.log(2);
		case "exp" -> Math.exp(a);
		default -> throw new ModelException("unknown function '" + c.function() + "'", c);
		};
	}
}
