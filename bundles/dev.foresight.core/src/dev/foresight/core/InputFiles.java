/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * Checks on a file a reader is about to open, and the reading of text files. A directory opens as a stream on Linux
 * and fails at the first read with a bare "Is a directory" that names no file; this fails first, naming it. The JDK's
 * strict UTF-8 reading fails on a byte that is not UTF-8 with "Input length = 1", naming neither file nor place.
 */
public final class InputFiles {

	private InputFiles() {
	}

	/**
	 * Throws when {@code file} is missing or a directory.
	 *
	 * @throws NoSuchFileException when there is no such file
	 * @throws FileSystemException naming the file, when it is a directory
	 */
	public static void requireFile(Path file) throws IOException {
		if (Files.isDirectory(file)) {
			throw new FileSystemException(file.toString(), null, "is a directory, not a file");
		}
		if (!Files.exists(file)) {
			throw new NoSuchFileException(file.toString());
		}
	}

	/**
	 * The text of {@code file}, which must be UTF-8 (a leading byte order mark, which some editors write, is dropped).
	 *
	 * @throws IOException naming the file, line and column of the first byte that is not UTF-8, when there is one
	 */
	public static String readUtf8(Path file) throws IOException {
		requireFile(file);
		byte[] bytes = Files.readAllBytes(file);
		CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
		ByteBuffer in = ByteBuffer.wrap(bytes);
		CharBuffer out = CharBuffer.allocate(bytes.length);
		CoderResult r = decoder.decode(in, out, true);
		if (r.isError()) {
			throw notUtf8(file, bytes, in.position());
		}
		decoder.flush(out);
		out.flip();
		return out.length() > 0 && out.charAt(0) == '\uFEFF' ? out.subSequence(1, out.length()).toString()
				: out.toString();
	}

	/**
	 * The lines of what a program wrote to {@code file}: bytes that are not UTF-8 read as U+FFFD, since the program,
	 * not the user's input to Foresight, chose them.
	 */
	public static List<String> outputLines(Path file) throws IOException {
		return new String(Files.readAllBytes(file), StandardCharsets.UTF_8).lines().toList();
	}

	private static IOException notUtf8(Path file, byte[] bytes, int offset) {
		int lineStart = 0;
		int line = 1;
		for (int i = 0; i < offset; i++) {
			if (bytes[i] == '\n') {
				line++;
				lineStart = i + 1;
			}
		}
		// the line before the bad byte is valid UTF-8: its characters give the column
		int column = new String(bytes, lineStart, offset - lineStart, StandardCharsets.UTF_8).length() + 1;
		return new IOException(String.format("%s:%d:%d: not UTF-8 text (byte 0x%02x at byte offset %d); save the file as"
				+ " UTF-8", file, line, column, bytes[offset] & 0xff, offset));
	}
}
