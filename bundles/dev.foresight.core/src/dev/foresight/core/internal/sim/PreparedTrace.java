/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.internal.columns.IntColumns;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * A trace turned into the flat arrays the engine reads: dense object numbers per event, the role and initial state
 * of every object, the recorded acquisition order (tickets) and the index of wake links. Built once per trace; every
 * simulation of the trace (any processor count, any model) shares it read-only. What grows with the number of events
 * is in columns of a {@link ColumnStore}: arrays for a trace in memory, mapped files for a streamed one, so that the
 * heap then holds only what grows with threads, objects and sites.
 */
public final class PreparedTrace {

	/** The trace in memory, or {@code null} when it was streamed. */
	final Trace trace;
	final TraceHeader header;
	final EventSource src;
	final int threads;
	/**
	 * The recorded threads are numbered below this; from it on come the JIT compilers' threads
	 * ({@link CompilerThreads}), which a run does not wait for.
	 */
	final int foreground;
	/** Per thread, whether a run waits for its end ({@link ExitThreads}: not for daemons, nor the compilers). */
	final boolean[] awaited;
	/** Per thread, the last event of a daemon's work that the run waits for, or -1 ({@link DaemonWork}). */
	final int[] holds;
	/** CPU time of each replayed JIT compiler thread (nanoseconds), the recorder's own compilation taken off. */
	private final long[] compilerNanos;
	private final boolean compilersFromBaseline;
	/** Events per thread. */
	final int[] sizes;
	/** What the engine reads at every event (kind, flags, object, waker bit, CPU time), packed per event. */
	private final EventCodes code;
	final int ioObject;
	/** The objects the events act on, under dense numbers. */
	final TraceObjects objects;
	/** Threads that no {@code thread_start} of the trace starts: they run from time 0, but for {@link #relaunch}. */
	final boolean[] root;
	/** DestroyJavaVM, which begins when the threads it waited for have ended. */
	final MainRelaunch relaunch;
	/** Strict-sequence ticket of each event: its rank among the acquisitions of its object, or -1. */
	final IntColumns ticket;
	/** Threads that release (produce) and consume each object. */
	final Parties party;
	/** Work that waits for an unpark that found its thread running, or {@code null} ({@link HandBacks}). */
	final HandBacks handBacks;
	final WakeIndex wakes;
	/** Where the threads' loops paced by time end ({@link StoppedLoops}). */
	final LoopTargets loops;
	/** Where the recorded threads were switched off their processors (see {@link RecordedCharges#switchRecorded}). */
	final RecordedSwitches switches;

	private final ColumnStore store;
	/** The Client-Server lists, found at the first Client-Server run. */
	private ListSplits lists;

	/** Prepares {@code trace}; linear in its size apart from one merge of the threads by recorded time. */
	public PreparedTrace(Trace trace) {
		this(trace, 0);
	}

	/**
	 * Prepares {@code trace}, taking {@code recorderCompilationNanos} (the JIT compilation of the recorder's own code)
	 * off the compilers' recorded CPU time.
	 */
	public PreparedTrace(Trace trace, long recorderCompilationNanos) {
		this(trace, trace.header(), new TraceEvents(trace), ColumnStore.HEAP, recorderCompilationNanos);
	}

	/**
	 * Prepares the events of {@code src}, whose threads are those of {@code header}, into columns of {@code store}.
	 */
	public PreparedTrace(TraceHeader header, EventSource src, ColumnStore store) {
		this(null, header, src, store, 0);
	}

	/** As {@link #PreparedTrace(TraceHeader, EventSource, ColumnStore)}, as {@link #PreparedTrace(Trace, long)}. */
	public PreparedTrace(TraceHeader header, EventSource src, ColumnStore store, long recorderCompilationNanos) {
		this(null, header, src, store, recorderCompilationNanos);
	}

