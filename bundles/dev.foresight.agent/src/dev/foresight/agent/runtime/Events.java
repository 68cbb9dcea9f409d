/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.MONITOR_ENTER;
import static dev.foresight.agent.format.Kinds.MONITOR_EXIT;
import static dev.foresight.agent.format.Kinds.TIMED_AFTER;

/**
 * The recording primitives the hooks use. Each takes the current thread's state, returns -1 when the thread must
 * not be recorded (recorder off, the recorder's own threads, a hook already running on this thread), and never
 * throws: a failure is counted and recording goes on.
 */
final class Events {

	private Events() {
	}

	/** Nanoseconds since the recording started. */
	static long now() {
		return System.nanoTime() - Recorder.startNanos;
	}

	/** This thread's CPU clock, or -1 when it is virtual or the platform has none. */
	static long cpuOf(boolean virtual) {
		return virtual ? -1 : CpuClock.read();
	}

	/**
	 * Records an event of the current thread.
	 *
	 * @param kind see {@code Kinds}
	 * @param object object id or -1
	 * @param site site id or -1
	 * @param start for the end of a blocking call, when the call began (virtual threads count the time up to it as
	 *        work); -1 for an event that took no time
	 * @param arg kind-specific argument
	 * @param flags {@code Kinds.TIMED_OUT} and the other flags
	 * @param wake packed reference of the releasing event, or -1
	 * @return the packed reference of the event, or -1 when it was not recorded
	 */
	static long record(int kind, long object, int site, long start, long arg, int flags, long wake) {
		return recordTimed(kind, object, site, start, -1, arg, flags, wake);
	}

	/**
	 * Records an event timestamped when it began rather than now: a release found by its reserved reference (a put,
	 * the last arrival at a barrier) must not appear later than the events it released.
	 */
	static long recordAt(int kind, long object, int site, long start, long arg, int flags, long wake) {
		return recordTimed(kind, object, site, start, start, arg, flags, wake);
	}

	/**
	 * {@link #record} when {@code at} is -1, else {@link #recordAt} at {@code at}: one body, so that a hook that
	 * chooses between the two at run time has the recording path compiled into it once.
	 */
	static long recordTimed(int kind, long object, int site, long start, long at, long arg, int flags, long wake) {
		ThreadState s = Recorder.enter(start);
		if (s == null) {
			return -1;
		}
		try {
			long wall = at < 0 ? now() : at;
			return s.record(kind, object, site, start < 0 ? wall : start, wall, arg, flags, wake);
		} catch (Throwable t) {
			TraceOutput.failed(t);
			return -1;
		} finally {
			s.busy = false;
		}
	}

	/** Waits shorter than this are not worth a link: the acquisition did not wait for another thread's release. */
	static final long WAIT_WORTH_LINKING = 2_000;

	/**
	 * Records the acquisition of a monitor or lock by a call that began at {@code start} ({@code Long.MAX_VALUE}: an
	 * acquisition that could not wait, timed once). The argument is the time it waited (0 for short waits); the reader
	 * links a waiting acquisition to the release it waited for, so that the far more frequent releases need no
	 * registry here. An acquisition timed before and after is flagged {@code TIMED_AFTER}: the second clock reading
	 * is a cost the simulator takes off too, which an uncontended non-fair {@code ReentrantLock}, timed once, does not
	 * have.
	 */
	static void locked(int kind, Object object, int site, long start, int flags) {
		locked(kind, object, site, start, flags, -1);
	}

	/**
	 * As {@link #locked(int, Object, int, long, int)}; a {@code timeout} of 0 or more is the argument instead of the
	 * wait: a timed try that gave up, whose wait on one processor holds the other threads' turns too.
	 */
	static void locked(int kind, Object object, int site, long start, int flags, long timeout) {
		ThreadState s = Recorder.enter(start);
		if (s == null) {
			return;
		}
		try {
			long wall = now();
			long waited = timeout >= 0 ? timeout
					: start == Long.MAX_VALUE || wall - start < WAIT_WORTH_LINKING ? 0 : wall - start;
			s.record(kind, s.idOf(object), site, start == Long.MAX_VALUE ? wall : start, wall, waited,
					start == Long.MAX_VALUE ? flags : flags | TIMED_AFTER, -1);
		} catch (Throwable t) {
			TraceOutput.failed(t);
		} finally {
			s.busy = false;
		}
	}

