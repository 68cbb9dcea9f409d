/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.management.LockInfo;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;

/**
 * The recording time limit, for programs that may deadlock: on expiry it reports the deadlocked threads (with the
 * locks they wait for, their owners and where they wait), closes the trace and ends the JVM with exit code 124.
 */
public final class Watchdog {

	/** Exit code of a run stopped by the time limit. */
	public static final int EXIT_TIME_LIMIT = 124;

	private Watchdog() {
	}

	/** Starts the daemon thread that enforces the limit. */
	public static void start(long millis) {
		Thread t = new Thread(() -> {
			try {
				Thread.sleep(millis);
			} catch (InterruptedException e) {
				return;
			}
			expire(millis);
		}, "foresight-time-limit");
		t.setDaemon(true);
		Recorder.ignore(t);
		t.start();
	}

	private static void expire(long millis) {
		String report = report();
		// a program stuck elsewhere (a class's initialization, I/O, a loop) is found by where its threads were
		String where = report.isEmpty() ? where() : "";
		Recorder.property("time.limit.reached", millis / 1000.0 + " s");
		Recorder.property("deadlock", report.isEmpty() ? "none found" : report);
		if (!where.isEmpty()) {
			Recorder.property("time.limit.threads", where);
		}
		Recorder.close();
		System.err.println("foresight: time limit of " + millis / 1000.0 + " s reached; "
				+ (report.isEmpty() ? "no deadlock of monitors or locks found" : "deadlock:\n" + report)
				+ (where.isEmpty() ? "" : "; where the program's threads were:\n" + where)
				+ "\nforesight: trace closed");
		Runtime.getRuntime().halt(EXIT_TIME_LIMIT);
	}

	/** The most threads {@link #where()} names. */
	private static final int WHERE_MOST = 20;

	/**
	 * Where each live thread the recorder recorded was: its state, what it waits for, and its innermost frame in the
	 * program's code; at most {@link #WHERE_MOST} of them.
	 */
	static String where() {
		ThreadMXBean mx = ManagementFactory.getThreadMXBean();
		StringBuilder b = new StringBuilder();
		int named = 0;
		int more = 0;
		for (Thread t : Thread.getAllStackTraces().keySet()) {
			if (!t.isAlive() || Recorder.ignored(t) || Threads.get(t) == null) {
				continue;
			}
			ThreadInfo info = mx.getThreadInfo(t.threadId(), Integer.MAX_VALUE);
			if (info == null) {
				continue;
			}
			if (named++ == WHERE_MOST) {
				more++;
				continue;
			}
			LockInfo lock = info.getLockInfo();
			b.append("thread \"").append(info.getThreadName()).append("\" ").append(info.getThreadState());
			if (lock != null) {
				b.append(" on ").append(lock.getClassName()).append('@')
						.append(Integer.toHexString(lock.getIdentityHashCode()));
			}
			appendSite(b, info.getStackTrace());
			b.append('\n');
		}
		if (more > 0) {
			b.append("and ").append(more).append(" more\n");
		}
		return b.toString().strip();
	}

	/** A text report of the deadlocked threads, or "" when there is none. */
	static String report() {
		ThreadMXBean mx = ManagementFactory.getThreadMXBean();
		long[] ids = mx.findDeadlockedThreads();
		if (ids == null) {
			return "";
		}
		StringBuilder b = new StringBuilder();
		for (ThreadInfo info : mx.getThreadInfo(ids, true, true)) {
			if (info == null) {
				continue;
			}
			LockInfo lock = info.getLockInfo();
			b.append("thread \"").append(info.getThreadName()).append("\" waits for ")
					.append(lock == null ? "?"
							: lock.getClassName() + "@" + Integer.toHexString(lock.getIdentityHashCode()))
					.append(" held by \"").append(info.getLockOwnerName()).append('"');
			appendSite(b, info.getStackTrace());
			b.append('\n');
		}
		return b.toString().strip();
	}

	/**
	 * Appends " at " and the innermost frame of {@code stack} in the program's code (not the JDK's, not the
	 * recorder's hooks), if any; a lambda's class without its address, which differs from run to run.
	 */
	private static void appendSite(StringBuilder b, StackTraceElement[] stack) {
		for (StackTraceElement f : stack) {
			String c = f.getClassName();
			if (!c.startsWith("java.") && !c.startsWith("jdk.") && !c.startsWith("dev.foresight.agent.runtime.")) {
				int hidden = c.indexOf('/');
				b.append(" at ").append(hidden < 0 ? c : c.substring(0, hidden)).append('.').append(f.getMethodName())
						.append('(').append(f.getFileName() == null ? "no source" : f.getFileName() + ":"
								+ f.getLineNumber()).append(')');
				return;
			}
		}
	}
}
