/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

import dev.foresight.core.model.Node.ProcessSet;

/**
 * Collects a list of nodes for a sequence, a parallel block or a DAG; the fluent half of {@link TaskGraphBuilder}.
 */
public class NodesBuilder {

	private final List<Node> nodes = new ArrayList<>();
	private final List<Node.Edge> edges = new ArrayList<>();

	/** Adds a task with a constant time. */
	public NodesBuilder task(String name, double time) {
		return task(name, Dist.constant(time));
	}

	/** Adds a task with the given time distribution and resource uses. */
	public NodesBuilder task(String name, Dist time, Use... uses) {
		return add(new Node.Task(name, time, List.of(uses)));
	}

	/** Adds a group of {@code count} members with the same time. */
	public NodesBuilder group(String name, int count, double time) {
		return add(new Node.Group(name, Expr.num(count), List.of(Dist.constant(time)), ProcessSet.ALL, List.of()));
	}

	/** Adds a group with one constant time per member, placed on {@code on} by static policies. */
	public NodesBuilder group(String name, ProcessSet on, double... times) {
		List<Dist> ds = Arrays.stream(times).mapToObj(Dist::constant).toList();
		return add(new Node.Group(name, null, ds, on, List.of()));
	}

	/** Adds a wavefront grid of unit-free constant cell times. */
	public NodesBuilder grid(String name, int rows, int cols, double time) {
		return add(new Node.Grid(name, Expr.num(rows), Expr.num(cols), Dist.constant(time), List.of()));
	}

	/** Adds a sequence built by {@code body}. */
	public NodesBuilder seq(Consumer<NodesBuilder> body) {
		return add(new Node.Seq(collect(body).nodes));
	}

	/** Adds a parallel block built by {@code body}. */
	public NodesBuilder par(Consumer<NodesBuilder> body) {
		return add(new Node.Par(collect(body).nodes));
	}

	/** Adds a loop of {@code count} sequential iterations of the sequence built by {@code body}. */
	public NodesBuilder loop(Dist count, Consumer<NodesBuilder> body) {
		return add(new Node.Loop(count, new Node.Seq(collect(body).nodes)));
	}

	/** Adds {@code count} parallel copies of the sequence built by {@code body}. */
	public NodesBuilder replicate(Expr count, Consumer<NodesBuilder> body) {
		return add(new Node.Replicate(count, new Node.Seq(collect(body).nodes)));
	}

	/** Adds a two-way choice: {@code first} with probability {@code p}, else {@code second}. */
	public NodesBuilder choice(double p, Consumer<NodesBuilder> first, Consumer<NodesBuilder> second) {
		return add(new Node.Choice(List.of(new Node.Branch(Expr.num(p), new Node.Seq(collect(first).nodes)),
				new Node.Branch(Expr.num(1 - p), new Node.Seq(collect(second).nodes)))));
	}

	/** Adds an explicit DAG whose tasks, groups and edges {@code body} declares. */
	public NodesBuilder dag(Consumer<NodesBuilder> body) {
		NodesBuilder b = collect(body);
		return add(new Node.Dag(b.nodes, b.edges));
	}

	/** Inside {@link #dag}: edges from one node to each of {@code to}. */
	public NodesBuilder edge(String from, String... to) {
		for (String t : to) {
			edges.add(new Node.Edge(from, t));
		}
		return this;
	}

	/** Adds any node. */
	public NodesBuilder add(Node node) {
		nodes.add(node);
		return this;
	}

	/** The nodes added so far. */
	public List<Node> nodes() {
		return List.copyOf(nodes);
	}

	static NodesBuilder collect(Consumer<NodesBuilder> body) {
		NodesBuilder b = new NodesBuilder();
		body.accept(b);
		return b;
	}
}
