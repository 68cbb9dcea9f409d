/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Decodes the varints and strings of one block payload, reporting malformed data with its file offset. */
final class Cursor {

	private final Path file;
	private final byte[] bytes;
	private final long base;
	private final int limit;
	private int pos;

	/**
	 * @param file the file (for error messages)
	 * @param bytes holds the payload
	 * @param from index of the payload's first byte in {@code bytes}
	 * @param limit index just past the payload's last byte
	 * @param base file offset of {@code bytes[0]}
	 */
	Cursor(Path file, byte[] bytes, int from, int limit, long base) {
		this.file = file;
		this.bytes = bytes;
		this.pos = from;
		this.limit = limit;
		this.base = base;
	}

	boolean hasMore() {
		return pos < limit;
	}

	long offset() {
		return base + pos;
	}

	int u8() throws FtraceFormatException {
		if (pos >= limit) {
			throw error("block ends inside a value");
		}
		return bytes[pos++] & 0xFF;
	}

	long varint() throws FtraceFormatException {
		long v = 0;
		for (int shift = 0; shift < 70; shift += 7) {
			if (pos >= limit) {
				throw error("block ends inside a varint");
			}
			int b = bytes[pos++];
			v |= (long) (b & 0x7F) << shift;
			if (b >= 0) {
				return v;
			}
		}
		throw error("varint longer than 10 bytes");
	}

	long zigzag() throws FtraceFormatException {
		long v = varint();
		return (v >>> 1) ^ -(v & 1);
	}

	int intVarint(String what) throws FtraceFormatException {
		long v = varint();
		if (v < 0 || v > Integer.MAX_VALUE) {
			throw error(what + " out of range: " + v);
		}
		return (int) v;
	}

	/** A thread or site id: {@link #intVarint} no larger than {@link Ftrace#MAX_ID}. */
	int id(String what) throws FtraceFormatException {
		int v = intVarint(what);
		if (v > Ftrace.MAX_ID) {
			throw error(what + " out of range: " + v + " (at most " + Ftrace.MAX_ID + ")");
		}
		return v;
	}

	String string() throws FtraceFormatException {
		int n = intVarint("string length");
		if (n > limit - pos) {
			throw error("string of " + n + " bytes runs past the block");
		}
		String s = new String(bytes, pos, n, StandardCharsets.UTF_8);
		pos += n;
		return s;
	}

	FtraceFormatException error(String message) {
		return new FtraceFormatException(file, offset(), message);
	}
}
