/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import dev.foresight.agent.format.Kinds;

/**
 * The recording in progress: whether it is on, the per-thread states and the thread table. What goes into the trace
 * file goes through {@link TraceOutput}. One per JVM.
 */
public final class Recorder {

	static volatile boolean active;
	static long startNanos;
	private static final Set<Thread> IGNORED = ConcurrentHashMap.newKeySet();
	private static final Class<?> CARRIER = carrierClass();
	/** The state of every ended thread: it records nothing more, and its own state can be collected. */
	private static final ThreadState ENDED = endedMarker();

	private Recorder() {
	}

	/**
	 * Opens the trace and starts recording.
	 *
	 * @param file the trace file
	 * @param properties facts for the header (command line, options)
	 * @throws IOException when the file cannot be created
	 */
	public static synchronized void open(Path file, Map<String, String> properties) throws IOException {
		startNanos = System.nanoTime();
		TraceOutput.open(file, properties);
		Thread hook = new Thread(new Runnable() {
			@Override
			public void run() {
				close();
			}
		}, "foresight-shutdown");
		ignore(hook);
		Runtime.getRuntime().addShutdownHook(hook);
		CompilerCpu.begin();
		active = true;
	}

	private static ThreadState endedMarker() {
		ThreadState s = new ThreadState(null, false, -1, 0);
		s.ended = true;
		return s;
	}

	private static Class<?> carrierClass() {
		try {
			return Class.forName("jdk.internal.misc.CarrierThread", false, null);
		} catch (ClassNotFoundException e) {
			return null;
		}
	}

	/** Threads without a state yet inside a {@link #hush}: what they do there does not begin them. */
	private static final ThreadLocal<Boolean> HUSHED = new ThreadLocal<>();

	/** Never records {@code t} (the recorder's own threads). */
	public static void ignore(Thread t) {
		IGNORED.add(t);
	}

	/**
	 * Marks the current thread as inside the recorder, so that the hooks of the JDK classes it calls record nothing
	 * (the transformer reading a class file); returns whether it did, for {@link #unhush}.
	 */
	public static boolean hush() {
		ThreadState s = mine();
		if (s == null) {
			// a thread not seen yet (loading a class before its first event) is not begun by what it reads now
			HUSHED.set(Boolean.TRUE);
			return true;
		}
		if (s.busy) {
			return false;
		}
		s.busy = true;
		return true;
	}

	/** Ends a {@link #hush} that returned {@code hushed}. */
	public static void unhush(boolean hushed) {
		if (!hushed) {
			return;
		}
		if (HUSHED.get() != null) {
			HUSHED.remove();
			return;
		}
		ThreadState s = mine();
		if (s != null) {
			s.busy = false;
		}
	}

	/** Adds a property to the trace (for example an instrumentation failure). */
	public static void property(String key, String value) {
		TraceOutput.property(key, value);
	}

	/**
	 * Whether the current thread must not record: the recorder is off, or it is a carrier thread of virtual threads.
	 * Carriers run the JDK's fork/join hooks before they mount a virtual thread; if they blocked on one of the
	 * recorder's monitors while an unmounted virtual thread owned it, no carrier would be left to run that thread.
	 */
	static boolean skip() {
		return !active || (CARRIER != null && CARRIER.isInstance(Thread.currentThread()));
	}

	/** Whether {@code t} is a carrier thread of virtual threads (never recorded). */
	static boolean isCarrier(Thread t) {
		return CARRIER != null && CARRIER.isInstance(t);
	}

	/**
	 * Begins the recording of the current thread (the program's main thread, at the end of the agent's start): its
	 * CPU time counts from here, so that what {@code main} computes before its first event is the program's work too
	 * (a thread first seen at that event would start its clock there and lose it).
	 */
	public static void beginCurrent() {
		state();
	}

	/** The state of the current thread with its busy flag set, or {@code null} when it must not record now. */
	static ThreadState enter() {
		return enter(-1);
	}

	/**
	 * As {@link #enter()}, for the event of a call that began at {@code since} (-1: not known): a thread seen for the
	 * first time began no later, so that a first call that waited keeps its wait.
	 */
	static ThreadState enter(long since) {
		if (!active) {
			return null;
		}
		// one table read on the hot path; carriers and the recorder's threads never get a state
		ThreadState s = mine();
		if (s == null && (s = register(since)) == null) {
			return null;
		}
		if (s.busy || s.ended) {
			return null;
		}
		s.busy = true;
		return s;
	}

	/**
	 * The current thread's state, kept in its entry of the thread table rather than in a thread-local: a virtual
	 * thread's thread-local map and its entry cost about 140 bytes, which a program of hundreds of thousands of
	 * virtual threads pays for each, and the JDK erases some threads' thread-locals between tasks (the common pool's
	 * workers), where a second state would restart the thread's event indexes.
	 */
	private static ThreadState mine() {
		Threads.Entry e = Threads.get(Thread.currentThread());
		return e == null ? null : e.state;
	}

