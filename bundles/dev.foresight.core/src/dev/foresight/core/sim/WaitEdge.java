/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

/**
 * One link of a deadlock: a thread waiting on an object at a site, for another thread.
 *
 * @param thread the waiting thread id
 * @param threadName its name
 * @param object what it waits on, for example {@code queue 0x2}
 * @param site where, for example {@code Server#run (Server.java:42)}, or empty when unknown
 * @param waitsFor the thread that would have to act, or -1 when unknown
 */
public record WaitEdge(int thread, String threadName, String object, String site, int waitsFor) {

	@Override
	public String toString() {
		String at = site.isEmpty() ? "" : " at " + site;
		return threadName + " waits on " + object + at;
	}
}
