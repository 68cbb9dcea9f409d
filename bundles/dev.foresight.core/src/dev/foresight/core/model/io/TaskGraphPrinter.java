/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.List;
import java.util.stream.Collectors;

import dev.foresight.core.model.Node;
import dev.foresight.core.model.Param;
import dev.foresight.core.model.Resource;
import dev.foresight.core.model.Schedule;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.Use;

/**
 * Prints a model in the {@code .taskgraph} text language, one statement per line, tab-indented, so that
 * {@code parse(print(g)).graph().equals(g)} and diffs stay line-oriented.
 */
public final class TaskGraphPrinter {

	private final StringBuilder out = new StringBuilder();

	private TaskGraphPrinter() {
	}

	/** The text of {@code g}. */
	public static String print(TaskGraph g) {
		TaskGraphPrinter p = new TaskGraphPrinter();
		p.header(g);
		for (Node n : g.body().children()) {
			p.node(n, 0);
		}
		return p.out.toString();
	}

	private void header(TaskGraph g) {
		int start = out.length();
		if (!g.name().isEmpty()) {
			line(0, "graph \"" + g.name() + "\"");
		}
		for (Param p : g.params()) {
			line(0, "param " + p.name() + (p.value() == null ? "" : " = " + ExprPrinter.expr(p.value())));
		}
		for (Resource r : g.resources()) {
			String s = "resource " + r.kind().keyword() + " " + r.name() + (r.kind() == Resource.Kind.LOCK
					? " hold " : " service ") + ExprPrinter.expr(r.service());
			if (r.kind() == Resource.Kind.SERVER) {
				s += " servers " + ExprPrinter.expr(r.servers());
			}
			line(0, s);
		}
		if (g.schedule().policy() != Schedule.Policy.FIFO) {
			line(0, "schedule " + g.schedule().policy().keyword());
		}
		if (g.schedule().processes() != null) {
			line(0, "processes " + ExprPrinter.expr(g.schedule().processes()));
		}
		if (out.length() > start && !g.body().children().isEmpty()) {
			out.append('\n');
		}
	}

	private void node(Node n, int depth) {
		switch (n) {
		case Node.Task t -> line(depth, task(t));
		case Node.Group g -> line(depth, group(g));
		case Node.Grid g -> line(depth, "grid " + g.name() + " " + ExprPrinter.expr(g.rows()) + " by "
				+ ExprPrinter.expr(g.cols()) + " time " + ExprPrinter.dist(g.time()) + uses(g.uses()));
		case Node.Seq s -> block(depth, "seq", s.children());
		case Node.Par p -> block(depth, "par", p.children());
		case Node.Loop l -> block(depth, "loop " + ExprPrinter.dist(l.count()), l.body().children());
		case Node.Replicate r -> block(depth, "par " + ExprPrinter.expr(r.count()), r.body().children());
		case Node.Choice c -> {
			line(depth, "choose {");
			for (Node.Branch b : c.branches()) {
				indent(depth + 1);
				out.append(ExprPrinter.expr(b.probability())).append(": ");
				int mark = out.length();
				node(b.body(), depth + 1);
				out.delete(mark, mark + depth + 1); // the branch node continues the probability's line
			}
			line(depth, "}");
		}
		case Node.Dag d -> {
			line(depth, "dag {");
			d.nodes().forEach(x -> node(x, depth + 1));
			d.edges().forEach(e -> line(depth + 1, e.from() + " -> " + e.to()));
			line(depth, "}");
		}
		}
	}

	private static String task(Node.Task t) {
		return "task " + t.name() + " " + ExprPrinter.dist(t.time()) + uses(t.uses());
	}

	private static String group(Node.Group g) {
		String s = "group " + g.name() + " ";
		if (g.count() != null) {
			s += ExprPrinter.expr(g.count()) + " time " + ExprPrinter.dist(g.times().get(0));
		} else {
			s += "times [" + g.times().stream().map(ExprPrinter::dist).collect(Collectors.joining(", ")) + "]";
		}
		if (g.on() != Node.ProcessSet.ALL) {
			s += " on " + g.on().keyword();
		}
		return s + uses(g.uses());
	}

	private static String uses(List<Use> uses) {
		if (uses.isEmpty()) {
			return "";
		}
		return " uses " + uses.stream().map(u -> u.rate() == null ? u.resource()
				: u.resource() + "(" + ExprPrinter.expr(u.rate()) + ")").collect(Collectors.joining(", "));
	}

	private void block(int depth, String head, List<Node> children) {
		line(depth, head + " {");
		children.forEach(c -> node(c, depth + 1));
		line(depth, "}");
	}

	private void line(int depth, String text) {
		indent(depth);
		out.append(text).append('\n');
	}

	private void indent(int depth) {
		out.append("\t".repeat(depth));
	}
}
