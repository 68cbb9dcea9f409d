/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.trace.EventKind;

/** The first {@code keep[t]} events of each thread of a source. */
record PrefixSource(EventSource src, int[] keep) implements EventSource {

	@Override
	public int threads() {
		return src.threads();
	}

	@Override
	public int size(int t) {
		return keep[t];
	}

	@Override
	public EventKind kind(int t, int i) {
		return src.kind(t, i);
	}

	@Override
	public long object(int t, int i) {
		return src.object(t, i);
	}

	@Override
	public int site(int t, int i) {
		return src.site(t, i);
	}

	@Override
	public long cpuNanos(int t, int i) {
		return src.cpuNanos(t, i);
	}

	@Override
	public long wallNanos(int t, int i) {
		return src.wallNanos(t, i);
	}

	@Override
	public long arg(int t, int i) {
		return src.arg(t, i);
	}

	@Override
	public int flags(int t, int i) {
		return src.flags(t, i);
	}

	@Override
	public int wakeThread(int t, int i) {
		return src.wakeThread(t, i);
	}

	@Override
	public int wakeIndex(int t, int i) {
		return src.wakeIndex(t, i);
	}
}
