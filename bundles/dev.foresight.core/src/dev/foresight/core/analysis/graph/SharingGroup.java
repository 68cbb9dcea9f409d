/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

/**
 * Processors sharing work ideally: each member progresses at min(1, capacity / members). A virtual clock advances at
 * that rate, so a member finishes when the clock reaches its start value plus its work, and a change of membership
 * only changes the rate.
 */
final class SharingGroup {
	final int capacity;
	final EventHeap members = new EventHeap();
	int count;
	int version;
	double virtual;
	double updated;

	SharingGroup(int capacity) {
		this.capacity = capacity;
	}

	double rate() {
		return count == 0 ? 0 : Math.min(1.0, (double) capacity / count);
	}

	void update(double now) {
		virtual += (now - updated) * rate();
		updated = now;
	}
}
