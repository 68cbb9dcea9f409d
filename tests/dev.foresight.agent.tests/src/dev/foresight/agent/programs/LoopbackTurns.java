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
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * A server thread answers {@link #REQUESTS} requests on each of two connections that main makes to it over the
 * loopback address, one by a socket's constructor and one by a channel's {@code connect}: a program that talks to
 * itself, which the recorder counts.
 */
public final class LoopbackTurns {

	/** Requests on each connection. */
	public static final int REQUESTS = 20;

	private LoopbackTurns() {
	}

	/** Runs the server and its two clients. */
	public static void main(String[] args) throws Exception {
		try (ServerSocket listener = new ServerSocket(0, 4, InetAddress.getLoopbackAddress())) {
			Thread server = new Thread(() -> {
				for (int c = 0; c < 2; c++) {
					try (Socket s = listener.accept()) {
						DataInputStream in = new DataInputStream(s.getInputStream());
						DataOutputStream out = new DataOutputStream(s.getOutputStream());
						for (int i = 0; i < REQUESTS; i++) {
							out.writeLong(in.readLong() + 1);
						}
					} catch (IOException e) {
						throw new UncheckedIOException(e);
					}
				}
			}, "server");
			server.start();
			try (Socket s = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort())) {
				DataInputStream in = new DataInputStream(s.getInputStream());
				DataOutputStream out = new DataOutputStream(s.getOutputStream());
				for (int i = 0; i < REQUESTS; i++) {
					out.writeLong(i);
					if (in.readLong() != i + 1) {
						throw new IllegalStateException("answer " + i);
					}
				}
			}
			try (SocketChannel ch = SocketChannel.open()) {
				ch.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), listener.getLocalPort()));
				ByteBuffer b = ByteBuffer.allocate(8);
				for (int i = 0; i < REQUESTS; i++) {
					ch.write(b.clear().putLong(0, i));
					b.clear();
					while (b.hasRemaining()) {
						ch.read(b);
					}
				}
			}
			server.join();
		}
	}
}
