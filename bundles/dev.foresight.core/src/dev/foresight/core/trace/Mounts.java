/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

/**
 * How a trace's virtual threads ran on their carriers: how many virtual threads, how many times one was mounted and
 * on how many distinct carriers (platform threads), for summaries.
 *
 * @param virtualThreads threads of the table that are virtual
 * @param mounts {@code vthread_mount} events
 * @param carriers distinct carriers those mounts name
 */
public record Mounts(int virtualThreads, long mounts, int carriers) {

	/** Counts the mounts of {@code trace}. */
	public static Mounts of(Trace trace) {
		return TraceSummary.tally(trace).mounts(trace.header());
	}
}
