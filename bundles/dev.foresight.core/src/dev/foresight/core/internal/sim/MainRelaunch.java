/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.List;
import java.util.stream.IntStream;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.TraceHeader;

/**
 * DestroyJavaVM: main's native thread, attached again once {@code main} has returned, which waits for the program's
 * other non-daemon threads to end and then runs the shutdown hooks. No {@code thread_start} starts it, yet replayed
 * from time 0 it would run the hooks, and take their locks, before the program's work: it begins when {@code main}
 * and every non-daemon thread whose recorded end came before its recorded begin have ended. Which threads it waited
 * for is read from the recorded times, since the thread table says which threads were daemons only from 2026-12-02
 * on.
 */
final class MainRelaunch {

	/** The JVM's name for the thread. */
	static final String NAME = "DestroyJavaVM";

	static final MainRelaunch NONE = new MainRelaunch(-1, new boolean[0], 0);

	/** The relaunched main thread, or -1. */
	final int thread;
	private final boolean[] awaited;
	/** How many threads it waits for. */
	final int count;

	private MainRelaunch(int thread, boolean[] awaited, int count) {
		this.thread = thread;
		this.awaited = awaited;
		this.count = count;
	}

	/**
	 * The relaunched main thread among the threads of {@code header} a run waits for ({@code exit}: the recorded
	 * non-daemon ones), or {@link #NONE} when there is none or no recorded {@code main} ended before it began.
	 */
	static MainRelaunch of(TraceHeader header, EventSource src, boolean[] exit) {
		List<ThreadInfo> infos = header.threads();
		int n = exit.length;
		int relaunched = -1;
		int main = -1;
		for (int t = 0; t < n; t++) {
			ThreadInfo info = infos.get(t);
			if (exit[t] && info.parent() < 0 && !info.virtual()) {
				if (relaunched < 0 && NAME.equals(info.name())) {
					relaunched = t;
				} else if (main < 0 && "main".equals(info.name())) {
					main = t;
				}
			}
		}
		if (relaunched < 0 || main < 0 || !ended(src, main)) {
			return NONE;
		}
		long begun = src.wallNanos(relaunched, 0);
		boolean[] awaited = new boolean[n];
		int count = 0;
		for (int t = 0; t < n; t++) {
			if (exit[t] && t != relaunched && ended(src, t) && src.wallNanos(t, src.size(t) - 1) <= begun) {
				awaited[t] = true;
				count++;
			}
		}
		return awaited[main] ? new MainRelaunch(relaunched, awaited, count) : NONE;
	}

	private static boolean ended(EventSource src, int t) {
		int size = src.size(t);
		return size > 0 && src.kind(t, size - 1) == EventKind.THREAD_END;
	}

	/** The threads it waits for. */
	int[] awaited() {
		return IntStream.range(0, awaited.length).filter(t -> awaited[t]).toArray();
	}

	/** Whether the end of thread {@code t} is one the relaunched main thread waits for. */
	boolean awaits(int t) {
		return t < awaited.length && awaited[t];
	}
}
