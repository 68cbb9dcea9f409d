/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

/**
 * Which recorded release satisfies a waiting event in a replay (spec seed-broberg, 3.6). The automatic choice tries
 * them in declaration order and keeps the first that does not deadlock (3.7).
 */
public enum SimulationModel {
	/** Real semantics: any release of the object satisfies a wait; the most accurate, may deadlock. */
	DIRECT("direct"),
	/**
	 * Each thread is a set of short lists, one per waiting event, that may run out of order; a wait is satisfied only
	 * by its recorded releaser. Pessimistic, may deadlock.
	 */
	CLIENT_SERVER("client-server"),
	/** One list per thread in trace order; every wait and acquisition follows the recorded order. Never deadlocks. */
	STRICT_SEQUENCE("strict");

	private final String wireName;

	SimulationModel(String wireName) {
		this.wireName = wireName;
	}

	/** The name used on the command line and in JSON. */
	public String wireName() {
		return wireName;
	}

	/** The model with the given wire name, or {@code null}. */
	public static SimulationModel byWireName(String name) {
		for (SimulationModel m : values()) {
			if (m.wireName.equals(name)) {
				return m;
			}
		}
		return null;
	}

	@Override
	public String toString() {
		return wireName;
	}
}