	private PreparedTrace(Trace trace, TraceHeader recordedHeader, EventSource recorded, ColumnStore store,
			long recorderCompilationNanos) {
		if (recordedHeader.threads().size() != recorded.threads()) {
			throw new IllegalArgumentException(recorded.threads() + " event streams for "
					+ recordedHeader.threads().size() + " threads");
		}
		long[] compilers = CompilerThreads.cpuNanos(recordedHeader, recorderCompilationNanos);
		this.compilerNanos = compilers;
		this.compilersFromBaseline = recorderCompilationNanos <= 0 && CompilerThreads.fromBaseline(recordedHeader);
		this.trace = trace;
		this.foreground = recorded.threads();
		this.header = CompilerThreads.header(recordedHeader, compilers.length);
		this.src = compilers.length == 0 ? recorded : CompilerThreads.source(recorded, compilers);
		this.threads = src.threads();
		this.sizes = new int[threads];
		for (int t = 0; t < threads; t++) {
			sizes[t] = src.size(t);
		}
		this.store = store;
		this.code = new EventCodes(store, sizes);
		this.ioObject = threads;
		this.root = new boolean[threads];
		this.ticket = store.ints(sizes);
		this.objects = new TraceObjects(threads);
		Arrays.fill(root, true);
		RecordedSwitches.Builder switched = new RecordedSwitches.Builder(threads);
		for (int t = 0; t < threads; t++) {
			// the compilers' threads are not recorded threads: their CPU time is one figure
			numberObjects(t, t < foreground && !header.threads().get(t).virtual() ? switched : null);
		}
		this.switches = switched.build();
		this.awaited = ExitThreads.awaited(header, src, foreground);
		this.holds = DaemonWork.holds(header, src, awaited, foreground);
		this.relaunch = MainRelaunch.of(header, src, awaited);
		if (relaunch.thread >= 0) {
			root[relaunch.thread] = false;
		}
		this.party = new Parties(objects.count);
		new RecordedOrderPass(this).run();
		this.handBacks = HandBacks.find(this);
		this.wakes = new WakeIndex(this, store);
		this.loops = new LoopTargets(src, this::isWaker);
	}

	/** How many times the recorded platform threads were switched off their processors ({@link RecordedSwitches}). */
	public long recordedSwitches() {
		return switches.count();
	}

	/** How many unparks found their thread running ({@link HandBacks}). */
	public int handBacks() {
		return handBacks == null ? 0 : handBacks.count();
	}

	/** CPU time of each JIT compiler thread the runs replay (nanoseconds); empty when the trace has none. */
	public long[] compilerNanos() {
		return compilerNanos.clone();
	}

	/**
	 * The factor a run on {@code cpus} processors scales {@link #compilerNanos} by ({@link CompilerThreads#scale}); 1
	 * when they are not those of a run without the recorder.
	 */
	public double compilerScale(int cpus) {
		return compilersFromBaseline ? CompilerThreads.scale(header, cpus) : 1;
	}

	/** Whether {@link #compilerNanos} are those of a run without the recorder ({@code record --baseline}). */
	public boolean compilersFromBaseline() {
		return compilersFromBaseline;
	}

	/**
	 * Whether a trace with {@code header}, prepared without a recorder's compilation to take off, replays the compilers
	 * of a run without the recorder: it holds a usable list of their times.
	 */
	public static boolean hasCompilerBaseline(TraceHeader header) {
		return CompilerThreads.fromBaseline(header);
	}

	/** The trace this was built from, or {@code null} when it was streamed. */
	public Trace trace() {
		return trace;
	}

	/** The header of the trace: threads and sites, the JIT compilers' threads after the recorded ones. */
	public TraceHeader header() {
		return header;
	}

	/** The Client-Server model's lists; found once, by the first run that needs them. */
	synchronized ListSplits lists() {
		if (lists == null) {
			lists = new ListSplits(this, store);
		}
		return lists;
	}

	/** Number of events of thread {@code t}. */
	int size(int t) {
		return sizes[t];
	}