	/**
	 * Records the acquisition of a monitor attempted at {@code start} (-1 when the attempt was not seen: a
	 * synchronized method). A monitor still thin after its entry was entered at once, at {@code start}: the clock is
	 * read again only when the entry may have waited, and the event says so ({@code TIMED_AFTER}): that reading costs
	 * the recorded thread about 27 ns more per entry (docs/benchmarks.md, "Inflated monitors"). {@code jdk}: the
	 * monitor is entered inside a JDK method, whose callers in the program are sampled ({@link Callers}).
	 */
	static void monitorEntered(Object monitor, int site, long start, boolean jdk) {
		ThreadState s = Recorder.enter(start);
		if (s == null) {
			return;
		}
		try {
			if (jdk && s.enteredJdkAgain(monitor)) {
				// a re-entry: not recorded, and timed by no clock reading (Hooks.jdkEntryClock)
				return;
			}
			boolean once = start < 0 || MarkWord.thin(monitor);
			long wall = once && start >= 0 ? start : now();
			long waited = start < 0 || wall - start < WAIT_WORTH_LINKING ? 0 : wall - start;
			s.record(MONITOR_ENTER, s.idOf(monitor), site, start < 0 ? wall : start, wall, waited,
					once ? 0 : TIMED_AFTER, -1);
			if (jdk) {
				Callers.entered(s, site);
			}
		} catch (Throwable t) {
			TraceOutput.failed(t);
		} finally {
			s.busy = false;
		}
	}

	/** Records the release of a monitor or lock, timed now (before the release: a synchronized method's return). */
	static void unlocked(int kind, Object object, int site, int flags) {
		unlocked(kind, object, site, flags, -1);
	}

	/**
	 * Records the release of a monitor or lock after it happened, timed when it was about to happen ({@code wall},
	 * -1 for now): the other threads wait for the release only, not for its recording.
	 */
	static void unlocked(int kind, Object object, int site, int flags, long wall) {
		ThreadState s = Recorder.enter();
		if (s == null) {
			return;
		}
		try {
			long w = wall < 0 ? now() : wall;
			s.record(kind, s.idOf(object), site, w, w, 0, flags, -1);
		} catch (Throwable t) {
			TraceOutput.failed(t);
		} finally {
			s.busy = false;
		}
	}

	/**
	 * {@link #unlocked} of a JDK monitor: the exit of a re-entry is not recorded (see
	 * JdkHeldMonitors.enteredJdkAgain).
	 */
	static void jdkMonitorExited(Object monitor, int site, long wall) {
		ThreadState s = Recorder.enter();
		if (s == null) {
			return;
		}
		try {
			if (!s.exitedJdkAgain(monitor)) {
				long w = wall < 0 ? now() : wall;
				s.record(MONITOR_EXIT, s.idOf(monitor), site, w, w, 0, 0, -1);
			}
		} catch (Throwable t) {
			TraceOutput.failed(t);
		} finally {
			s.busy = false;
		}
	}

	/** Records an event that took no time. */
	static long instant(int kind, Object object, int site, long arg, int flags) {
		return record(kind, ObjectIds.of(object), site, -1, arg, flags, -1);
	}

	/** Records an event that took no time and registers it as the release of {@code object} in {@code wakes}. */
	static long release(int kind, Object object, int site, long arg, int flags, Wakes wakes) {
		long id = ObjectIds.of(object);
		long ref = record(kind, id, site, -1, arg, flags, -1);
		wakes.released(id, ref, now());
		return ref;
	}

	/** Records a notify or signal of {@code object} and logs it for the waits it may release ({@link SignalLog}). */
	static void signal(int kind, Object object, int site, long arg, boolean single) {
		long id = ObjectIds.of(object);
		long ref = record(kind, id, site, -1, arg, 0, -1);
		SignalLog.signalled(id, ref, now(), single);
	}

	/**
	 * Records the acquisition of {@code object} by a call that began at {@code start}; when another thread released
	 * the object after that, the acquisition waited for it and the release becomes its wake link.
	 */
	static long acquired(int kind, Object object, int site, long start, long arg, int flags, Wakes wakes) {
		long id = ObjectIds.of(object);
		long wake = wakes.since(id, start, Recorder.currentId());
		return record(kind, id, site, start == Long.MAX_VALUE ? -1 : start, arg, flags, wake);
	}

	/** The object id of {@code o} (-1 for null). */
	static long id(Object o) {
		return ObjectIds.of(o);
	}
}
