/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * A file read ahead into a window of bytes, {@code [at, end)} not yet taken, so that a block is checked and decoded
 * where it lies. A trace of many short threads has hundreds of thousands of small blocks, and two reads of a buffered
 * stream and a copy for each took a tenth of reading them.
 */
final class ReadWindow {

	private final InputStream in;
	/** The bytes; replaced when a block needs more room. */
	byte[] bytes = new byte[1 << 20];
	/** The first byte not yet taken. */
	int at;
	private int end;

	ReadWindow(InputStream in) {
		this.in = in;
	}

	/**
	 * Makes the {@code n} bytes from {@link #at} readable, moving the bytes not yet taken to the window's start and
	 * growing it for a block larger than it; returns how many there are (fewer only at the end of the file). It may
	 * replace {@link #bytes} and move {@link #at}.
	 */
	int fill(int n) throws IOException {
		if (end - at >= n) {
			return n;
		}
		if (at > 0) {
			System.arraycopy(bytes, at, bytes, 0, end - at);
			end -= at;
			at = 0;
		}
		if (n > bytes.length) {
			bytes = Arrays.copyOf(bytes, Math.max(n, bytes.length * 2));
		}
		while (end < n) {
			int r = in.read(bytes, end, bytes.length - end);
			if (r < 0) {
				break;
			}
			end += r;
		}
		return Math.min(n, end);
	}

	/** The little-endian unsigned 32-bit value at index {@code i} of {@link #bytes} (a frame's length, a checksum). */
	long u32(int i) {
		byte[] b = bytes;
		return (b[i] & 0xFFL) | (b[i + 1] & 0xFFL) << 8 | (b[i + 2] & 0xFFL) << 16 | (b[i + 3] & 0xFFL) << 24;
	}
}
