/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.lower;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Distribution;
import dev.foresight.core.model.Distributions;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.Resource;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.Use;

/**
 * Lowers a node of a model to a {@link FlatGraph}. A sequence boundary between many exits and many entries becomes one
 * zero-time barrier task (as in the thesis's fork-join phases) instead of a complete bipartite set of edges.
 */
public final class Lowering {

	/** The most tasks one lowering may produce; larger models must keep their big loops at barrier positions. */
	public static final int MAX_TASKS = 10_000_000;

	/** Entry and exit tasks of a lowered fragment. */
	private record Frag(Ints entries, Ints exits) {
		static final Frag EMPTY = new Frag(Ints.EMPTY, Ints.EMPTY);
	}

	private final TaskGraph graph;
	private final Bindings bindings;
	private final Choices choices;
	private final Map<Dist, Distribution> resolved = new IdentityHashMap<>();
	private final Map<String, Integer> resourceIndex = new HashMap<>();
	private final List<FlatResource> resources = new ArrayList<>();
	private final FlatBuilder out;

	private Lowering(TaskGraph graph, Bindings bindings, Choices choices, int maxTasks) {
		this.graph = graph;
		this.bindings = bindings;
		this.choices = choices;
		this.out = new FlatBuilder(maxTasks);
		for (Resource r : graph.resources()) {
			resourceIndex.put(r.name(), resources.size());
			resources.add(new FlatResource(r.name(), r.kind(), nonNegative(r.service(), r, "service time"),
					(int) whole(bindings.eval(r.servers()), r, "server count")));
		}
	}

	/**
	 * Lowers {@code node} of {@code graph}.
	 *
	 * @throws ModelException on impossible parameter values or a model too large to unroll
	 */
	public static FlatGraph lower(TaskGraph graph, Node node, Bindings bindings, Choices choices) {
		return lower(graph, node, bindings, choices, MAX_TASKS);
	}

	/**
	 * Lowers {@code node} of {@code graph}, giving up as soon as it has more than {@code maxTasks} tasks (at most
	 * {@link #MAX_TASKS}): what a view that draws small graphs only needs, without unrolling a big one first.
	 *
	 * @throws ModelException on impossible parameter values or more than {@code maxTasks} tasks
	 */
	public static FlatGraph lower(TaskGraph graph, Node node, Bindings bindings, Choices choices, int maxTasks) {
		Lowering l = new Lowering(graph, bindings, choices, Math.min(maxTasks, MAX_TASKS));
		l.lower(node, "");
		int processes = graph.schedule().processes() == null ? 0
				: (int) l.whole(bindings.eval(graph.schedule().processes()), graph.schedule(), "process count");
		return l.out.build(l.resources, graph.schedule().policy(), processes);
	}

	private Frag lower(Node node, String suffix) {
		return switch (node) {
		case Node.Task t -> {
			int id = out.task(t.name() + suffix, taskTime(t.time(), t.name()), uses(t.uses()), -1, 0, t);
			yield new Frag(Ints.of(id), Ints.of(id));
		}
		case Node.Group g -> group(g, suffix);
		case Node.Grid g -> grid(g, suffix);
		case Node.Seq s -> {
			Frag f = Frag.EMPTY;
			for (Node c : s.children()) {
				f = then(f, lower(c, suffix));
			}
			yield f;
		}
		case Node.Par p -> {
			Frag f = new Frag(new Ints(4), new Ints(4));
			p.children().forEach(c -> add(f, lower(c, suffix)));
			yield f;
		}
		case Node.Loop l -> loop(l, suffix);
		case Node.Replicate r -> {
			long n = count(r.count(), r, "copy count");
			Frag f = new Frag(new Ints(4), new Ints(4));
			for (long k = 0; k < n; k++) {
				add(f, lower(r.body(), suffix + "#" + k));
			}
			yield f;
		}
		case Node.Choice c -> {
			int branch = choices.branch(c, Distributions.probabilities(c, bindings));
			yield lower(c.branches().get(branch).body(), suffix);
		}
		case Node.Dag d -> dag(d, suffix);
		};
	}

	private Frag loop(Node.Loop l, String suffix) {
		Distribution d = resolve(l.count(), "the count of a loop");
		long n = d instanceof Distribution.Fixed f ? (long) whole(f.value(), l, "loop count") : choices.count(l, d);
		Frag f = Frag.EMPTY;
		for (long k = 0; k < n; k++) {
			f = then(f, lower(l.body(), suffix + "@" + k));
		}
		return f;
	}

	private Frag group(Node.Group g, String suffix) {
		int n = g.count() != null ? (int) count(g.count(), g, "group size") : g.times().size();
		FlatUse[] uses = uses(g.uses());
		int gi = out.group(new FlatGroup(g.name() + suffix, g.on(), n, n), g);
		Frag f = new Frag(new Ints(n), new Ints(n));
		for (int k = 0; k < n; k++) {
			Dist t = g.times().get(g.count() != null ? 0 : k);
			int id = out.task(g.name() + suffix + "[" + k + "]", taskTime(t, g.name()), uses, gi, k, g);
			f.entries.add(id);
			f.exits.add(id);
		}
		return f;
	}

