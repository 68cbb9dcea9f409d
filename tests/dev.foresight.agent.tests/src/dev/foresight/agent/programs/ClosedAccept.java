/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

/**
 * An acceptor loops in {@code accept} until main closes its server socket, as servers end: main makes
 * {@link #CONNECTIONS} connections, lets two workers compute {@link #WORK_NANOS} of CPU time each, then closes it.
 * {@code channel}: the same with a {@code ServerSocketChannel}.
 */
public final class ClosedAccept {

	/** Connections main makes. */
	public static final int CONNECTIONS = 3;
	/** Each worker's CPU time. */
	public static final long WORK_NANOS = 100_000_000;

	private static volatile long sink;

	private ClosedAccept() {
	}

	/** {@code socket} or {@code channel}. */
	public static void main(String[] args) throws Exception {
		boolean channel = args.length > 0 && args[0].equals("channel");
		ServerSocketChannel ch = channel ? ServerSocketChannel.open() : null;
		ServerSocket listener = channel ? null : new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
		int port;
		if (channel) {
			ch.bind(new java.net.InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
			port = ch.socket().getLocalPort();
		} else {
			port = listener.getLocalPort();
		}
		Thread acceptor = new Thread(() -> {
			int accepted = 0;
			while (true) {
				try {
					if (channel) {
						SocketChannel s = ch.accept();
						s.close();
					} else {
						listener.accept().close();
					}
					accepted++;
				} catch (IOException e) {
					break; // closed
				}
			}
			sink += accepted;
		}, "acceptor");
		acceptor.start();
		for (int i = 0; i < CONNECTIONS; i++) {
			new Socket(InetAddress.getLoopbackAddress(), port).close();
		}
		Interrupts.twoWorkers(WORK_NANOS);
		if (channel) {
			ch.close();
		} else {
			listener.close();
		}
		acceptor.join();
	}
}
