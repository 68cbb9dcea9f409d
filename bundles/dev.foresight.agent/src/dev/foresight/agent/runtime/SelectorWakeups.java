/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.nio.channels.Selector;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The program's {@code Selector.wakeup} calls, so that a select they ended is linked to them. An event loop's thread
 * waits in {@code select} until a channel is ready or another thread, having queued a task for it, calls
 * {@code wakeup}; a select that returned no key waited for that call, not for a device. Each wakeup is recorded as an
 * I/O call; its io_begin and when it began are kept per selector (weakly), and a select that began before it and
 * returned no key names it as its wake link.
 */
final class SelectorWakeups {

	/** A selector to the io_begin of its latest wakeup and that call's wall time. */
	private static final Map<Selector, long[]> WOKEN = new WeakHashMap<>();

	private SelectorWakeups() {
	}

	/** Notes that the current thread's open I/O call wakes {@code selector}. */
	static void waking(Selector selector) {
		ThreadState s = Recorder.current();
		if (s != null && s.ioOpen >= 0) {
			long[] w = { s.ioOpen, Events.now() };
			synchronized (WOKEN) {
				WOKEN.put(selector, w);
			}
		}
	}

	/**
	 * After a select of {@code selector} that began at wall time {@code since} returned {@code found} keys, inside the
	 * program's I/O call: one that found none and was woken after it began is linked to that wakeup.
	 */
	static void selected(Selector selector, long since, int found) {
		if (found != 0) {
			return;
		}
		long[] w;
		synchronized (WOKEN) {
			w = WOKEN.get(selector);
		}
		ThreadState s = w != null && w[1] >= since ? Recorder.current() : null;
		if (s != null && s.ioOpen >= 0) {
			s.ioLink = w[0];
			s.ioLocal = true;
		}
	}
}
