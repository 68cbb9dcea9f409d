/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * A client and a server thread over a loopback connection, each computing {@link #WORK_NANOS} per record, through
 * {@code DataInputStream.readLong} and {@code DataOutputStream.writeLong}, which reach the socket inside the JDK.
 * {@code turns}: the client sends a request and waits for its answer, which the server computes: the two cannot
 * overlap. {@code stream}: the client streams its records and the server reads them, with no answers: they overlap.
 */
public final class SocketTurns {

	/** Requests or records. */
	public static final int RECORDS = 1000;
	/** CPU time per record on each side. */
	public static final long WORK_NANOS = 200_000L;

	private SocketTurns() {
	}

	/** {@code turns} (the default) or {@code stream}. */
	public static void main(String[] args) throws Exception {
		boolean answers = args.length == 0 || args[0].equals("turns");
		try (ServerSocket listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
			Thread server = new Thread(() -> {
				try (Socket s = listener.accept()) {
					DataInputStream in = new DataInputStream(s.getInputStream());
					DataOutputStream out = new DataOutputStream(s.getOutputStream());
					for (int i = 0; i < RECORDS; i++) {
						long x = in.readLong();
						Interrupts.compute(WORK_NANOS);
						if (answers) {
							out.writeLong(x + 1);
						}
					}
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			}, "server");
			server.start();
			try (Socket s = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort())) {
				s.setTcpNoDelay(true);
				DataInputStream in = new DataInputStream(s.getInputStream());
				DataOutputStream out = new DataOutputStream(s.getOutputStream());
				for (int i = 0; i < RECORDS; i++) {
					Interrupts.compute(WORK_NANOS);
					out.writeLong(i);
					if (answers && in.readLong() != i + 1) {
						throw new IllegalStateException("answer " + i);
					}
				}
				server.join();
			}
		}
	}
}
