/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.jfr;

import java.util.Map;

import dev.foresight.core.trace.TraceHeader;

/**
 * What a prediction should say of a trace imported from JFR. Apart from {@link JfrImporter} so that a view can ask
 * without loading the JDK's flight recorder classes.
 */
public final class ImportNote {

	/** What a trace imported from JFR does not have, compared with a recording by the Foresight agent. */
	public static final String LACKS = "uncontended monitor enters and every monitor exit; java.util.concurrent "
			+ "locks, conditions, semaphores, latches, barriers, queues, futures and tasks (only the parks they "
			+ "cause); notify, unpark and every other releasing event, hence no wake links; events shorter than the "
			+ "recording's thresholds (20 ms in default.jfc: record with thresholds of 0 ms); the CPU time between "
			+ "events, which is estimated as the wall time not spent blocked, shared out among the unblocked threads "
			+ "when there were more of them than processors; a virtual thread's time before its first and after its "
			+ "last event unless jdk.VirtualThreadStart and jdk.VirtualThreadEnd were enabled (default.jfc and "
			+ "profile.jfc leave them off); the carrier threads, whose running time is their virtual threads'";

	/** Why a recording made with other events only (the JIT's, the collector's) is no trace: it predicts nothing. */
	static final String NO_EVENTS = "no thread, monitor, park, sleep or I/O events to import (jdk.ThreadStart, "
			+ "jdk.JavaMonitorEnter, jdk.ThreadPark, jdk.ThreadSleep, jdk.FileRead, ...): record with "
			+ "-XX:StartFlightRecording:settings=profile, or with those events enabled";
	/** Said of a recording of virtual threads without their starts and ends. */
	static final String NO_VIRTUAL_LIFETIMES = "the recording has virtual threads but not their starts and ends "
			+ "(enable jdk.VirtualThreadStart and jdk.VirtualThreadEnd): their time before their first and after their "
			+ "last event is missing";

	private ImportNote() {
	}

	/** The note for a trace with header {@code h}: its source, what that means, the import's warning; or null. */
	public static String of(TraceHeader h) {
		Map<String, String> p = h.properties();
		if (!"jfr".equals(p.get("import.source"))) {
			return null;
		}
		String warning = p.get("import.warning");
		return "imported from the JDK Flight Recorder file " + p.get("import.file") + ", without wake links or "
				+ "uncontended synchronization and with CPU times estimated from the wall time between blocking events"
				+ (warning == null ? "" : "; " + warning);
	}
}
