/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.format;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** A growable little-endian byte buffer with the varint encodings of the {@code .ftrace} format. */
public final class ByteSink {

	private byte[] bytes;
	private int size;

	/** A sink with the given initial capacity. */
	public ByteSink(int capacity) {
		bytes = new byte[Math.max(16, capacity)];
	}

	/** Number of bytes written. */
	public int size() {
		return size;
	}

	/** Forgets the content, keeping the storage. */
	public void clear() {
		size = 0;
	}

	/** The backing array; valid up to {@link #size()}. */
	public byte[] array() {
		return bytes;
	}

	/** A copy of the content. */
	public byte[] toByteArray() {
		return Arrays.copyOf(bytes, size);
	}

	private void ensure(int extra) {
		if (size + extra > bytes.length) {
			bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + extra));
		}
	}

	/** One byte. */
	public void u8(int b) {
		ensure(1);
		bytes[size++] = (byte) b;
	}

	/** An unsigned LEB128 varint (the value is treated as unsigned). */
	public void varint(long v) {
		ensure(10);
		while ((v & ~0x7FL) != 0) {
			bytes[size++] = (byte) ((v & 0x7F) | 0x80);
			v >>>= 7;
		}
		bytes[size++] = (byte) v;
	}

	/** A signed value as a zigzag varint, so that small negative numbers stay small. */
	public void zigzag(long v) {
		varint((v << 1) ^ (v >> 63));
	}

	/** A 32-bit little-endian integer. */
	public void u32(int v) {
		ensure(4);
		bytes[size++] = (byte) v;
		bytes[size++] = (byte) (v >>> 8);
		bytes[size++] = (byte) (v >>> 16);
		bytes[size++] = (byte) (v >>> 24);
	}

	/** A string as a varint byte length followed by UTF-8. */
	public void string(String s) {
		if (s == null || s.isEmpty()) {
			varint(0); // without the empty array the encoding would allocate (most virtual threads have no name)
			return;
		}
		byte[] utf = s.getBytes(StandardCharsets.UTF_8);
		varint(utf.length);
		bytes(utf, 0, utf.length);
	}

	/** Raw bytes. */
	public void bytes(byte[] src, int offset, int length) {
		ensure(length);
		System.arraycopy(src, offset, bytes, size, length);
		size += length;
	}
}
