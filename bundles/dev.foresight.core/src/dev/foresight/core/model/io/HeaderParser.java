/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.model.Expr;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.Param;
import dev.foresight.core.model.Resource;
import dev.foresight.core.model.Schedule;
import dev.foresight.core.model.TaskGraph;

/**
 * The header statements of a {@code .taskgraph} file ({@code graph}, {@code param}, {@code resource},
 * {@code schedule}, {@code processes}), which may stand anywhere among the nodes, for {@link TaskGraphParser}.
 */
final class HeaderParser {

	private final Cursor in;
	private final ExprParser exprs;
	private String name = "";
	private final List<Param> params = new ArrayList<>();
	private final List<Resource> resources = new ArrayList<>();
	private Schedule.Policy policy = Schedule.Policy.FIFO;
	private Expr processes;

	HeaderParser(Cursor in, ExprParser exprs) {
		this.in = in;
		this.exprs = exprs;
	}

	/** The model of the header read so far with {@code body}. */
	TaskGraph graph(Node.Seq body) {
		return new TaskGraph(name, params, resources, new Schedule(policy, processes), body);
	}

	/** Parses the statement at the cursor if it is a header statement; {@code false} when it is not. */
	boolean statement() {
		Token t = in.peek();
		switch (t.text()) {
		case "graph" -> {
			in.take();
			Token n = in.take();
			if (n.kind() != Token.Kind.STRING && n.kind() != Token.Kind.NAME) {
				throw in.fail(n, "expected the graph name but found " + n.describe());
			}
			name = n.text();
		}
		case "param" -> {
			in.take();
			Token n = in.name("a parameter name");
			Expr value = in.accept("=") ? exprs.expr() : null;
			params.add(in.mark(new Param(n.text(), value), n));
		}
		case "resource" -> resource();
		case "schedule" -> {
			in.take();
			Token p = in.take();
			policy = Schedule.Policy.of(p.text());
			if (policy == null) {
				policy = Schedule.Policy.FIFO;
				throw in.fail(p, "unknown policy " + p.describe()
						+ " (known: fifo, lpt, cyclic, blocked, rows, queues, static_queues)");
			}
		}
		case "processes" -> {
			in.take();
			processes = exprs.expr();
		}
		default -> {
			return false;
		}
		}
		return true;
	}

	private void resource() {
		in.take();
		Token k = in.take();
		Resource.Kind kind = switch (k.text()) {
		case "bus" -> Resource.Kind.BUS;
		case "server" -> Resource.Kind.SERVER;
		case "lock" -> Resource.Kind.LOCK;
		default -> throw in.fail(k, "expected bus, server or lock but found " + k.describe());
		};
		Token n = in.name("a resource name");
		in.expect(kind == Resource.Kind.LOCK ? "hold" : "service");
		Expr service = exprs.expr();
		Expr servers = Expr.num(1);
		if (kind == Resource.Kind.SERVER && in.accept("servers")) {
			servers = exprs.expr();
		}
		resources.add(in.mark(new Resource(n.text(), kind, service, servers), n));
	}
}
