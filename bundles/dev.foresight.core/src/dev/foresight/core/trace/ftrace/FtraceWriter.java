/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.CRC32;

import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * Writes an in-memory trace as an {@code .ftrace} file (imports from other formats, tests). The recording agent has
 * its own streaming writer of the same format.
 */
public final class FtraceWriter {

	private static final int EVENTS_PER_BLOCK = 4096;

	private final OutputStream out;
	private final CRC32 crc = new CRC32();

	private FtraceWriter(OutputStream out) {
		this.out = out;
	}

	/** Writes {@code trace} to {@code file}. */
	public static void write(Trace trace, Path file) throws IOException {
		try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
			new FtraceWriter(o).write(trace);
		}
	}

	private void write(Trace trace) throws IOException {
		out.write(Ftrace.MAGIC);
		out.write(new byte[] { Ftrace.VERSION, 0, 0, 0 });
		TraceHeader h = trace.header();
		Sink s = new Sink();
		s.string(h.jvm());
		s.string(h.os());
		s.varint(h.cpuCount());
		s.varint(h.startEpochMillis());
		s.varint(h.properties().size());
		for (Map.Entry<String, String> p : h.properties().entrySet()) {
			s.string(p.getKey());
			s.string(p.getValue());
		}
		block(Ftrace.BLOCK_HEADER, s);
		for (ThreadInfo t : h.threads()) {
			s = new Sink();
			s.varint(t.id());
			s.string(t.name());
			s.zigzag(t.parent());
			s.zigzag(t.creationSite());
			s.write(t.virtual() ? 1 : 0);
			s.varint(0);
			block(Ftrace.BLOCK_THREAD, s);
		}
		for (Site site : h.sites()) {
			s = new Sink();
			s.varint(site.id());
			s.string(site.className());
			s.string(site.method());
			s.string(site.file());
			s.zigzag(site.line());
			block(Ftrace.BLOCK_SITE, s);
		}
		for (ThreadEvents e : trace.streams()) {
			for (int from = 0; from < e.size(); from += EVENTS_PER_BLOCK) {
				block(Ftrace.BLOCK_EVENTS, events(e, from, Math.min(e.size(), from + EVENTS_PER_BLOCK)));
			}
		}
		s = new Sink();
		s.varint(trace.eventCount());
		block(Ftrace.BLOCK_END, s);
	}

	private static Sink events(ThreadEvents e, int from, int to) {
		Sink s = new Sink();
		s.varint(e.thread());
		s.varint(from);
		s.varint(to - from);
		long object = 0;
		long site = 0;
		long wall = 0;
		for (int i = from; i < to; i++) {
			int header = e.kind(i).ordinal();
			boolean wake = e.wakeThread(i) >= 0;
			header |= e.arg(i) != 0 ? Ftrace.HAS_ARG : 0;
			header |= wake ? Ftrace.HAS_WAKE : 0;
			header |= e.flags(i) != 0 ? Ftrace.HAS_FLAGS : 0;
			s.write(header);
			s.zigzag(e.object(i) - object);
			s.zigzag(e.site(i) - site);
			s.varint(Math.max(0, e.cpuNanos(i)));
			s.varint(Math.max(0, e.wallNanos(i) - wall));
			if (e.flags(i) != 0) {
				s.varint(e.flags(i));
			}
			if (e.arg(i) != 0) {
				s.zigzag(e.arg(i));
			}
			if (wake) {
				s.varint(e.wakeThread(i));
				s.varint(e.wakeIndex(i));
			}
			object = e.object(i);
			site = e.site(i);
			wall = Math.max(wall, e.wallNanos(i));
		}
		return s;
	}

	private void block(int type, Sink payload) throws IOException {
		byte[] frame = new byte[5];
		int n = payload.size();
		frame[0] = (byte) type;
		frame[1] = (byte) n;
		frame[2] = (byte) (n >>> 8);
		frame[3] = (byte) (n >>> 16);
		frame[4] = (byte) (n >>> 24);
		crc.reset();
		crc.update(frame);
		byte[] body = payload.toByteArray();
		crc.update(body);
		out.write(frame);
		out.write(body);
		int c = (int) crc.getValue();
		out.write(new byte[] { (byte) c, (byte) (c >>> 8), (byte) (c >>> 16), (byte) (c >>> 24) });
	}

	/** Varint and string encoding on top of a byte array stream. */
	private static final class Sink extends ByteArrayOutputStream {
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
