/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

import java.util.List;

/**
 * A whole analytic model as written: parameters, resources, scheduling and the program structure.
 *
 * @param name a display name, possibly empty
 * @param params symbolic parameters in declaration order (a default may use earlier parameters)
 * @param resources shared resources
 * @param schedule the scheduling policy
 * @param body the program: a sequence of top-level nodes
 */
public record TaskGraph(String name, List<Param> params, List<Resource> resources, Schedule schedule, Node.Seq body) {

	/** Defensive copies. */
	public TaskGraph {
		params = List.copyOf(params);
		resources = List.copyOf(resources);
	}

	/** The resource with this name, or {@code null}. */
	public Resource resource(String resourceName) {
		for (Resource r : resources) {
			if (r.name().equals(resourceName)) {
				return r;
			}
		}
		return null;
	}
}
