/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.Locale;

/**
 * The program's connections within its own machine, which the recorder counts (its {@value #PROPERTY} property,
 * {@code accepted:N,connected:M,linked:K}): those it accepted from a loopback address, those it made to one, and the
 * socket reads it linked to the write of the program's other end that they read. Where both ends are in the program,
 * a read waits for the other end's write: a linked read is replayed waiting for that write, an unlinked one its
 * recorded wall time (on one CPU, the other end's turn). In docs/accuracy.md ("Loopback sockets, a first look") a
 * client and a server thread taking turns, request and answer, ran at 1.12 times the speed of one CPU on two and were
 * predicted at 1.88 from a recording without links.
 *
 * @param accepted connections accepted from a loopback address
 * @param connected connections made to a loopback address
 * @param linked socket reads linked to a write of the program's, or -1 when the recording did not link them (before
 *        2026-12-02)
 */
public record LoopbackConnections(long accepted, long connected, long linked) {

	/** The trace property the recorder writes. */
	public static final String PROPERTY = "recorder.loopback.connections";

	/** The counts of {@code header}'s trace; 0 when it has no such property or one this reader does not know. */
	public static LoopbackConnections of(TraceHeader header) {
		String value = header.properties().get(PROPERTY);
		long accepted = 0;
		long connected = 0;
		long linked = -1;
		if (value != null) {
			for (String entry : value.trim().split(",")) {
				int colon = entry.indexOf(':');
				try {
					long n = Math.max(0, Long.parseLong(entry.substring(colon + 1).trim()));
					switch (entry.substring(0, Math.max(colon, 0)).trim()) {
					case "accepted" -> accepted = n;
					case "connected" -> connected = n;
					case "linked" -> linked = n;
					default -> {
						// an entry this reader does not know: left out
					}
					}
				} catch (NumberFormatException e) {
					// a count this reader cannot read: left out
				}
			}
		}
		return new LoopbackConnections(accepted, connected, linked);
	}

	/**
	 * For the user, when the program accepted or made such a connection and its reads may be replayed without the
	 * writes they waited for: a recording that links none of them (the socket streams of a channel, or the other end
	 * in another process) or one made before the recorder linked them; otherwise {@code null}.
	 */
	public String warning() {
		if (accepted + connected == 0 || linked > 0) {
			return null;
		}
		String why = linked < 0 ? "which this recording does not link"
				: "and none of its socket reads was linked to a write of the program's (reads through a channel's "
						+ "socket streams are not)";
		return String.format(Locale.ROOT, "the program connected within its own machine (connections accepted: %,d, "
				+ "made: %,d): where both ends are in the program, a read waits for the other end's write, %s, so a "
				+ "request and its answer may be predicted to overlap (docs/accuracy.md, \"Loopback sockets\")",
				accepted, connected, why);
	}

	/** {@link #warning} of {@code header}'s trace, or {@code null}. */
	public static String warning(TraceHeader header) {
		return of(header).warning();
	}
}
