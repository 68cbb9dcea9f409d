/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

/**
 * A shared resource that tasks contend for.
 *
 * @param name the name tasks refer to
 * @param kind bus, server or lock
 * @param service service time per request (bus, server) or mean holding time (lock)
 * @param servers number of identical servers (1 for a bus or lock)
 */
public record Resource(String name, Kind kind, Expr service, Expr servers) {

	/** The contention submodel a resource is solved with. */
	public enum Kind {
		/** A single shared bus: a closed queueing network solved by mean value analysis. */
		BUS,
		/** A multi-server FCFS center in the same network. */
		SERVER,
		/** A software lock taken once per task start: a machine-repairman (M/M/1//K) queue. */
		LOCK;

		/** The keyword in the text form. */
		public String keyword() {
			return name().toLowerCase(java.util.Locale.ROOT);
		}
	}
}
