/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import dev.foresight.core.model.Resource.Kind;
import dev.foresight.core.model.Schedule.Policy;

/**
 * Builds a {@link TaskGraph} in code (tests, generators, the trace derivation); the top level is a sequence.
 *
 * <pre>
 * TaskGraph g = new TaskGraphBuilder("fork-join")
 * 		.build(b -&gt; b.task("root", 1).par(p -&gt; p.task("a", 4).task("b", 3)).task("join", 1));
 * </pre>
 */
public final class TaskGraphBuilder {

	private final String name;
	private final List<Param> params = new ArrayList<>();
	private final List<Resource> resources = new ArrayList<>();
	private Schedule schedule = Schedule.DEFAULT;

	/** Starts a graph with a display name. */
	public TaskGraphBuilder(String name) {
		this.name = name;
	}

	/** Declares a parameter with a default. */
	public TaskGraphBuilder param(String paramName, double value) {
		params.add(new Param(paramName, Expr.num(value)));
		return this;
	}

	/** Declares a resource. */
	public TaskGraphBuilder resource(String resourceName, Kind kind, double service, int servers) {
		resources.add(new Resource(resourceName, kind, Expr.num(service), Expr.num(servers)));
		return this;
	}

	/** Sets the scheduling policy (one process per processor). */
	public TaskGraphBuilder schedule(Policy policy) {
		schedule = new Schedule(policy, schedule.processes());
		return this;
	}

	/** Turns on processor sharing with {@code processes} processes. */
	public TaskGraphBuilder processes(int processes) {
		schedule = new Schedule(schedule.policy(), Expr.num(processes));
		return this;
	}

	/** The graph whose top-level sequence {@code body} declares. */
	public TaskGraph build(Consumer<NodesBuilder> body) {
		return new TaskGraph(name, params, resources, schedule, new Node.Seq(NodesBuilder.collect(body).nodes()));
	}
}
