/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.internal.columns.IntColumns;
import dev.foresight.core.internal.columns.LongColumns;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.trace.ftrace.FtraceScan;
import dev.foresight.core.trace.ftrace.FtraceVisitor;

/**
 * The events of an {@code .ftrace} file in per-thread columns of a store, read without building the trace: a first
 * pass counts each thread's events, a second writes every event at its place in its thread's columns, then the
 * thread starts and the waiting acquisitions are linked as the in-memory reader links them. Only the header and the
 * counts are on the heap.
 */
public final class FileEvents implements EventSource {

	private static final EventKind[] KINDS = EventKind.values();
	/** Bits of the packed kind-and-flags value that hold the kind: room for 64 kinds (there are 34). */
	private static final int KIND_BITS = 6;

	private final FtraceScan scan;
	private final int threads;
	private final int[] sizes;
	private final LongColumns object;
	private final LongColumns cpu;
	private final LongColumns wall;
	private final LongColumns arg;
	private final IntColumns site;
	/** The kind in the low six bits, the flags above (the flags' top six bits are dropped: no flag uses them). */
	private final IntColumns kindFlags;
	private final IntColumns wakeThread;
	private final IntColumns wakeIndex;

	private FileEvents(FtraceScan scan, ColumnStore store) {
		this.scan = scan;
		this.threads = scan.threadCount();
		this.sizes = new int[threads];
		for (int t = 0; t < threads; t++) {
			sizes[t] = scan.events(t);
		}
		object = store.longs(sizes);
		cpu = store.longs(sizes);
		wall = store.longs(sizes);
		arg = store.longs(sizes);
		site = store.ints(sizes);
		kindFlags = store.ints(sizes);
		wakeThread = store.ints(sizes);
		wakeIndex = store.ints(sizes);
	}

	/**
	 * Reads {@code file} into columns of {@code store} in two passes, reporting the events of each to {@code monitor}.
	 *
	 * @throws java.util.concurrent.CancellationException when the monitor is canceled
	 */
	public static FileEvents read(Path file, ColumnStore store, ProgressMonitor monitor) throws IOException {
		FileEvents events = new FileEvents(FtraceScan.scan(file, monitor), store);
		FtraceReader.stream(file, events.new Filler(monitor));
		events.linkStarts();
		StreamWaitLinker.link(events);
		return events;
	}

	/** What the first pass collected: header, warnings, whether the recording was closed. */
	public FtraceScan scan() {
		return scan;
	}

	private void linkStarts() {
		int[] starts = scan.starts();
		for (int k = 0; k < starts.length; k += 3) {
			int creator = starts[k + 1];
			int index = starts[k + 2];
			if (creator < threads && index < sizes[creator] && kind(creator, index) == EventKind.THREAD_START) {
				arg.set(creator, index, starts[k]);
			}
		}
	}

	/** Sets the wake link of event {@code i} of thread {@code t}. */
	void setWake(int t, int i, int u, int j) {
		wakeThread.set(t, i, u);
		wakeIndex.set(t, i, j);
	}

	/** The second pass: each event to its place; events the first pass did not see (a file still growing) are left. */
	private final class Filler implements FtraceVisitor {
		private final int[] next = new int[threads];
		private final ProgressMonitor monitor;
		private long filled;

		Filler(ProgressMonitor monitor) {
			this.monitor = monitor;
		}

		@Override
		public void event(int thread, int index, EventKind kind, long objectId, int siteId, long cpuNanos,
				long wallNanos, long argument, int flags, int wakeT, int wakeI) {
			if (thread >= threads || next[thread] >= sizes[thread]) {
				return;
			}
			int i = next[thread]++;
			object.set(thread, i, objectId);
			cpu.set(thread, i, cpuNanos);
			wall.set(thread, i, wallNanos);
			arg.set(thread, i, argument);
			site.set(thread, i, siteId);
			kindFlags.set(thread, i, kind.ordinal() | flags << KIND_BITS);
			wakeThread.set(thread, i, wakeT);
			wakeIndex.set(thread, i, wakeI);
			if (++filled % FtraceScan.STEP == 0) {
				monitor.worked(FtraceScan.STEP);
				monitor.checkCanceled();
			}
		}

		@Override
		public void header(int version, String jvm, String os, int cpuCount, long start, Map<String, String> p) {
			// the first pass kept it
		}

		@Override
		public void thread(ThreadInfo thread) {
			// the first pass kept it
		}

		@Override
		public void site(Site s) {
			// the first pass kept it
		}

		@Override
		public void property(String key, String value) {
			// the first pass kept it
		}

		@Override
		public void warning(String message) {
			// the first pass reported it
		}

		@Override
		public void end(boolean closed, long bytes) {
			// the first pass reported it
		}
	}

	@Override
	public int threads() {
		return threads;
	}

	@Override
	public int size(int t) {
		return sizes[t];
	}

	@Override
	public EventKind kind(int t, int i) {
		return KINDS[kindFlags.get(t, i) & ((1 << KIND_BITS) - 1)];
	}

	@Override
	public long object(int t, int i) {
		return object.get(t, i);
	}

	@Override
	public int site(int t, int i) {
		return site.get(t, i);
	}

	@Override
	public long cpuNanos(int t, int i) {
		return cpu.get(t, i);
	}

	@Override
	public long wallNanos(int t, int i) {
		return wall.get(t, i);
	}

	@Override
	public long arg(int t, int i) {
		return arg.get(t, i);
	}

	@Override
	public int flags(int t, int i) {
		return kindFlags.get(t, i) >>> KIND_BITS;
	}

	@Override
	public int wakeThread(int t, int i) {
		return wakeThread.get(t, i);
	}

	@Override
	public int wakeIndex(int t, int i) {
		return wakeIndex.get(t, i);
	}
}
