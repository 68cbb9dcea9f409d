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
		Recorder.property("time.limit.reached", millis / 1000.0 + " s");
		Recorder.property("deadlock", report.isEmpty() ? "none found" : report);
		Recorder.close();
		System.err.println("foresight: time limit of " + millis / 1000.0 + " s reached; "
				+ (report.isEmpty() ? "no deadlock found" : "deadlock:\n" + report) + "\nforesight: trace closed");
		Runtime.getRuntime().halt(EXIT_TIME_LIMIT);
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
			for (StackTraceElement f : info.getStackTrace()) {
				if (!f.getClassName().startsWith("java.") && !f.getClassName().startsWith("jdk.")) {
					b.append(" at ").append(f.getClassName()).append('.').append(f.getMethodName()).append('(')
							.append(f.getFileName()).append(':').append(f.getLineNumber()).append(')');
					break;
				}
			}
			b.append('\n');
		}
		return b.toString().strip();
	}
}
