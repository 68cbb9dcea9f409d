/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.Pipe;
import java.nio.channels.SeekableByteChannel;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The blocking calls of channels, each group in a method of its own so that the tests find their events by the
 * site's method: a file channel's writes (three relative, one at a position, a force) and reads (two of 32 bytes,
 * the end, one at a position), a seekable byte channel's write and read, a pipe whose reader waits for the writer's
 * two writes, and a socket channel's connect, accept, write and reads over the loopback address.
 */
public final class ChannelCalls {

	/** How long the pipe's writer sleeps before it writes: its reader's first read waits that long. */
	public static final int PIPE_WAIT_MILLIS = 100;

	private ChannelCalls() {
	}

	/** Runs every scenario. */
	public static void main(String[] args) throws Exception {
		Path dir = Files.createTempDirectory("foresight-channels");
		Path file = dir.resolve("channel.bin");
		Path seekable = dir.resolve("seekable.bin");
		try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
				StandardOpenOption.WRITE)) {
			fileWrites(ch);
			ch.position(0);
			fileReads(ch);
		}
		int moved = seekableWriteAndRead(seekable) + pipe() + sockets();
		Files.delete(file);
		Files.delete(seekable);
		Files.delete(dir);
		System.out.println("moved " + moved);
	}

	/** Three writes of 16 bytes, one of 16 at position 48, a force: 64 bytes. */
	static void fileWrites(FileChannel ch) throws IOException {
		for (int i = 0; i < 3; i++) {
			ch.write(ByteBuffer.wrap(new byte[16]));
		}
		ch.write(ByteBuffer.wrap(new byte[16]), 48);
		ch.force(false);
	}

	/** Two reads of 32 bytes from the start, a read at the end (-1), a read of 8 bytes at position 8. */
	static void fileReads(FileChannel ch) throws IOException {
		ByteBuffer b = ByteBuffer.allocate(32);
		for (int i = 0; i < 3; i++) {
			b.clear();
			ch.read(b);
		}
		ch.read(ByteBuffer.allocate(8), 8);
	}

	/** A write of 10 bytes and a read of them back through the {@code SeekableByteChannel} interface. */
	static int seekableWriteAndRead(Path f) throws IOException {
		try (SeekableByteChannel ch = Files.newByteChannel(f, StandardOpenOption.CREATE, StandardOpenOption.READ,
				StandardOpenOption.WRITE)) {
			int n = ch.write(ByteBuffer.wrap(new byte[10]));
			ch.position(0);
			return n + ch.read(ByteBuffer.allocate(10));
		}
	}

	/** A reader thread's two reads of 5 bytes wait for the writer, who sleeps first and then writes twice 5 bytes. */
	static int pipe() throws Exception {
		Pipe p = Pipe.open();
		int[] read = new int[1];
		Thread reader = new Thread(() -> read[0] = pipeReads(p.source()), "pipe reader");
		reader.start();
		Thread.sleep(PIPE_WAIT_MILLIS);
		pipeWrites(p.sink());
		reader.join();
		p.sink().close();
		p.source().close();
		if (read[0] != 10) {
			throw new IllegalStateException("the pipe's reader got " + read[0] + " bytes");
		}
		return read[0];
	}

	static void pipeWrites(Pipe.SinkChannel sink) throws IOException {
		sink.write(ByteBuffer.wrap(new byte[5]));
		sink.write(ByteBuffer.wrap(new byte[5]));
	}

	static int pipeReads(Pipe.SourceChannel source) {
		try {
			// a pipe's writes of 5 bytes are atomic: each read of at most 5 gets one whole
			return source.read(ByteBuffer.allocate(5)) + source.read(ByteBuffer.allocate(5));
		} catch (IOException e) {
			throw new IllegalStateException(e);
		}
	}

	/**
	 * A client connects over the loopback address and the server accepts; the client writes 12 bytes and closes, the
	 * server reads them and then the end of the stream.
	 */
	static int sockets() throws IOException {
		try (ServerSocketChannel server = ServerSocketChannel.open()) {
			server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
			SocketChannel client = SocketChannel.open();
			client.connect(server.getLocalAddress());
			try (SocketChannel accepted = server.accept()) {
				socketWrite(client);
				client.close();
				return socketReads(accepted);
			}
		}
	}

	static void socketWrite(SocketChannel client) throws IOException {
		client.write(ByteBuffer.wrap(new byte[12]));
	}

	/** Reads until the end of the stream: the 12 bytes (one segment over loopback), then -1. */
	static int socketReads(SocketChannel accepted) throws IOException {
		ByteBuffer b = ByteBuffer.allocate(64);
		int n = 0;
		for (int r; (r = accepted.read(b)) >= 0;) {
			n += r;
		}
		if (n != 12) {
			throw new IllegalStateException("the server read " + n + " bytes");
		}
		return n;
	}
}