	private Frag grid(Node.Grid g, String suffix) {
		int rows = (int) count(g.rows(), g, "row count");
		int cols = (int) count(g.cols(), g, "column count");
		if (rows == 0 || cols == 0) {
			return Frag.EMPTY;
		}
		Distribution time = taskTime(g.time(), g.name());
		FlatUse[] uses = uses(g.uses());
		int gi = out.group(new FlatGroup(g.name() + suffix, Node.ProcessSet.ALL, rows, rows * cols), g);
		int base = out.size();
		for (int i = 0; i < rows; i++) {
			for (int j = 0; j < cols; j++) {
				int id = out.task(g.name() + suffix + "[" + i + "," + j + "]", time, uses, gi, i, g);
				if (i > 0) {
					out.edge(id - cols, id);
				}
				if (j > 0) {
					out.edge(id - 1, id);
				}
			}
		}
		return new Frag(Ints.of(base), Ints.of(base + rows * cols - 1));
	}

	private Frag dag(Node.Dag d, String suffix) {
		Map<String, Frag> frags = new LinkedHashMap<>();
		for (Node n : d.nodes()) {
			frags.put(n instanceof Node.Task t ? t.name() : ((Node.Group) n).name(), lower(n, suffix));
		}
		Map<String, Boolean> hasIn = new HashMap<>();
		Map<String, Boolean> hasOut = new HashMap<>();
		for (Node.Edge e : d.edges()) {
			connect(frags.get(e.from()).exits, frags.get(e.to()).entries, suffix);
			hasOut.put(e.from(), true);
			hasIn.put(e.to(), true);
		}
		Frag f = new Frag(new Ints(4), new Ints(4));
		frags.forEach((name, fr) -> {
			if (!hasIn.containsKey(name)) {
				f.entries.addAll(fr.entries);
			}
			if (!hasOut.containsKey(name)) {
				f.exits.addAll(fr.exits);
			}
		});
		return f;
	}

	private static void add(Frag into, Frag part) {
		into.entries.addAll(part.entries);
		into.exits.addAll(part.exits);
	}

	private Frag then(Frag first, Frag second) {
		if (first.entries.isEmpty()) {
			return second;
		}
		if (second.entries.isEmpty()) {
			return first;
		}
		connect(first.exits, second.entries, "");
		return new Frag(first.entries, second.exits);
	}

	private void connect(Ints from, Ints to, String suffix) {
		long pairs = (long) from.size() * to.size();
		if (from.size() > 1 && to.size() > 1 && pairs > from.size() + to.size()) {
			int barrier = out.task("barrier" + suffix, new Distribution.Fixed(0), new FlatUse[0], -1, 0, null);
			for (int i = 0; i < from.size(); i++) {
				out.edge(from.get(i), barrier);
			}
			for (int i = 0; i < to.size(); i++) {
				out.edge(barrier, to.get(i));
			}
			return;
		}
		for (int i = 0; i < from.size(); i++) {
			for (int j = 0; j < to.size(); j++) {
				out.edge(from.get(i), to.get(j));
			}
		}
	}

	private Distribution taskTime(Dist d, String name) {
		Distribution t = resolve(d, "the time of " + name);
		boolean negative = t instanceof Distribution.Fixed f && f.value() < 0
				|| t instanceof Distribution.Uniform u && u.min() < 0
				|| t instanceof Distribution.Discrete h && java.util.Arrays.stream(h.values()).anyMatch(v -> v < 0);
		if (negative) {
			throw new ModelException("the time of " + name + " can be negative", d);
		}
		return t;
	}

	private Distribution resolve(Dist d, String what) {
		Distribution r = resolved.get(d);
		if (r == null) {
			r = Distributions.of(d, bindings, what);
			resolved.put(d, r);
		}
		return r;
	}

	private FlatUse[] uses(List<Use> uses) {
		FlatUse[] u = new FlatUse[uses.size()];
		for (int i = 0; i < u.length; i++) {
			Use x = uses.get(i);
			double rate = x.rate() == null ? 0 : nonNegative(x.rate(), x, "request rate");
			u[i] = new FlatUse(resourceIndex.get(x.resource()), rate);
		}
		return u;
	}

	private double nonNegative(dev.foresight.core.model.Expr e, Object where, String what) {
		double v = bindings.eval(e);
		if (v < 0) {
			throw new ModelException(what + " " + v + " is negative", where);
		}
		return v;
	}

	private long count(dev.foresight.core.model.Expr e, Object where, String what) {
		return (long) whole(bindings.eval(e), where, what);
	}

	private double whole(double v, Object where, String what) {
		if (v < 0 || v != Math.rint(v)) {
			throw new ModelException(what + " " + v + " is not a whole number >= 0", where);
		}
		if (v > MAX_TASKS) {
			throw new ModelException(what + " " + (long) v + " would unroll to more than " + MAX_TASKS
					+ " tasks; keep such loops at the top level (between barriers), where they are evaluated"
					+ " without unrolling", where);
		}
		return v;
	}
}
