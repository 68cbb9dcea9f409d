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
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

/**
 * A client and a server thread over a loopback connection, each computing {@link #WORK_NANOS} per record.
 * {@code turns}: through {@code DataInputStream.readLong} and {@code DataOutputStream.writeLong}, which reach the
 * socket inside the JDK, the client sends a request and waits for its answer, which the server computes: the two
 * cannot overlap. {@code stream}: the same streams, the client streams its records and the server reads them, with no
 * answers: they overlap. {@code selector}: requests and answers again, the server a non-blocking channel that waits in
 * a selector's {@code select}.
 */
public final class SocketTurns {

	/** Requests or records. */
	public static final int RECORDS = 1000;
	/** CPU time per record on each side. */
	public static final long WORK_NANOS = 200_000L;

	private SocketTurns() {
	}

	/** {@code turns} (the default), {@code stream} or {@code selector}. */
	public static void main(String[] args) throws Exception {
		String mode = args.length == 0 ? "turns" : args[0];
		if (mode.equals("selector")) {
			selector();
			return;
		}
		boolean answers = mode.equals("turns");
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

	private static void selector() throws Exception {
		try (ServerSocketChannel listener = ServerSocketChannel.open()) {
			listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
			Thread server = new Thread(() -> {
				try (SocketChannel ch = listener.accept(); Selector selector = Selector.open()) {
					ch.configureBlocking(false);
					ch.register(selector, SelectionKey.OP_READ);
					ByteBuffer b = ByteBuffer.allocate(8);
					for (int served = 0; served < RECORDS;) {
						selector.select();
						selector.selectedKeys().clear();
						while (ch.read(b) > 0 && !b.hasRemaining()) {
							Interrupts.compute(WORK_NANOS);
							ch.write(b.flip().putLong(0, b.getLong(0) + 1));
							b.clear();
							served++;
						}
					}
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			}, "server");
			server.start();
			try (SocketChannel ch = SocketChannel.open(listener.getLocalAddress())) {
				ByteBuffer b = ByteBuffer.allocate(8);
				for (int i = 0; i < RECORDS; i++) {
					Interrupts.compute(WORK_NANOS);
					ch.write(b.clear().putLong(0, i));
					b.clear();
					while (b.hasRemaining()) {
						ch.read(b);
					}
					if (b.getLong(0) != i + 1) {
						throw new IllegalStateException("answer " + i);
					}
				}
			}
			server.join();
		}
	}
}
