/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.Locale;

/**
 * The program's connections within its own machine, which the recorder counts (its {@value #PROPERTY} property,
 * {@code accepted:N,connected:M}): those it accepted from a loopback address and those it made to one. Where both ends
 * are in the program, a read waits for the other end's write, which no event links, and the replay waits the read's
 * recorded wall time (on one CPU, the other end's turn) or, where the read was not recorded, nothing: in
 * docs/accuracy.md ("Loopback sockets, a first look") a client and a server thread taking turns, request and answer,
 * ran at 1.12 times the speed of one CPU on two and were predicted at 1.88.
 *
 * @param accepted connections accepted from a loopback address
 * @param connected connections made to a loopback address
 */
public record LoopbackConnections(long accepted, long connected) {

	/** The trace property the recorder writes. */
	public static final String PROPERTY = "recorder.loopback.connections";

	/** The counts of {@code header}'s trace; both 0 when it has no such property or one this reader does not know. */
	public static LoopbackConnections of(TraceHeader header) {
		String value = header.properties().get(PROPERTY);
		long accepted = 0;
		long connected = 0;
		if (value != null) {
			for (String entry : value.trim().split(",")) {
				int colon = entry.indexOf(':');
				try {
					long n = Long.parseLong(entry.substring(colon + 1).trim());
					String key = entry.substring(0, Math.max(colon, 0)).trim();
					if (key.equals("accepted")) {
						accepted = n;
					} else if (key.equals("connected")) {
						connected = n;
					}
				} catch (NumberFormatException e) {
					// an entry this reader does not know: left out
				}
			}
		}
		return new LoopbackConnections(Math.max(0, accepted), Math.max(0, connected));
	}

	/** For the user, when the program accepted or made such a connection; otherwise {@code null}. */
	public String warning() {
		if (accepted + connected == 0) {
			return null;
		}
		return String.format(Locale.ROOT, "the program connected within its own machine (connections accepted: %,d, "
				+ "made: %,d): where both ends are in the program, a read waits for the other end's write, which the "
				+ "trace does not link, so a request and its answer may be predicted to overlap (docs/accuracy.md, "
				+ "\"Loopback sockets\")", accepted, connected);
	}

	/** {@link #warning} of {@code header}'s trace, or {@code null}. */
	public static String warning(TraceHeader header) {
		return of(header).warning();
	}
}
