/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

/**
 * How ready tasks are given to processes.
 *
 * @param policy the scheduling policy
 * @param processes number of processes sharing the processors (processor sharing), or {@code null} for one
 *        process per processor
 */
public record Schedule(Policy policy, Expr processes) {

	/** Greedy list scheduling from one FIFO queue, one process per processor: the default. */
	public static final Schedule DEFAULT = new Schedule(Policy.FIFO, null);

	/** The scheduling policies of the deterministic model. */
	public enum Policy {
		/** One shared FIFO ready queue (work-conserving). */
		FIFO("fifo"),
		/** One ready queue ordered by decreasing task time (longest processing time first). */
		LPT("lpt"),
		/** Static: member k of a group goes to process k mod |set|; other tasks to process 0. */
		CYCLIC("cyclic"),
		/** Static: a group is cut into contiguous blocks of ceil(n/|set|) members. */
		BLOCKED("blocked"),
		/** Static: row i of a grid goes to process i mod |set| (pipelined wavefronts). */
		ROWS("rows"),
		/** Semi-static: one queue per group; an idle process steals from the queue with fewest processes. */
		QUEUES("queues"),
		/** Static geographic: one queue per group, no stealing. */
		STATIC_QUEUES("static_queues");

		private final String keyword;

		Policy(String keyword) {
			this.keyword = keyword;
		}

		/** The keyword in the text form. */
		public String keyword() {
			return keyword;
		}

		/** The policy with this keyword, or {@code null}. */
		public static Policy of(String keyword) {
			for (Policy p : values()) {
				if (p.keyword.equals(keyword)) {
					return p;
				}
			}
			return null;
		}
	}
}
