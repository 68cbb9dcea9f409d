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

/**
 * Where a JFR file's whole chunks end, read from the chunks' headers (the magic {@code FLR\0}, the version, then the
 * chunk's size in bytes). A file copied while its JVM was writing it ends inside a chunk, and the JDK's parser then
 * throws, at best after the whole chunks' events but for their last one (it reads one event ahead), at worst with an
 * index out of bounds: the importer reads the whole chunks alone instead and says where the file was cut.
 *
 * @param whole the length of the leading whole chunks
 * @param length the file's length
 * @param cutSize the size the header of the chunk at {@code whole} gives, or -1 when no chunk header is there
 */
record JfrChunks(long whole, long length, long cutSize) {

	/** A chunk header's magic, version and size. */
	private static final int HEADER = 16;
	private static final int MAGIC = 0x464c5200;

	/** The chunks of {@code file}. */
	static JfrChunks of(Path file) throws IOException {
		try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
			long length = in.length();
			long pos = 0;
			while (pos < length) {
				long size = -1;
				if (pos + HEADER <= length) {
					in.seek(pos);
					int magic = in.readInt();
					in.readInt();
					size = magic == MAGIC ? in.readLong() : -1;
				}
				if (size < HEADER || pos + size > length) {
					return new JfrChunks(pos, length, size);
				}
				pos += size;
			}
			return new JfrChunks(length, length, -1);
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

	/** A temporary file holding the whole chunks; the caller deletes it. */
	Path wholeCopy(Path file) throws IOException {
		Path copy = Files.createTempFile("foresight-", ".jfr");
		try (InputStream in = Files.newInputStream(file); OutputStream out = Files.newOutputStream(copy)) {
			byte[] buffer = new byte[1 << 16];
			long left = whole;
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
