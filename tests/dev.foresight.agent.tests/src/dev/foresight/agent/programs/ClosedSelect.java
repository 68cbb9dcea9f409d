/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

/**
 * A server thread serves its connection from a selector until the client closes it, as event loops do: main connects
 * and sends one request, lets two workers compute {@link #WORK_NANOS} of CPU time each, then closes its socket; the
 * server's last select waits for that close and finds the channel at the end of its stream.
 */
public final class ClosedSelect {

	/** Each worker's CPU time. */
	public static final long WORK_NANOS = 100_000_000;

	private static volatile long sink;

	private ClosedSelect() {
	}

	/** No arguments. */
	public static void main(String[] args) throws Exception {
		try (ServerSocketChannel listener = ServerSocketChannel.open()) {
			listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
			int port = listener.socket().getLocalPort();
			Thread server = new Thread(() -> {
				try (SocketChannel ch = listener.accept(); Selector selector = Selector.open()) {
					ch.configureBlocking(false);
					ch.register(selector, SelectionKey.OP_READ);
					ByteBuffer b = ByteBuffer.allocate(64);
					while (true) {
						selector.select();
						selector.selectedKeys().clear();
						b.clear();
						int n = ch.read(b);
						if (n < 0) {
							break; // the client closed
						}
						sink += n;
					}
				} catch (Exception e) {
					throw new IllegalStateException(e);
				}
			}, "server");
			server.start();
			try (Socket client = new Socket(InetAddress.getLoopbackAddress(), port)) {
				OutputStream out = client.getOutputStream();
				out.write(new byte[8]);
				out.flush();
				Interrupts.twoWorkers(WORK_NANOS);
			}
			server.join();
		}
	}
}
