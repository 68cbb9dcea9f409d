/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

import java.util.List;

/**
 * A piece of program structure: a task, a task group, or a composition of nodes. Sequence, parallel, loop,
 * replication and choice nodes form series-parallel structure; a {@link Dag} holds named tasks with explicit edges
 * for graphs that are not series-parallel.
 */
public sealed interface Node {

	/**
	 * One task.
	 *
	 * @param name the task name (unique within a DAG block)
	 * @param time its CPU time
	 * @param uses the shared resources it contends for
	 */
	record Task(String name, Dist time, List<Use> uses) implements Node {
		/** Defensive copy. */
		public Task {
			uses = List.copyOf(uses);
		}
	}

	/**
	 * A task group (a parallel loop): members with common predecessors, successors and resource use, stored once.
	 * Members are ordered: the order is the queue order for FIFO and the assignment order for static policies.
	 *
	 * @param name the group name
	 * @param count the number of members when all share {@code times.get(0)}, or {@code null} when {@code times}
	 *        lists one time per member
	 * @param times one time for all members, or one per member
	 * @param on the processes a static policy may place members on
	 * @param uses the shared resources every member contends for
	 */
	record Group(String name, Expr count, List<Dist> times, ProcessSet on, List<Use> uses) implements Node {
		/** Defensive copies and shape check. */
		public Group {
			times = List.copyOf(times);
			uses = List.copyOf(uses);
			if (count != null && times.size() != 1) {
				throw new IllegalArgumentException("a counted group has exactly one member time");
			}
		}
	}

	/**
	 * A wavefront grid: task (i, j) follows (i-1, j) and (i, j-1); row i is one unit for the {@code rows} policy.
	 *
	 * @param name the grid name
	 * @param rows number of rows
	 * @param cols number of columns
	 * @param time time of each cell
	 * @param uses the shared resources every cell contends for
	 */
	record Grid(String name, Expr rows, Expr cols, Dist time, List<Use> uses) implements Node {
		/** Defensive copy. */
		public Grid {
			uses = List.copyOf(uses);
		}
	}

	/** Children one after the other; the end of each child is a barrier. */
	record Seq(List<Node> children) implements Node {
		/** Defensive copy. */
		public Seq {
			children = List.copyOf(children);
		}
	}

	/** Children in parallel; the node ends when all children end. */
	record Par(List<Node> children) implements Node {
		/** Defensive copy. */
		public Par {
			children = List.copyOf(children);
		}
	}

	/**
	 * The body repeated sequentially.
	 *
	 * @param count the iteration count, a constant or a distribution (rounded to a whole number when sampled)
	 * @param body the loop body
	 */
	record Loop(Dist count, Seq body) implements Node {
	}

	/**
	 * {@code count} copies of the body in parallel.
	 *
	 * @param count the number of copies
	 * @param body the replicated node
	 */
	record Replicate(Expr count, Seq body) implements Node {
	}

	/** Exactly one of the branches runs, each with its probability. */
	record Choice(List<Branch> branches) implements Node {
		/** Defensive copy. */
		public Choice {
			branches = List.copyOf(branches);
		}
	}

	/** A branch of a {@link Choice}. */
	record Branch(Expr probability, Node body) {
	}

	/**
	 * An explicit DAG of named tasks and groups with precedence edges.
	 *
	 * @param nodes the tasks and groups, in declaration order (the FIFO queue order of siblings)
	 * @param edges precedence edges by name
	 */
	record Dag(List<Node> nodes, List<Edge> edges) implements Node {
		/** Defensive copies; only tasks and groups may be named in a DAG. */
		public Dag {
			nodes = List.copyOf(nodes);
			edges = List.copyOf(edges);
			for (Node n : nodes) {
				if (!(n instanceof Task) && !(n instanceof Group)) {
					throw new IllegalArgumentException("a dag holds tasks and groups only");
				}
			}
		}
	}

	/** A precedence edge: {@code to} starts after {@code from} ends. */
	record Edge(String from, String to) {
	}

	/** The processes a static policy may place a group's members on (PSIM-style processor splitting). */
	enum ProcessSet {
		/** Every process. */
		ALL,
		/** Even-numbered processes (all of them when there is one process). */
		EVEN,
		/** Odd-numbered processes (process 0 when there is one process). */
		ODD;

		/** The keyword in the text form. */
		public String keyword() {
			return name().toLowerCase(java.util.Locale.ROOT);
		}
	}
}
