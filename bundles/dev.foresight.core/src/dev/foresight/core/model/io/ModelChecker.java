/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Expr;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.Param;
import dev.foresight.core.model.Resource;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.Use;

/**
 * Structural checks that need no parameter values: unknown or duplicate names, edges to unknown tasks, cycles
 * (named), resource uses, parameter references. Value checks (distribution parameters, probabilities) happen when
 * the model is evaluated with concrete parameters.
 */
public final class ModelChecker {

	private final SourceMap map;
	private final List<Problem> problems = new ArrayList<>();
	private final Set<String> params = new HashSet<>();
	private final Map<String, Resource> resources = new HashMap<>();

	private ModelChecker(SourceMap map) {
		this.map = map;
	}

	/** The problems of {@code g}, positioned through {@code map} where it knows the objects. */
	public static List<Problem> check(TaskGraph g, SourceMap map) {
		ModelChecker c = new ModelChecker(map);
		c.graph(g);
		return c.problems;
	}

	private void report(Object where, String message) {
		problems.add(new Problem(map.get(where), message));
	}

	private void graph(TaskGraph g) {
		for (Param p : g.params()) {
			if (p.value() != null) {
				expr(p.value(), p);
			}
			if (!params.add(p.name())) {
				report(p, "parameter '" + p.name() + "' is declared twice");
			}
		}
		for (Resource r : g.resources()) {
			if (resources.put(r.name(), r) != null) {
				report(r, "resource '" + r.name() + "' is declared twice");
			}
			expr(r.service(), r);
			expr(r.servers(), r);
		}
		if (g.schedule().processes() != null) {
			expr(g.schedule().processes(), g.schedule());
		}
		node(g.body());
	}

	private void node(Node n) {
		switch (n) {
		case Node.Task t -> {
			dist(t.time(), t);
			uses(t.uses());
		}
		case Node.Group gr -> {
			if (gr.count() != null) {
				expr(gr.count(), gr);
			}
			gr.times().forEach(d -> dist(d, gr));
			uses(gr.uses());
		}
		case Node.Grid gd -> {
			expr(gd.rows(), gd);
			expr(gd.cols(), gd);
			dist(gd.time(), gd);
			uses(gd.uses());
		}
		case Node.Seq s -> s.children().forEach(this::node);
		case Node.Par p -> p.children().forEach(this::node);
		case Node.Loop l -> {
			dist(l.count(), l);
			node(l.body());
		}
		case Node.Replicate r -> {
			expr(r.count(), r);
			node(r.body());
		}
		case Node.Choice c -> c.branches().forEach(b -> {
			expr(b.probability(), b);
			node(b.body());
		});
		case Node.Dag d -> dag(d);
		}
	}

	private void uses(List<Use> uses) {
		for (Use u : uses) {
			Resource r = resources.get(u.resource());
			if (r == null) {
				report(u, "unknown resource '" + u.resource() + "'"
						+ (resources.isEmpty() ? "" : " (declared: " + String.join(", ", resources.keySet()) + ")"));
			} else if (r.kind() != Resource.Kind.LOCK && u.rate() == null) {
				report(u, "the " + r.kind().keyword() + " '" + r.name() + "' needs a request rate: uses "
						+ r.name() + "(RATE)");
			}
			if (u.rate() != null) {
				expr(u.rate(), u);
			}
		}
	}

	private void dist(Dist d, Object owner) {
		Object where = map.get(d) != null ? d : owner;
		switch (d) {
		case Dist.Constant c -> expr(c.value(), where);
		case Dist.Normal nd -> {
			expr(nd.mean(), where);
			expr(nd.sd(), where);
		}
		case Dist.Exponential e -> expr(e.mean(), where);
		case Dist.Uniform u -> {
			expr(u.min(), where);
			expr(u.max(), where);
		}
		case Dist.Histogram h -> h.bins().forEach(b -> {
			expr(b.value(), b);
			expr(b.probability(), b);
		});
		case Dist.GivenMoments m -> List.of(m.mean(), m.variance(), m.skewness(), m.kurtosis())
				.forEach(x -> expr(x, where));
		}
	}

	private void expr(Expr e, Object owner) {
		switch (e) {
		case Expr.Num n -> {
			// literals are always fine
		}
		case Expr.Ref r -> {
			if (!params.contains(r.name())) {
				report(map.get(r) != null ? r : owner, "unknown parameter '" + r.name()
						+ "' (declare it with 'param " + r.name() + " = VALUE' before its first use)");
			}
		}
		case Expr.Neg ng -> expr(ng.operand(), owner);
		case Expr.Binary b -> {
			expr(b.left(), owner);
			expr(b.right(), owner);
		}
		case Expr.Call c -> c.args().forEach(a -> expr(a, owner));
		}
	}

	private void dag(Node.Dag d) {
		Map<String, Node> byName = new LinkedHashMap<>();
		for (Node n : d.nodes()) {
			node(n);
			String name = n instanceof Node.Task t ? t.name() : ((Node.Group) n).name();
			if (byName.put(name, n) != null) {
				report(n, "'" + name + "' is declared twice in this dag");
			}
		}
		Map<String, List<String>> out = new HashMap<>();
		for (Node.Edge e : d.edges()) {
			boolean known = true;
			for (String end : List.of(e.from(), e.to())) {
				if (!byName.containsKey(end)) {
					report(e, "edge " + e.from() + " -> " + e.to() + " names '" + end + "', which this dag does not"
							+ " declare");
					known = false;
				}
			}
			if (known) {
				out.computeIfAbsent(e.from(), k -> new ArrayList<>()).add(e.to());
			}
		}
		List<String> cycle = Cycles.find(byName.keySet(), out);
		if (!cycle.isEmpty()) {
			report(d, "the dag has a cycle: " + String.join(" -> ", cycle));
		}
	}
}
