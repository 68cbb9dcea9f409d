/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketAddress;
import java.nio.channels.SocketChannel;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Counts the program's connections within its own machine: those it accepted from a loopback address and those it
 * made to one, and the socket reads linked to the other end's write ({@link SocketLinks}). Where both ends are in the
 * program, a read waits for the other end's write; a wait no link covers (a selector's) may let the replay run a
 * request beside its answer, which {@code predict} warns of (trace property {@link #PROPERTY}).
 */
final class Loopback {

	/** {@code accepted:N,connected:M,linked:K}, written at the close when any is not 0. */
	static final String PROPERTY = "recorder.loopback.connections";

	private static final AtomicLong ACCEPTED = new AtomicLong();
	private static final AtomicLong CONNECTED = new AtomicLong();

	private Loopback() {
	}

	/** Notes a connection the program accepted ({@code null}: none was pending). */
	static void accepted(Socket s) {
		if (s != null && loopback(s.getInetAddress())) {
			ACCEPTED.incrementAndGet();
			// the connecting end's first write finds its reader here before that reader reads
			SocketLinks.endpoint(s.getLocalPort(), s.getPort());
		}
	}

	/** Notes a connection the program accepted through a channel ({@code null}: none was pending). */
	static void accepted(SocketChannel ch) {
		if (ch != null) {
			accepted(ch.socket());
		}
	}

	/** Notes a connection the program made to {@code remote}. */
	static void connected(SocketAddress remote) {
		if (remote instanceof InetSocketAddress a && loopback(a.getAddress())) {
			CONNECTED.incrementAndGet();
		}
	}

	private static boolean loopback(InetAddress a) {
		return a != null && a.isLoopbackAddress();
	}

	/** Writes the counts as a trace property (the recording's close), when there are any. */
	static void write() {
		long accepted = ACCEPTED.get();
		long connected = CONNECTED.get();
		long linked = SocketLinks.LINKED.get();
		if (accepted + connected + linked > 0) {
			Recorder.property(PROPERTY, "accepted:" + accepted + ",connected:" + connected + ",linked:" + linked);
		}
	}
}
