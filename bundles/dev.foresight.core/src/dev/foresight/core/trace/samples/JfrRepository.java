/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.samples;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The folder where JFR keeps its chunk files while it records execution samples, beside the samples file. JFR writes
 * the samples file when the JVM exits; a JVM that is killed, or halted by the recording's time limit, never does, and
 * its samples up to JFR's last flush (about a second before its end) are in these chunks, which
 * {@link #recover} puts together into the samples file.
 *
 * <p>
 * A chunk begins with a header of 68 bytes: the magic {@code FLR\0}, the format's version, then big-endian longs of
 * the chunk's size, the offsets of its last constant pool and metadata, and at byte 64 its state: 0 once the chunk
 * was closed, else a count of flushes that its header describes. A flush writes the events and pools and then updates
 * the header, so the first {@code size} bytes of a chunk never closed are whole as of its last flush; JFR's reader,
 * which reads such a chunk as a stream still being written, waits for more at its end and gives up ("stuck in locked
 * stream state"), so the recovered copy is marked closed.
 */
public final class JfrRepository {

	/** The chunk header's size, and its fields' offsets. */
	private static final int HEADER = 68;
	private static final int MAGIC = 0x464c5200; // FLR\0
	private static final int SIZE = 8;
	private static final int METADATA = 24;
	private static final int STATE = 64;

	private JfrRepository() {
	}

	/** The folder beside {@code jfr}, the samples file: its name followed by {@code .d}. */
	public static Path of(Path jfr) {
		return jfr.resolveSibling(jfr.getFileName() + ".d");
	}

	/** The JVM option that puts JFR's chunk files in {@link #of}. */
	static String jvmOption(Path jfr) {
		return "-XX:FlightRecorderOptions:repository=" + of(jfr).toAbsolutePath();
	}

	/**
	 * Completes the samples file {@code jfr} of a JVM that has ended: when the file is missing or empty, its JVM's
	 * chunk files, in the order JFR wrote them, become the file: a closed chunk as it is, the one JFR never closed up
	 * to its last flush, marked closed, and one never flushed (a JVM stopped within about a second of its start) not
	 * at all. The folder is removed either way. Returns whether samples were recovered.
	 *
	 * @throws IOException when the chunks cannot be read or the file written
	 */
	public static boolean recover(Path jfr) throws IOException {
		Path folder = of(jfr);
		if (!Files.isDirectory(folder)) {
			return false;
		}
		try {
			if (Files.isRegularFile(jfr) && Files.size(jfr) > 0) {
				return false; // written at the JVM's exit; the folder is empty then
			}
			List<Path> chunks = chunks(folder);
			boolean any = false;
			try (OutputStream out = Files.newOutputStream(jfr)) {
				for (Path c : chunks) {
					any |= copyFlushed(c, out);
				}
			}
			return any;
		} finally {
			delete(folder.toFile());
		}
	}

	/** Copies the part of chunk {@code c} that JFR flushed, marked closed; whether it had any. */
	private static boolean copyFlushed(Path c, OutputStream out) throws IOException {
		try (InputStream in = Files.newInputStream(c)) {
			byte[] head = in.readNBytes(HEADER);
			ByteBuffer h = ByteBuffer.wrap(head);
			if (head.length < HEADER || h.getInt(0) != MAGIC) {
				return false; // not a chunk, or one whose header JFR never wrote
			}
			long size = h.getLong(SIZE);
			if (size <= HEADER || h.getLong(METADATA) == 0) {
				return false; // nothing flushed: the header alone
			}
			head[STATE] = 0;
			out.write(head);
			byte[] buf = new byte[1 << 16];
			for (long left = size - HEADER; left > 0;) {
				int n = in.read(buf, 0, (int) Math.min(buf.length, left));
				if (n < 0) {
					throw new IOException(c + ": the chunk's header says " + size + " bytes, the file has "
							+ (size - left));
				}
				out.write(buf, 0, n);
				left -= n;
			}
			return true;
		}
	}

	/** The chunk files under {@code folder} (JFR makes a folder per JVM in it), in the order of their names. */
	private static List<Path> chunks(Path folder) {
		List<Path> chunks = new ArrayList<>();
		collect(folder.toFile(), chunks);
		// JFR names a chunk by the time it began, so that the names sort in recording order
		chunks.sort(null);
		return chunks;
	}

	private static void collect(File dir, List<Path> chunks) {
		File[] files = dir.listFiles();
		if (files == null) {
			return;
		}
		for (File f : files) {
			if (f.isDirectory()) {
				collect(f, chunks);
			} else if (f.getName().endsWith(".jfr")) {
				chunks.add(f.toPath());
			}
		}
	}

	private static void delete(File f) {
		File[] files = f.listFiles();
		if (files != null) {
			for (File c : files) {
				delete(c);
			}
		}
		f.delete();
	}
}