	private void numberObjects(int t, RecordedSwitches.Builder switched) {
		EventSource s = src;
		// a mount or unmount only says where the thread ran: its CPU time goes to the next event, so that it is a
		// point in the thread's work that no recording cost and no CPU resampling applies to
		long carried = 0;
		long prevWall = -1;
		objects.nextThread();
		for (int i = 0, n = sizes[t]; i < n; i++) {
			if (switched != null) {
				long wall = s.wallNanos(t, i);
				if (prevWall >= 0) {
					switched.event(t, i, wall - prevWall, s.cpuNanos(t, i));
				}
				prevWall = wall;
			}
			EventKind k = s.kind(t, i);
			int flags = s.flags(t, i);
			int o = switch (k) {
			case JOIN, THREAD_START -> validThread(s.arg(t, i));
			case IO_BEGIN, IO_END -> ioObject;
			default -> objects.number(k, s.object(t, i), flags, s.arg(t, i));
			};
			if (k == EventKind.THREAD_START && o >= 0) {
				root[o] = false;
			} else if ((k == EventKind.TASK_BEGIN || k == EventKind.TASK_SUBMIT || k == EventKind.TASK_END) && o >= 0) {
				objects.task(k, o, s.wakeThread(t, i) >= 0);
			}
			long cpu = s.cpuNanos(t, i) + carried;
			// a read linked to another thread's write spends its CPU time (polling, copying, returning) after the
			// write woke it: that time goes to the next event, after the io_end's wait
			boolean carry = k.isPlacement() || k == EventKind.IO_END && s.wakeThread(t, i) >= 0;
			carried = carry ? cpu : 0;
			code.set(t, i, k, o, flags, carry ? 0 : cpu);
		}
	}

	/** Marks event {@code i} of thread {@code t} as one some event waits for (the wake index finds them). */
	void markWaker(int t, int i) {
		code.markWaker(t, i);
	}

	/** Dense object number of event {@code i} of thread {@code t}, or -1. */
	int obj(int t, int i) {
		return code.object(code.word(t, i), t, i);
	}

	/** Kind of event {@code i} of thread {@code t}. */
	EventKind kind(int t, int i) {
		return EventCodes.kind(code.word(t, i));
	}

	/** Flags of event {@code i} of thread {@code t} (the low eight bits, all the engine reads). */
	int flags(int t, int i) {
		return EventCodes.flags(code.word(t, i));
	}

	/** Whether some event waits for event {@code i} of thread {@code t}. */
	boolean isWaker(int t, int i) {
		return EventCodes.isWaker(code.word(t, i));
	}

	/** Site of event {@code i} of thread {@code t}, or -1. */
	int site(int t, int i) {
		return src.site(t, i);
	}

	private int validThread(long id) {
		return id >= 0 && id < threads ? (int) id : -1;
	}

	/** Number of dense objects, threads and the I/O pseudo-object included. */
	int objectCount() {
		return objects.count;
	}

	/** A description of object {@code o} for messages, for example {@code monitor 0x1f}. */
	String describe(int o) {
		return objects.describe(o, header);
	}

	/** The packed word of event {@code i} of thread {@code t}, for the engine to decode with {@link EventCodes}. */
	long word(int t, int i) {
		return code.word(t, i);
	}

	/** Per thread, the array of the words of its events, or {@code null} for a streamed trace. */
	long[][] wordArrays() {
		return code.arrays();
	}

	/** The object number of event {@code i} of thread {@code t}, whose word is {@code word}. */
	int obj(long word, int t, int i) {
		return code.object(word, t, i);
	}

	/** The CPU time before event {@code i} of thread {@code t}, whose word is {@code word}. */
	long cpu(long word, int t, int i) {
		return code.cpu(word, t, i);
	}

	/** Whether some try-lock of the trace succeeded (only then can yielding try-locks change a run). */
	public boolean hasSuccessfulTryLock() {
		for (int t = 0; t < threads; t++) {
			for (int i = 0, n = sizes[t]; i < n; i++) {
				if (kind(t, i) == EventKind.TRY_LOCK && (flags(t, i) & Event.FAILED) == 0) {
					return true;
				}
			}
		}
		return false;
	}

	static long key(int thread, int index) {
		return ((long) thread << 32) | (index & 0xffffffffL);
	}
}
