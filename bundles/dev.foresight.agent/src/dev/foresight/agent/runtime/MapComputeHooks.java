/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

/**
 * The bin of a {@code ConcurrentHashMap} that its compute family holds while the program's function runs
 * ({@code JdkMonitors}), recorded only inside such a call of the program's: its call sites are bracketed, and the
 * map's own monitor hooks ask whether one is in progress on the thread. The JDK computes in maps of its own at the
 * first use of every lambda and method handle (41 bins entered by a program that starts one thread and joins it),
 * which would fill the trace with the JDK's uncontended sites.
 */
public final class MapComputeHooks {

	private MapComputeHooks() {
	}

	/** Before the program's call of a map's computeIfAbsent, computeIfPresent, compute or merge. */
	public static void beforeMapCompute(Object lastArgument, int site) {
		ThreadState s = Recorder.state();
		if (s != null) {
			s.mapComputes++;
		}
	}

	/**
	 * After such a call returned. One that threw leaves the count up, so that the thread's later bins, the JDK's own
	 * among them, are recorded: events more, none lost.
	 */
	public static void afterMapCompute(int site) {
		ThreadState s = Recorder.current();
		if (s != null && s.mapComputes > 0) {
			s.mapComputes--;
		}
	}

	private static boolean inCompute() {
		ThreadState s = Recorder.current();
		return s != null && s.mapComputes > 0;
	}

	/** Whether the exit of {@code monitor} leaves a bin whose entry was recorded. */
	private static boolean held(Object monitor) {
		ThreadState s = Recorder.current();
		return s != null && s.holdsJdk(monitor);
	}

	/** {@link Hooks#jdkEntryClock} inside the program's compute call; outside it the entry is not recorded. */
	public static long entryClock(Object monitor) {
		return inCompute() ? Hooks.jdkEntryClock(monitor) : Hooks.NOTED;
	}

	/** {@link Hooks#jdkExitClock} of a bin whose entry was recorded; the exit of any other is not. */
	public static long exitClock(Object monitor) {
		return held(monitor) ? Hooks.jdkExitClock(monitor) : Hooks.NOTED;
	}

	/** {@link Hooks#jdkMonitorEntered}; -1: an entry on an exceptional path, which read no clock before it. */
	public static void monitorEntered(long start, Object monitor, int site) {
		if (start != -1 || inCompute()) {
			Hooks.jdkMonitorEntered(start, monitor, site);
		}
	}

	/** {@link Hooks#jdkMonitorExited}; -1: an exit on an exceptional path, which read no clock before it. */
	public static void monitorExited(long wall, Object monitor, int site) {
		if (wall != -1 || held(monitor)) {
			Hooks.jdkMonitorExited(wall, monitor, site);
		}
	}
}
