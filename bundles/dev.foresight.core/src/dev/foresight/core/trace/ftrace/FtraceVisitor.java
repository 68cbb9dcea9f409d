/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.util.Map;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadInfo;

/**
 * Receives the content of an {@code .ftrace} file in file order while {@link FtraceReader#stream} reads it, so that
 * large traces can be summarized without holding them. Thread and site entries may come in any order and after the
 * events that use them.
 */
public interface FtraceVisitor {

	/** The header block: recording facts. */
	void header(int version, String jvm, String os, int cpuCount, long startEpochMillis,
			Map<String, String> properties);

	/** One thread table entry. */
	void thread(ThreadInfo thread);

	/**
	 * The JVM's id ({@code Thread.threadId()}) of a thread of the table, reported right after {@link #thread}: tools
	 * that join other recordings of the same run (JFR samples) need it; the trace model does not keep it.
	 *
	 * @param thread the trace's thread id
	 * @param jvmThreadId the JVM's thread id
	 */
	default void jvmThreadId(int thread, long jvmThreadId) {
	}

	/** One site table entry. */
	void site(Site site);

	/** A property added during the recording. */
	void property(String key, String value);

	/**
	 * One event.
	 *
	 * @param thread thread id
	 * @param index index in that thread's stream
	 * @param kind the kind
	 * @param object object id or -1
	 * @param site site id or -1
	 * @param cpuNanos CPU time since the thread's previous event
	 * @param wallNanos wall time since the start of the recording
	 * @param arg kind-specific argument
	 * @param flags event flags
	 * @param wakeThread thread of the releasing event, or -1
	 * @param wakeIndex index of the releasing event, or -1
	 */
	void event(int thread, int index, EventKind kind, long object, int site, long cpuNanos, long wallNanos, long arg,
			int flags, int wakeThread, int wakeIndex);

	/** A warning (for example a truncated file); reading goes on. */
	void warning(String message);

	/** The end: whether the end block was present (the recording was closed normally) and the bytes read. */
	void end(boolean closed, long bytes);
}
