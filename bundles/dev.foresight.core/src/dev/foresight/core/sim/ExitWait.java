/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.Locale;
import java.util.Map;

import dev.foresight.core.trace.TraceHeader;

/**
 * The JVM's wait at its exit for threads still in native code. HotSpot stops the program at its last safepoint and
 * then polls the threads in native code, in sleeps that grow to 10 ms, until they block or about 0.3 s have passed; a
 * thread blocked in the kernel (a socket's accept or read, a selector, the poller that virtual threads' socket reads
 * wait on) stays in native code, so the process ends that much after the program's last event. The recorder writes
 * how many such threads there were when it closed ({@value #COUNT_PROPERTY}) and their first names; every simulated
 * run adds the wait after the program, as serial time that more processors do not shorten.
 *
 * @param threads how many threads were in native code at the recording's close (0: none, or an older recording)
 * @param names the first of their names, comma-separated, or empty
 */
public record ExitWait(int threads, String names) {

	/** Trace property: how many of the program's threads were in native code at the recording's close. */
	public static final String COUNT_PROPERTY = "jvm.exit.native.count";
	/** Trace property: the first few of their names, comma-separated. */
	public static final String THREADS_PROPERTY = "jvm.exit.native.threads";
	/**
	 * How long the exit waits: the exit of a program with a daemon thread blocked in {@code ServerSocket.accept}, less
	 * the same program's whose thread is parked instead, 305 ms on JDK 25 and 310 ms on JDK 17 (eight and four runs of
	 * each, the median; docs/accuracy.md, "The JVM's exit waits for threads in native code").
	 */
	public static final long WAIT_NANOS = 305_000_000L;

	/** A trace that says nothing of its exit: no wait. */
	public static final ExitWait NONE = new ExitWait(0, "");

	/** What the header of a trace says; {@link #NONE} when it says nothing or nonsense. */
	public static ExitWait of(TraceHeader header) {
		Map<String, String> p = header.properties();
		String count = p.get(COUNT_PROPERTY);
		if (count == null) {
			return NONE;
		}
		try {
			int n = Integer.parseInt(count.trim());
			return n > 0 ? new ExitWait(n, p.getOrDefault(THREADS_PROPERTY, "").trim()) : NONE;
		} catch (NumberFormatException e) {
			return NONE;
		}
	}

	/** The time every run adds after the program: {@link #WAIT_NANOS} when a thread was in native code, else 0. */
	public long nanos() {
		return threads > 0 ? WAIT_NANOS : 0;
	}

	/** What {@code predict} and the trace editor say of the wait, or {@code null} when there is none. */
	public String note() {
		if (threads == 0) {
			return null;
		}
		String who = names.isEmpty() ? ""
				: " (" + names.replace(",", ", ") + (threads > names.split(",").length ? ", ..." : "") + ")";
		return String.format(Locale.ROOT, "the JVM's exit waits %.0f ms after the program for %d thread%s still in "
				+ "native code%s, added to every run: a thread blocked in a socket, a selector or the virtual threads' "
				+ "poller at the exit holds it", WAIT_NANOS / 1e6, threads, threads == 1 ? "" : "s", who);
	}
}