	/** The state of a thread seen for the first time, or {@code null} when it is not recorded. */
	private static ThreadState register(long since) {
		Thread t = Thread.currentThread();
		if (isCarrier(t) || IGNORED.contains(t) || HUSHED.get() != null) {
			return null;
		}
		return begin(t, since);
	}

	/** The current thread's state as it is (busy or not, possibly ended), or {@code null} when it has none. */
	static ThreadState current() {
		return mine();
	}

	/**
	 * The reference the current thread's next event will have, registering the thread first if needed; -1 when
	 * the thread is not recorded.
	 */
	static long nextRef() {
		ThreadState s = enter();
		if (s == null) {
			return -1;
		}
		s.busy = false;
		return s.nextRef();
	}

	/** The current thread's state without creating it, or {@code null}. */
	static ThreadState peek() {
		return skip() ? null : mine();
	}

	/** The current thread's state, creating it (and its thread_begin) if needed; {@code null} when not recorded. */
	static ThreadState state() {
		ThreadState s = enter();
		if (s != null) {
			s.busy = false;
		}
		return s;
	}

	/** Whether a hook is running on the current thread. */
	static boolean inHook() {
		ThreadState s = mine();
		return s != null && s.busy;
	}

	/** Dense id of the current thread, or -1 when it has recorded nothing yet. */
	static int currentId() {
		ThreadState s = mine();
		return s == null ? -1 : s.id;
	}

	/** Dense id of a recorded thread, or -1. */
	static int idOf(Thread t) {
		return Threads.idOf(t);
	}

	/**
	 * Registers the current thread: its table entry (unless its start wrote it), then its thread_begin event, at
	 * {@code since} when that is earlier than now (the start of the first call it records).
	 */
	private static ThreadState begin(Thread t, long since) {
		Threads.Entry e = Threads.of(t, -1, -1);
		long startRef = e.startRef;
		boolean virtual = t.isVirtual();
		// a thread started during the recording has used no CPU before it began; any other (main) starts from now
		long cpu0 = virtual ? -1 : startRef >= 0 ? 0 : Events.cpuOf(virtual);
		if (startRef < 0) {
			ProgramCpu.before(cpu0);
		}
		long before = Allocation.now();
		long wall = Events.now();
		if (since >= 0 && since < wall) {
			wall = since;
		}
		ThreadState s = new ThreadState(e, virtual, cpu0, wall);
		Allocation.since(before);
		// the entry is also how the recorder's shutdown finds the threads still running (no set of live states that
		// every thread would enter and leave)
		e.state = s;
		s.record(Kinds.THREAD_BEGIN, e.object, e.startSite, wall, wall, 0, 0, startRef);
		return s;
	}

	/**
	 * Gives a thread being started its id and table entry, so that events before its first one (an unpark) can
	 * name it; returns the entry.
	 */
	static Threads.Entry reserve(Thread t, int site) {
		return Threads.of(t, currentId(), site);
	}

	/** Remembers the creation site and thread_start of a thread being started (the new thread reads them). */
	static void started(Threads.Entry e, int site, long ref) {
		e.startSite = site;
		e.startRef = ref;
	}

	/** Whether {@code t} is one of the recorder's own threads. */
	static boolean ignored(Thread t) {
		return IGNORED.contains(t);
	}

	/** Records thread_end for the current thread and hands over its events. */
	static void end() {
		ThreadState s = enter();
		if (s == null) {
			return;
		}
		try {
			long wall = Events.now();
			Threads.Entry e = s.entry;
			long ref = s.record(Kinds.THREAD_END, e.object, -1, wall, wall, 0, 0, -1);
			s.finish();
			// the thread stays marked as ended (a new state would reuse its id and restart its event indexes), and its
			// own state, encoder included, is left to the collector
			s.ended = true;
			e.state = ENDED;
			e.endRef = ref;
		} catch (Throwable t) {
			TraceOutput.failed(t);
		} finally {
			s.busy = false;
		}
	}

	/** Stops recording, hands over every thread's pending events and closes the file. Runs once. */
	public static synchronized void close() {
		if (!active) {
			return;
		}
		Beside.await();
		active = false;
		Threads.closeAll();
		VirtualThreadHooks.close();
		InstrumentationCost.write();
		GcPauses.write();
		Allocation.thread(TraceOutput.thread());
		Allocation.write();
		CompilerCpu.write();
		String program = ProgramCpu.recordedMillis();
		if (program != null) {
			property(ProgramCpu.PROPERTY, program);
		}
		Atomics.write();
		Loopback.write();
		Callers.write();
		NativeAtExit.write();
		TraceOutput.close();
	}
}
