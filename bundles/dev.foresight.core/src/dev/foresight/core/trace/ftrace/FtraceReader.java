/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.CRC32;

import dev.foresight.core.InputFiles;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadInfo;

/**
 * Reads {@code .ftrace} files block by block. A file that ends inside a block (the recorded JVM was killed) is read up
 * to its last complete block and a warning says so; a block whose checksum or content is wrong, a file that is not a
 * trace, or one of an unknown version is an {@link FtraceFormatException} naming the file and the byte offset.
 */
public final class FtraceReader {

	private static final EventKind[] KINDS = EventKind.values();

	private final Path file;
	private final FtraceVisitor visitor;
	private final CRC32 crc = new CRC32();
	private long offset;
	/** The file's format version: version 1 has no extended kinds. */
	private int version;
	/** One more than the largest thread and site ids of the tables' entries read so far. */
	private int threadIds;
	private int siteIds;
	private long totalCpu;

	private FtraceReader(Path file, FtraceVisitor visitor) {
		this.file = file;
		this.visitor = visitor;
	}

	/** Reads the whole file into memory as a trace. */
	public static TraceReadResult read(Path file) throws IOException {
		InputFiles.requireFile(file);
		TraceBuilder builder = new TraceBuilder(EventCounts.of(file));
		stream(file, builder);
		return builder.result();
	}

	/** Streams the file to {@code visitor} in file order. */
	public static void stream(Path file, FtraceVisitor visitor) throws IOException {
		InputFiles.requireFile(file);
		try (InputStream in = Files.newInputStream(file)) {
			new FtraceReader(file, visitor).run(in);
		}
	}

	private void run(InputStream input) throws IOException {
		// the file read ahead: each block is checked and decoded where it lies
		ReadWindow win = new ReadWindow(input);
		int got = win.fill(Ftrace.PREAMBLE);
		byte[] w = win.bytes;
		if (got < 5 || w[0] != 'F' || w[1] != 'T' || w[2] != 'R' || w[3] != 'C') {
			throw new FtraceFormatException(file, 0, "not an .ftrace file (no FTRC magic)");
		}
		version = w[4] & 0xFF;
		if (version < Ftrace.FIRST_VERSION || version > Ftrace.VERSION) {
			throw new FtraceFormatException(file, 4, "unsupported .ftrace version " + version
					+ " (this reader knows versions " + Ftrace.FIRST_VERSION + " to " + Ftrace.VERSION + ")");
		}
		if (got < Ftrace.PREAMBLE) {
			throw new FtraceFormatException(file, got, "file ends inside the preamble");
		}
		win.at = Ftrace.PREAMBLE;
		offset = Ftrace.PREAMBLE;
		boolean sawHeader = false;
		boolean closed = false;
		while (true) {
			long blockStart = offset;
			int n = win.fill(5);
			if (n == 0) {
				break;
			}
			if (n < 5) {
				truncated(blockStart);
				break;
			}
			w = win.bytes;
			int f = win.at;
			int type = w[f] & 0xFF;
			long len = win.u32(f + 1);
			if (type < 1 || len > 1 << 28) {
				throw new FtraceFormatException(file, blockStart, "corrupt block frame (type " + type + ", length "
						+ len + ")");
			}
			int size = (int) len;
			if (win.fill(5 + size + 4) < 5 + size + 4) {
				truncated(blockStart);
				break;
			}
			// the fill may have moved the window's bytes
			w = win.bytes;
			f = win.at;
			int body = f + 5;
			crc.reset();
			crc.update(w, f, 5 + size);
			int t = body + size;
			if (win.u32(t) != crc.getValue()) {
				throw new FtraceFormatException(file, blockStart, "checksum mismatch in block of type " + type);
			}
			offset = blockStart + 5 + size + 4;
			win.at = t + 4;
			if (!sawHeader && type != Ftrace.BLOCK_HEADER) {
				throw new FtraceFormatException(file, blockStart, "first block is not the header");
			}
			Cursor c = new Cursor(file, w, body, t, blockStart + 5 - body);
			switch (type) {
			case Ftrace.BLOCK_HEADER -> {
				header(c);
				sawHeader = true;
			}
			case Ftrace.BLOCK_THREAD -> thread(c);
			case Ftrace.BLOCK_SITE -> site(c);
			case Ftrace.BLOCK_EVENTS -> events(c);
			case Ftrace.BLOCK_PROPERTY -> visitor.property(c.string(), c.string());
			case Ftrace.BLOCK_END -> closed = true;
			default -> visitor.warning("skipped a block of unknown type " + type + " at byte offset " + blockStart);
			}
		}
		if (!sawHeader) {
			throw new FtraceFormatException(file, offset, "no header block");
		}
		if (!closed) {
			visitor.warning(file + ": the recording was not closed (no end block); the trace may lack its last events");
		}
		visitor.end(closed, offset);
	}

