/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.format;

import java.io.BufferedOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.zip.CRC32;

/**
 * Writes an {@code .ftrace} file block by block. Producers hand over finished block payloads; a background daemon
 * thread frames them (type, length, payload, CRC-32) and writes them to the file, so that whatever reached the
 * operating system stays readable if the JVM is killed. The writer wakes every {@link #WAKE_MILLIS} ms, or at once
 * when {@link #WAKE_BYTES} are queued, rather than for every block: waking a thread costs producers microseconds.
 * Memory is bounded: a producer waits while more than {@link #MAX_PENDING_BYTES} are queued. The queue takes no
 * lock: a program of many short threads hands over two small blocks per thread, and a lock shared by every thread
 * and the writer had them meet on it.
 */
public final class TraceWriter {

	/** Queued bytes above which producers wait for the writer. */
	public static final long MAX_PENDING_BYTES = 64L << 20;
	/** Queued bytes at which a producer wakes the writer rather than let it sleep out its period. */
	public static final long WAKE_BYTES = 1L << 20;
	/** The longest the writer sleeps while blocks are queued, so that a killed JVM loses little. */
	public static final long WAKE_MILLIS = 20;

	/** A block to write: the first {@code length} bytes of {@code payload}, given back once written or not. */
	private record Block(int type, byte[] payload, int length, boolean giveBack) {
	}

	private final OutputStream out;
	private final ConcurrentLinkedQueue<Block> queue = new ConcurrentLinkedQueue<>();
	/** Bytes queued and not yet written. */
	private final AtomicLong pending = new AtomicLong();
	/** What producers waiting for room wait on (only while the queue is over its bound), and what close takes. */
	private final Object gate = new Object();
	private final Thread thread;
	private final CRC32 crc = new CRC32();
	/** A block's type and length, then its CRC (little-endian), reused for every block. */
	private final byte[] frame = new byte[9];
	private long bytesWritten;
	private volatile boolean closing;
	private volatile boolean closed;
	private IOException failure;

	/**
	 * Creates the file, writes the magic, the version and the header block, and starts the writer thread.
	 *
	 * @param file the trace file (replaced if it exists)
	 * @param header payload of the header block, see {@link #headerPayload}
	 * @throws IOException if the file cannot be created
	 */
	public TraceWriter(Path file, byte[] header) throws IOException {
		out = new BufferedOutputStream(new FileOutputStream(file.toFile()), 1 << 16);
		ByteSink start = new ByteSink(8);
		start.bytes(FtraceFormat.MAGIC, 0, 4);
		start.u8(FtraceFormat.VERSION);
		start.u8(0);
		start.u8(0);
		start.u8(0);
		out.write(start.array(), 0, start.size());
		bytesWritten = start.size();
		writeBlock(new Block(FtraceFormat.BLOCK_HEADER, header, header.length, false));
		out.flush();
		thread = new Thread(new Runnable() {
			@Override
			public void run() {
				drain();
			}
		}, "foresight-writer");
		thread.setDaemon(true);
	}

	/** Starts the background thread (separate from construction so the recorder can mark the thread first). */
	public void start() {
		thread.start();
	}

	/** The writer thread, which the recorder never records. */
	public Thread thread() {
		return thread;
	}

	/** The payload of a header block. */
	public static byte[] headerPayload(String jvm, String os, int cpus, long startEpochMillis,
			Map<String, String> properties) {
		ByteSink s = new ByteSink(256);
		s.string(jvm);
		s.string(os);
		s.varint(cpus);
		s.varint(startEpochMillis);
		s.varint(properties.size());
		for (Map.Entry<String, String> e : properties.entrySet()) {
			s.string(e.getKey());
			s.string(e.getValue());
		}
		return s.toByteArray();
	}

	/** Queues a block; waits while the queue is over its bound. Blocks after {@link #close} are dropped. */
	public void submit(int type, byte[] payload) {
		submit(type, payload, payload.length);
	}

