/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * A reader thread waits in a socket read that only a close ends, as connections' readers end: main connects, lets two
 * workers compute {@link #WORK_NANOS} of CPU time each, then closes its socket. {@code peer}: the reader reads the
 * accepted end of the connection, and main's close of the other end ends its stream; {@code local}: the reader reads
 * main's own socket, whose close makes the read fail; {@code channel}: the same with a {@code SocketChannel}.
 */
public final class ClosedRead {

	/** Each worker's CPU time. */
	public static final long WORK_NANOS = 100_000_000;

	private static volatile long sink;

	private ClosedRead() {
	}

	/** {@code peer}, {@code local} or {@code channel}. */
	public static void main(String[] args) throws Exception {
		String mode = args.length > 0 ? args[0] : "peer";
		try (ServerSocket listener = new ServerSocket(0, 8, InetAddress.getLoopbackAddress())) {
			InetSocketAddress address = new InetSocketAddress(InetAddress.getLoopbackAddress(), listener.getLocalPort());
			SocketChannel channel = mode.equals("channel") ? SocketChannel.open(address) : null;
			Socket client = channel == null ? new Socket(address.getAddress(), address.getPort()) : null;
			Socket accepted = listener.accept();
			Thread reader = new Thread(() -> {
				try {
					if (channel != null) {
						sink += channel.read(ByteBuffer.allocate(64));
					} else {
						InputStream in = (mode.equals("peer") ? accepted : client).getInputStream();
						sink += in.read();
					}
				} catch (IOException e) {
					sink++; // closed under the read
				}
			}, "reader");
			reader.start();
			Interrupts.twoWorkers(WORK_NANOS);
			if (channel != null) {
				channel.close();
			} else {
				client.close();
			}
			reader.join();
			accepted.close();
		}
	}
}
