/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/** Rewrites of recorded traces for comparisons. */
final class TraceSurgery {

	private TraceSurgery() {
	}

	/**
	 * The trace as a recorder without mounts would have written it: mounts and unmounts left out, their CPU time
	 * given to the next event of their thread, wake links renumbered.
	 */
	static Trace withoutPlacements(Trace t) {
		List<int[]> renumber = new ArrayList<>();
		for (ThreadEvents e : t.streams()) {
			int[] to = new int[e.size()];
			int n = 0;
			for (int i = 0; i < e.size(); i++) {
				to[i] = e.kind(i).isPlacement() ? -1 : n++;
			}
			renumber.add(to);
		}
		List<ThreadEvents> streams = new ArrayList<>();
		for (ThreadEvents e : t.streams()) {
			ThreadEvents.Builder b = ThreadEvents.builder(e.thread());
			long carried = 0;
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i).isPlacement()) {
					carried += e.cpuNanos(i);
					continue;
				}
				int wt = e.wakeThread(i);
				int wi = wt < 0 ? -1 : renumber.get(wt)[e.wakeIndex(i)];
				b.add(e.kind(i), e.object(i), e.site(i), e.cpuNanos(i) + carried, e.wallNanos(i), e.arg(i),
						e.flags(i), wt, wi);
				carried = 0;
			}
			streams.add(b.build());
		}
		return new Trace(t.header(), streams);
	}

	/** The trace with every task_submit's argument (a scheduled task's delay) 0, as a recorder without delays. */
	static Trace withoutDelays(Trace t) {
		return rewritten(t, false, 0);
	}

	/** The trace with {@code flags} cleared on every event, as a recorder that did not set them. */
	static Trace withoutFlags(Trace t, int flags) {
		return rewritten(t, true, flags);
	}

	/** Each event as recorded but for the submits' delays ({@code delays} false) and {@code cleared} flags. */
	private static Trace rewritten(Trace t, boolean delays, int cleared) {
		List<ThreadEvents> streams = new ArrayList<>();
		for (ThreadEvents e : t.streams()) {
			ThreadEvents.Builder b = ThreadEvents.builder(e.thread());
			for (int i = 0; i < e.size(); i++) {
				long arg = !delays && e.kind(i) == EventKind.TASK_SUBMIT ? 0 : e.arg(i);
				b.add(e.kind(i), e.object(i), e.site(i), e.cpuNanos(i), e.wallNanos(i), arg, e.flags(i) & ~cleared,
						e.wakeThread(i), e.wakeIndex(i));
			}
			streams.add(b.build());
		}
		return new Trace(t.header(), streams);
	}

	/**
	 * The trace without its JIT compilers' CPU times, which every run replays as threads of their own: a prediction
	 * of the program's threads alone, for programs too short for their compilation to be small beside them.
	 */
	static Trace withoutCompilers(Trace t) {
		TraceHeader h = t.header();
		Map<String, String> props = new HashMap<>(h.properties());
		props.keySet().removeIf(k -> k.startsWith("jvm.compiler.cpu"));
		return new Trace(new TraceHeader(h.formatVersion(), h.jvm(), h.os(), h.cpuCount(), h.startEpochMillis(),
				h.threads(), h.sites(), props), t.streams());
	}
}
