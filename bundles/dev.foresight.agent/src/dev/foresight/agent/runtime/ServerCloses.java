/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.Map;
import java.util.WeakHashMap;

/**
 * The program's closes of its server sockets, so that an accept the close ended is linked to it. A server's acceptor
 * typically loops in {@code accept} until another thread closes the socket; that last accept waited for the close,
 * not for a device, and replayed as the wall time it waited it would hold the acceptor's end (and the run's) to the
 * recorded moment. Each close is recorded as an I/O call; its io_begin is kept per socket (weakly), and the failed
 * accept's io_end names it as its wake link.
 */
final class ServerCloses {

	/** A closed server socket or channel to the io_begin of its close. */
	private static final Map<Object, Long> CLOSED = new WeakHashMap<>();

	private ServerCloses() {
	}

	/** Notes that the current thread's open I/O call, if any, closes {@code server}. */
	static void closing(Object server) {
		ThreadState s = Recorder.current();
		if (s != null && s.ioOpen >= 0) {
			synchronized (CLOSED) {
				CLOSED.put(server, s.ioOpen);
			}
		}
	}

	/** The io_begin of the close of {@code server}, or -1 when none was recorded. */
	static long closeOf(Object server) {
		synchronized (CLOSED) {
			Long ref = CLOSED.get(server);
			return ref == null ? -1 : ref;
		}
	}
}
