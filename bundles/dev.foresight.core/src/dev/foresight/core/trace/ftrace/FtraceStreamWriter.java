/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.zip.CRC32;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadInfo;

/**
 * Writes an {@code .ftrace} file event by event, without holding the trace: each thread's events wait in one open
 * block until it is full, so the memory used is one block per thread whatever the number of events. Thread and site
 * entries may be written at any time, as the agent does.
 */
public final class FtraceStreamWriter implements Closeable {

	/** Events per block (the agent writes up to 2,048; readers accept any count). */
	static final int EVENTS_PER_BLOCK = 4096;

	private final OutputStream out;
	private final CRC32 crc = new CRC32();
	private final byte[] frame = new byte[5];
	private Block[] open = new Block[16];
	private int[] sizes = new int[16];
	private long events;
	private boolean closed;

	private FtraceStreamWriter(OutputStream out) {
		this.out = out;
	}

	/** Creates {@code file} (replacing it) and writes the preamble and the header block. */
	public static FtraceStreamWriter create(Path file, String jvm, String os, int cpuCount, long startEpochMillis,
			Map<String, String> properties) throws IOException {
		OutputStream o = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16);
		FtraceStreamWriter w = new FtraceStreamWriter(o);
		try {
			o.write(Ftrace.MAGIC);
			o.write(new byte[] { Ftrace.VERSION, 0, 0, 0 });
			Sink s = new Sink();
			s.string(jvm);
			s.string(os);
			s.varint(cpuCount);
			s.varint(startEpochMillis);
			s.varint(properties.size());
			for (Map.Entry<String, String> p : properties.entrySet()) {
				s.string(p.getKey());
				s.string(p.getValue());
			}
			w.block(Ftrace.BLOCK_HEADER, s);
		} catch (IOException | RuntimeException e) {
			o.close();
			throw e;
		}
		return w;
	}

	/** Writes a thread table entry. */
	public void thread(ThreadInfo t) throws IOException {
		Sink s = new Sink();
		s.varint(t.id());
		s.string(t.name());
		s.zigzag(t.parent());
		s.zigzag(t.creationSite());
		s.write((t.virtual() ? Ftrace.THREAD_VIRTUAL : 0) | (t.daemon() ? Ftrace.THREAD_DAEMON : 0));
		s.varint(0);
		block(Ftrace.BLOCK_THREAD, s);
	}

	/** Writes a site table entry. */
	public void site(Site site) throws IOException {
		Sink s = new Sink();
		s.varint(site.id());
		s.string(site.className());
		s.string(site.method());
		s.string(site.file());
		s.zigzag(site.line());
		block(Ftrace.BLOCK_SITE, s);
	}

	/** Writes a property; a later value of the same key replaces an earlier one. */
	public void property(String key, String value) throws IOException {
		Sink s = new Sink();
		s.string(key);
		s.string(value);
		block(Ftrace.BLOCK_PROPERTY, s);
	}

	/**
	 * Appends an event to the stream of {@code thread} and returns its index there (what a later event's wake link
	 * names). Negative CPU times and wall times that go back in a thread's block are written as zero gaps, as
	 * {@link FtraceWriter} does.
	 *
	 * @param wakeThread thread of the releasing event, or -1 for none
	 */
	public int event(int thread, EventKind kind, long object, int site, long cpuNanos, long wallNanos, long arg,
			int flags, int wakeThread, int wakeIndex) throws IOException {
		if (thread < 0) {
			throw new IllegalArgumentException("thread id must not be negative: " + thread);
		}
		if (thread >= open.length) {
			int n = Math.max(thread + 1, open.length * 2);
			open = Arrays.copyOf(open, n);
			sizes = Arrays.copyOf(sizes, n);
		}
		Block b = open[thread];
		if (b == null) {
			b = open[thread] = new Block();
		}
		if (b.count == 0) {
			b.first = sizes[thread];
		}
		b.add(kind, object, site, cpuNanos, wallNanos, arg, flags, wakeThread, wakeIndex);
		events++;
		if (b.count == EVENTS_PER_BLOCK) {
			flush(thread);
		}
		return sizes[thread]++;
	}

	/** Writes the open block of {@code thread}, if it has events. */
	public void flush(int thread) throws IOException {
		Block b = thread < open.length ? open[thread] : null;
		if (b == null || b.count == 0) {
			return;
		}
		Sink s = new Sink();
		s.varint(thread);
		s.varint(b.first);
		s.varint(b.count);
		b.writeTo(s);
		block(Ftrace.BLOCK_EVENTS, s);
		b.reset();
	}

	/** Number of events written so far. */
	public long events() {
		return events;
	}

	/** Writes every open block and the end block, and closes the file. */
	@Override
	public void close() throws IOException {
		if (closed) {
			return;
		}
		closed = true;
		try (out) {
			for (int t = 0; t < open.length; t++) {
				flush(t);
			}
			Sink s = new Sink();
			s.varint(events);
			block(Ftrace.BLOCK_END, s);
		}
	}

	private void block(int type, Sink payload) throws IOException {
		int n = payload.size();
		frame[0] = (byte) type;
		frame[1] = (byte) n;
		frame[2] = (byte) (n >>> 8);
		frame[3] = (byte) (n >>> 16);
		frame[4] = (byte) (n >>> 24);
		crc.reset();
		crc.update(frame);
		crc.update(payload.bytes(), 0, n);
		out.write(frame);
		out.write(payload.bytes(), 0, n);
		int c = (int) crc.getValue();
		out.write(new byte[] { (byte) c, (byte) (c >>> 8), (byte) (c >>> 16), (byte) (c >>> 24) });
	}

	/** The events of one thread not yet written, encoded with the block's deltas. */
	private static final class Block {
		final Sink body = new Sink();
		int first;
		int count;
		long object;
		long site;
		long wall;

		void add(EventKind kind, long o, int s, long cpu, long w, long arg, int flags, int wakeThread, int wakeIndex) {
			boolean wake = wakeThread >= 0;
			int k = kind.ordinal();
			int header = Math.min(k, Ftrace.EXTENDED_KIND) | (arg != 0 ? Ftrace.HAS_ARG : 0)
					| (wake ? Ftrace.HAS_WAKE : 0)
					| (flags != 0 ? Ftrace.HAS_FLAGS : 0);
			body.write(header);
			if (k >= Ftrace.EXTENDED_KIND) {
				body.varint(k - Ftrace.EXTENDED_KIND);
			}
			body.zigzag(o - object);
			body.zigzag(s - site);
			body.varint(Math.max(0, cpu));
			body.varint(Math.max(0, w - wall));
			if (flags != 0) {
				body.varint(flags);
			}
			if (arg != 0) {
				body.zigzag(arg);
			}
			if (wake) {
				body.varint(wakeThread);
				body.varint(wakeIndex);
			}
			object = o;
			site = s;
			wall = Math.max(wall, w);
			count++;
		}

		void writeTo(Sink s) {
			s.write(body.bytes(), 0, body.size());
		}

		void reset() {
			body.reset();
			count = 0;
			object = 0;
			site = 0;
			wall = 0;
		}
	}

	/** Varint and string encoding on top of a byte array stream. */
	static final class Sink extends ByteArrayOutputStream {
		byte[] bytes() {
			return buf;
		}

		void varint(long v) {
			while ((v & ~0x7FL) != 0) {
				write((int) ((v & 0x7F) | 0x80));
				v >>>= 7;
			}
			write((int) v);
		}

		void zigzag(long v) {
			varint((v << 1) ^ (v >> 63));
		}

		void string(String str) {
			byte[] b = str.getBytes(StandardCharsets.UTF_8);
			varint(b.length);
			write(b, 0, b.length);
		}
	}
}