	private void truncated(long blockStart) {
		visitor.warning(file + ": truncated at byte offset " + blockStart
				+ "; read up to the last complete block");
	}

	private void header(Cursor c) throws FtraceFormatException {
		String jvm = c.string();
		String os = c.string();
		int cpus = c.intVarint("cpu count");
		long start = c.varint();
		int n = c.intVarint("property count");
		Map<String, String> props = new LinkedHashMap<>();
		for (int i = 0; i < n; i++) {
			props.put(c.string(), c.string());
		}
		visitor.header(version, jvm, os, cpus, start, props);
	}

	private void thread(Cursor c) throws FtraceFormatException {
		int id = dense(c.id("thread id"), threadIds, "thread id", c.offset());
		threadIds = Math.max(threadIds, id + 1);
		String name = c.string();
		int parent = (int) c.zigzag();
		int site = (int) c.zigzag();
		// recorders before 2026-12-02 wrote 0 or 1, whether the thread is virtual; every virtual thread is a daemon
		int flags = c.u8();
		boolean virtual = (flags & Ftrace.THREAD_VIRTUAL) != 0;
		boolean daemon = virtual || (flags & Ftrace.THREAD_DAEMON) != 0;
		long jvmId = c.varint(); // the JVM's thread id: kept in the file for tools, not in the model
		visitor.thread(new ThreadInfo(id, name, parent, site, virtual, daemon));
		visitor.jvmThreadId(id, jvmId);
	}

	private void site(Cursor c) throws FtraceFormatException {
		int id = dense(c.id("site id"), siteIds, "site id", c.offset());
		siteIds = Math.max(siteIds, id + 1);
		visitor.site(new Site(id, c.string(), c.string(), c.string(), (int) c.zigzag()));
	}

	/** {@code id}, unless it runs more than {@link Ftrace#MAX_ID_GAP} ahead of the {@code entries} of its table. */
	private int dense(long id, int entries, String what, long at) throws FtraceFormatException {
		if (id > (long) entries + Ftrace.MAX_ID_GAP) {
			throw new FtraceFormatException(file, at, what + " " + id + " runs more than " + Ftrace.MAX_ID_GAP
					+ " ahead of the " + entries + " ids of its table read before it (ids are dense from 0)");
		}
		return (int) id;
	}

	/** {@code nanos}, unless it is negative or above {@link Ftrace#MAX_NANOS}. */
	private long nanos(long nanos, String what, long at) throws FtraceFormatException {
		if (nanos < 0 || nanos > Ftrace.MAX_NANOS) {
			throw new FtraceFormatException(file, at, what + " " + Long.toUnsignedString(nanos)
					+ " ns is out of range (0 to 2^53 ns, 104 days)");
		}
		return nanos;
	}

	private void events(Cursor c) throws FtraceFormatException {
		int thread = dense(c.id("thread id"), threadIds, "thread id", c.offset());
		int index = c.intVarint("event index");
		int count = c.intVarint("event count");
		long object = 0;
		long site = 0;
		long wall = 0;
		for (int i = 0; i < count; i++) {
			long at = c.offset();
			int header = c.u8();
			long k = header & Ftrace.KIND_MASK;
			if (k == Ftrace.EXTENDED_KIND && version >= 2) {
				k += c.varint();
			}
			if (k < 0 || k >= KINDS.length) {
				throw new FtraceFormatException(file, at, "unknown event kind " + k + " (this reader knows "
						+ KINDS.length + " kinds)");
			}
			object += c.zigzag();
			site += c.zigzag();
			if (site < -1) {
				throw new FtraceFormatException(file, at, "site id " + site + " is out of range");
			}
			dense(site, siteIds, "site id", at);
			long cpu = nanos(c.varint(), "CPU time", at);
			wall = nanos(wall + c.varint(), "wall time", at);
			totalCpu += cpu;
			if (totalCpu > Ftrace.MAX_TOTAL_CPU) {
				throw new FtraceFormatException(file, at, "the events' CPU times add up to more than 2^58 ns (nine "
						+ "years)");
			}
			int flags = (header & Ftrace.HAS_FLAGS) != 0 ? (int) c.varint() : 0;
			long arg = (header & Ftrace.HAS_ARG) != 0 ? c.zigzag() : 0;
			int wakeThread = -1;
			int wakeIndex = -1;
			if ((header & Ftrace.HAS_WAKE) != 0) {
				wakeThread = c.intVarint("wake thread");
				wakeIndex = c.intVarint("wake index");
			}
			visitor.event(thread, index + i, KINDS[(int) k], object, (int) site, cpu, wall, arg, flags,
					wakeThread, wakeIndex);
		}
		if (c.hasMore()) {
			throw c.error("events block has bytes after its " + count + " events");
		}
	}
}
