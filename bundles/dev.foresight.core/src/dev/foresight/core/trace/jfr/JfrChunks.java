/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.jfr;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import jdk.jfr.consumer.RecordingFile;

/**
 * Where a JFR file's whole chunks end, read from the chunks' headers (the magic {@code FLR\0}, the version, then the
 * chunk's size in bytes). A file copied while its JVM was writing it ends inside a chunk, and the JDK's parser then
 * throws, at best after the whole chunks' events but for their last one (it reads one event ahead), at worst with an
 * index out of bounds: the importer reads the whole chunks alone instead and says where the file was cut.
 *
 * @param whole the length of the leading whole chunks
 * @param length the file's length
 * @param cutSize the size the header of the chunk at {@code whole} gives, or -1 when no chunk header is there
 * @param starts where each whole chunk starts (the next one's start, or {@code whole}, is where it ends)
 */
record JfrChunks(long whole, long length, long cutSize, List<Long> starts) {

	/** A chunk header's magic, version and size. */
	private static final int HEADER = 16;
	private static final int MAGIC = 0x464c5200;

	/** The chunks of {@code file}. */
	static JfrChunks of(Path file) throws IOException {
		try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
			long length = in.length();
			long pos = 0;
			List<Long> starts = new ArrayList<>();
			while (pos < length) {
				long size = -1;
				if (pos + HEADER <= length) {
					in.seek(pos);
					int magic = in.readInt();
					in.readInt();
					size = magic == MAGIC ? in.readLong() : -1;
				}
				if (size < HEADER || pos + size > length) {
					return new JfrChunks(pos, length, size, starts);
				}
				starts.add(pos);
				pos += size;
			}
			return new JfrChunks(length, length, -1, starts);
		}
	}

	/** Whether the file ends inside a chunk, or with bytes that are no chunk. */
	boolean cut() {
		return whole < length;
	}

	/** What is wrong at {@link #whole}, for a file that is {@link #cut}. */
	String describe() {
		return cutSize < 0 ? "the " + (length - whole) + " bytes from byte " + whole + " on are no chunk"
				: "the chunk at byte " + whole + " is cut short: its header gives " + cutSize + " bytes, the file ends "
						+ (length - whole) + " bytes after its start";
	}

	/**
	 * Where the JDK's parser fails on {@code file}, whose chunks these are: "in the chunk at byte B (its K bytes)" of
	 * the first whole chunk that it cannot read alone (a chunk holds its own metadata and constants), or {@code null}
	 * when it reads each. Only for a file the parser failed on: it reads the chunks again, one at a time.
	 */
	String damaged(Path file) {
		for (int k = 0; k < starts.size(); k++) {
			long start = starts.get(k);
			long end = k + 1 < starts.size() ? starts.get(k + 1) : whole;
			Path one = null;
			try {
				one = copy(file, start, end - start);
				try (RecordingFile f = new RecordingFile(one)) {
					while (f.hasMoreEvents()) {
						f.readEvent();
					}
				}
			} catch (IOException | RuntimeException e) {
				return "in the chunk at byte " + start + " (its " + (end - start) + " bytes)";
			} finally {
				if (one != null) {
					try {
						Files.deleteIfExists(one);
					} catch (IOException e) {
						// a temporary file left behind: the message matters more
					}
				}
			}
		}
		return null;
	}

	/** A temporary file holding the whole chunks; the caller deletes it. */
	Path wholeCopy(Path file) throws IOException {
		return copy(file, 0, whole);
	}

	/** A temporary file holding {@code count} bytes of {@code file} from {@code from}; the caller deletes it. */
	private static Path copy(Path file, long from, long count) throws IOException {
		Path copy = Files.createTempFile("foresight-", ".jfr");
		try (InputStream in = Files.newInputStream(file); OutputStream out = Files.newOutputStream(copy)) {
			in.skipNBytes(from);
			byte[] buffer = new byte[1 << 16];
			long left = count;
			while (left > 0) {
				int n = in.read(buffer, 0, (int) Math.min(buffer.length, left));
				if (n < 0) {
					throw new IOException(file + ": ended while it was copied");
				}
				out.write(buffer, 0, n);
				left -= n;
			}
		} catch (IOException e) {
			Files.deleteIfExists(copy);
			throw e;
		}
		return copy;
	}
}