	/**
	 * Queues a block of the first {@code length} bytes of {@code payload}, which the caller leaves as they are (the
	 * writer reads them later, on its own thread).
	 */
	public void submit(int type, byte[] payload, int length) {
		submit(type, payload, length, false);
	}

	/**
	 * As {@link #submit(int, byte[], int)}; with {@code giveBack}, the writer gives the array to {@link BlockArrays}
	 * once it has written it.
	 */
	public void submit(int type, byte[] payload, int length, boolean giveBack) {
		if (pending.get() > MAX_PENDING_BYTES && Thread.currentThread() != thread) {
			awaitRoom();
		}
		if (closed) {
			return;
		}
		queue.add(new Block(type, payload, length, giveBack));
		long now = pending.addAndGet(length);
		if (now >= WAKE_BYTES && now - length < WAKE_BYTES) {
			// this block crossed the mark: the writer need not sleep out its period
			LockSupport.unpark(thread);
		}
	}

	private void awaitRoom() {
		synchronized (gate) {
			while (pending.get() > MAX_PENDING_BYTES && !closing) {
				LockSupport.unpark(thread);
				try {
					gate.wait(10);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					return;
				}
			}
		}
	}

	private void drain() {
		// everything queued is taken at once, then written; the writer sleeps only when it found nothing
		while (true) {
			boolean stop = closing;
			long bytes = 0;
			boolean any = false;
			try {
				for (Block b; (b = queue.poll()) != null;) {
					any = true;
					bytes += b.length;
					if (failure == null) {
						writeBlock(b);
					}
					if (b.giveBack) {
						BlockArrays.give(b.payload);
					}
				}
			} catch (IOException e) {
				failure = e;
			}
			if (any) {
				written(bytes);
			} else if (stop) {
				return; // closing was set before this pass found the queue empty
			} else {
				LockSupport.parkNanos(this, WAKE_MILLIS * 1_000_000L);
			}
		}
	}

	/** After a batch: frees its room for waiting producers, and flushes the file once the queue is empty. */
	private void written(long bytes) {
		if (pending.addAndGet(-bytes) + bytes > MAX_PENDING_BYTES) {
			synchronized (gate) {
				gate.notifyAll();
			}
		}
		if (queue.isEmpty() && failure == null) {
			try {
				out.flush();
			} catch (IOException e) {
				failure = e;
			}
		}
	}

	private synchronized void writeBlock(Block b) throws IOException {
		byte[] f = frame;
		f[0] = (byte) b.type;
		le32(f, 1, b.length);
		crc.reset();
		crc.update(f, 0, 5);
		crc.update(b.payload, 0, b.length);
		out.write(f, 0, 5);
		out.write(b.payload, 0, b.length);
		le32(f, 5, (int) crc.getValue());
		out.write(f, 5, 4);
		bytesWritten += 9 + b.length;
	}

	private static void le32(byte[] b, int p, int v) {
		b[p] = (byte) v;
		b[p + 1] = (byte) (v >>> 8);
		b[p + 2] = (byte) (v >>> 16);
		b[p + 3] = (byte) (v >>> 24);
	}

	/** Bytes written to the file so far. */
	public synchronized long bytesWritten() {
		return bytesWritten;
	}

	/**
	 * Writes every queued block, then the end block with the total event count, and closes the file.
	 *
	 * @param events events written in all
	 * @throws IOException if writing failed at any time
	 */
	public void close(long events) throws IOException {
		synchronized (gate) {
			if (closed || closing) {
				return;
			}
			closing = true;
			gate.notifyAll();
		}
		LockSupport.unpark(thread);
		if (thread.isAlive() && Thread.currentThread() != thread) {
			try {
				thread.join(10_000);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
		closed = true;
		// blocks left when the thread never ran (a JVM exiting during start-up), or queued as it stopped
		for (Block b; (b = queue.poll()) != null;) {
			writeBlock(b);
		}
		ByteSink end = new ByteSink(12);
		end.varint(events);
		writeBlock(new Block(FtraceFormat.BLOCK_END, end.array(), end.size(), false));
		out.close();
		if (failure != null) {
			throw failure;
		}
	}
}
