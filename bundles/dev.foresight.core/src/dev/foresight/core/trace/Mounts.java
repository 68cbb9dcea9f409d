/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.BitSet;

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
		int virtual = 0;
		for (ThreadInfo t : trace.header().threads()) {
			virtual += t.virtual() ? 1 : 0;
		}
		long mounts = 0;
		BitSet carriers = new BitSet();
		for (ThreadEvents e : trace.streams()) {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == EventKind.VTHREAD_MOUNT) {
					mounts++;
					if (e.arg(i) >= 0 && e.arg(i) < Integer.MAX_VALUE) {
						carriers.set((int) e.arg(i));
					}
				}
			}
		}
		return new Mounts(virtual, mounts, carriers.cardinality());
	}
}
