/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Expr;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.Use;

/**
 * Parses the {@code .taskgraph} text language (see {@code docs/taskgraph.md}). Errors carry line and column; after an
 * error the parser resumes at the next statement, so one run reports several errors. The structural checks of
 * {@link ModelChecker} (names, edges, cycles, resources, parameters) run on the result.
 */
public final class TaskGraphParser {

	private final String file;
	private final List<Problem> problems = new ArrayList<>();
	private final SourceMap map = new SourceMap();
	private Cursor in;
	private ExprParser exprs;

	private TaskGraphParser(String file) {
		this.file = file;
	}

	/**
	 * Parses {@code text}.
	 *
	 * @param file the file name used in error messages
	 * @param text the model text
	 * @return the model and where each part was written
	 * @throws TaskGraphSyntaxException listing every error found
	 */
	public static Parsed parse(String file, String text) {
		return new TaskGraphParser(file).run(text);
	}

	/**
	 * A parsed model with its source positions.
	 *
	 * @param graph the model
	 * @param sources where each model object was written
	 */
	public record Parsed(TaskGraph graph, SourceMap sources) {
	}

	private Parsed run(String text) {
		in = new Cursor(new Lexer(text, problems).tokens(), problems, map);
		exprs = new ExprParser(in);
		HeaderParser header = new HeaderParser(in, exprs);
		List<Node> body = new ArrayList<>();
		try {
			while (in.peek().kind() != Token.Kind.END) {
				int start = in.index();
				try {
					if (!header.statement()) {
						body.add(node());
					}
				} catch (Cursor.Bail e) {
					in.recover(start);
				}
			}
		} catch (Cursor.TooDeep e) {
			// recorded; the problems below stop the parse
		}
		TaskGraph g = header.graph(new Node.Seq(body));
		if (problems.isEmpty()) {
			problems.addAll(ModelChecker.check(g, map));
		}
		if (!problems.isEmpty()) {
			problems.sort((a, b) -> a.pos() == null || b.pos() == null ? 0
					: a.pos().line() != b.pos().line() ? a.pos().line() - b.pos().line()
							: a.pos().column() - b.pos().column());
			throw new TaskGraphSyntaxException(file, problems);
		}
		return new Parsed(g, map);
	}

	private Node node() {
		Token t = in.peek();
		return switch (t.text()) {
		case "task" -> task();
		case "group" -> group();
		case "grid" -> grid();
		case "seq" -> {
			in.take();
			yield in.mark(new Node.Seq(block()), t);
		}
		case "par" -> {
			in.take();
			if (in.at("{")) {
				yield in.mark(new Node.Par(block()), t);
			}
			Expr count = exprs.expr();
			yield in.mark(new Node.Replicate(count, in.mark(new Node.Seq(block()), t)), t);
		}
		case "loop" -> {
			in.take();
			Dist count = exprs.dist();
			yield in.mark(new Node.Loop(count, in.mark(new Node.Seq(block()), t)), t);
		}
		case "choose" -> choice();
		case "dag" -> dag();
		default -> throw in.fail(t, "expected a statement (task, group, grid, seq, par, loop, choose, dag, param,"
				+ " resource, schedule, processes) but found " + t.describe());
		};
	}

	private List<Node> block() {
		in.enter(in.expect("{"));
		try {
			return statements();
		} finally {
			in.leave();
		}
	}

	private List<Node> statements() {
		List<Node> nodes = new ArrayList<>();
		while (!in.at("}")) {
			if (in.peek().kind() == Token.Kind.END) {
				throw in.fail(in.peek(), "missing '}'");
			}
			int start = in.index();
			try {
				nodes.add(node());
			} catch (Cursor.Bail e) {
				in.recover(start);
			}
		}
		in.take();
		return nodes;
	}

	private Node.Task task() {
		Token t = in.take();
		Token n = in.name("a task name");
		Dist time = exprs.dist();
		return in.mark(new Node.Task(n.text(), time, uses()), t);
	}

	private Node.Group group() {
		Token t = in.take();
		Token n = in.name("a group name");
		Expr count = null;
		List<Dist> times = new ArrayList<>();
		if (in.accept("times")) {
			in.expect("[");
			do {
				times.add(exprs.dist());
			} while (in.accept(","));
			in.expect("]");
		} else {
			count = exprs.expr();
			in.expect("time");
			times.add(exprs.dist());
		}
		Node.ProcessSet on = Node.ProcessSet.ALL;
		if (in.accept("on")) {
			Token s = in.take();
			on = switch (s.text()) {
			case "all" -> Node.ProcessSet.ALL;
			case "even" -> Node.ProcessSet.EVEN;
			case "odd" -> Node.ProcessSet.ODD;
			default -> throw in.fail(s, "expected all, even or odd but found " + s.describe());
			};
		}
		return in.mark(new Node.Group(n.text(), count, times, on, uses()), t);
	}

	private Node.Grid grid() {
		Token t = in.take();
		Token n = in.name("a grid name");
		Expr rows = exprs.expr();
		in.expect("by");
		Expr cols = exprs.expr();
		in.expect("time");
		Dist time = exprs.dist();
		return in.mark(new Node.Grid(n.text(), rows, cols, time, uses()), t);
	}

	private List<Use> uses() {
		List<Use> uses = new ArrayList<>();
		if (in.accept("uses")) {
			do {
				Token r = in.name("a resource name");
				Expr rate = null;
				if (in.accept("(")) {
					rate = exprs.expr();
					in.expect(")");
				}
				uses.add(in.mark(new Use(r.text(), rate), r));
			} while (in.accept(","));
		}
		return uses;
	}

	private Node.Choice choice() {
		Token t = in.take();
		in.expect("{");
		List<Node.Branch> branches = new ArrayList<>();
		while (!in.at("}")) {
			Token b = in.peek();
			if (b.kind() == Token.Kind.END) {
				throw in.fail(b, "missing '}'");
			}
			Expr p = exprs.expr();
			in.expect(":");
			branches.add(in.mark(new Node.Branch(p, node()), b));
		}
		in.take();
		if (branches.isEmpty()) {
			throw in.fail(t, "a choice needs at least one branch");
		}
		return in.mark(new Node.Choice(branches), t);
	}

	private Node.Dag dag() {
		Token t = in.take();
		in.expect("{");
		List<Node> nodes = new ArrayList<>();
		List<Node.Edge> edges = new ArrayList<>();
		while (!in.at("}")) {
			if (in.peek().kind() == Token.Kind.END) {
				throw in.fail(in.peek(), "missing '}'");
			}
			int start = in.index();
			try {
				if (in.at("task")) {
					nodes.add(task());
				} else if (in.at("group")) {
					nodes.add(group());
				} else {
					edges(edges);
				}
			} catch (Cursor.Bail e) {
				in.recover(start);
			}
		}
		in.take();
		return in.mark(new Node.Dag(nodes, edges), t);
	}

	private void edges(List<Node.Edge> edges) {
		List<Token> from = names();
		in.expect("->");
		List<Token> to = names();
		for (Token f : from) {
			for (Token x : to) {
				edges.add(in.mark(new Node.Edge(f.text(), x.text()), x));
			}
		}
	}

	private List<Token> names() {
		List<Token> names = new ArrayList<>();
		do {
			names.add(in.name("a task or group name (dag blocks hold task, group and 'a -> b' lines)"));
		} while (in.accept(","));
		return names;
	}
}
