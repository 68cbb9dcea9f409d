/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.internal.columns.IntColumns;
import dev.foresight.core.trace.EventKind;

/**
 * Where the Client-Server model's lists start in every thread (spec 3.6): at each waiting event with a recorded
 * releaser, and which waker each list waits for. Found once per trace, in columns of its store, and shared by all
 * Client-Server runs.
 */
final class ListSplits {

	/** Per thread, the event indexes that start lists 1..m. */
	private final IntColumns at;
	/** Per thread, the waker id each of those lists waits for. */
	private final IntColumns gate;

	ListSplits(PreparedTrace pt, ColumnStore store) {
		int n = pt.threads;
		int[] counts = new int[n];
		for (int t = 0; t < n; t++) {
			for (int i = 0, size = pt.size(t); i < size; i++) {
				if (gateOf(pt, t, i) >= 0) {
					counts[t]++;
				}
			}
		}
		at = store.ints(counts);
		gate = store.ints(counts);
		for (int t = 0; t < n; t++) {
			int k = 0;
			for (int i = 0, size = pt.size(t); i < size; i++) {
				int g = gateOf(pt, t, i);
				if (g >= 0) {
					at.set(t, k, i);
					gate.set(t, k++, g);
				}
			}
		}
	}

	/** The waker a list starting at event {@code i} of thread {@code t} waits for, or -1 if no list starts there. */
	private static int gateOf(PreparedTrace pt, int t, int i) {
		EventKind k = pt.kind(t, i);
		int o = pt.obj(t, i);
		boolean starts = Roles.followsLink(k) && !(k == EventKind.QUEUE_PUT && pt.objects.handoff(o));
		return starts ? pt.wakes.gateOf(t, i) : -1;
	}

	/** Number of lists of thread {@code t} after its start list. */
	int count(int t) {
		return at.length(t);
	}

	/** The event that starts list {@code l} (1-based) of thread {@code t}. */
	int start(int t, int l) {
		return at.get(t, l - 1);
	}

	/** The waker list {@code l} (1-based) of thread {@code t} waits for. */
	int gate(int t, int l) {
		return gate.get(t, l - 1);
	}
}
