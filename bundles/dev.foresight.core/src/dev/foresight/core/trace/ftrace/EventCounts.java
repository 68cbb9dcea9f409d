/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * How many events each thread of a file has, from the headers of its events blocks alone (thread, first index,
 * count), skipping their payloads: reading a trace into memory sizes each thread's columns with it once instead of
 * growing them by doubling, which copied every event about twice and left the heap twice the trace's size. It is a
 * hint: it stops quietly where the file ends or stops making sense, and the reader, which checks every block, says
 * what is wrong.
 */
final class EventCounts {

	private EventCounts() {
	}

	/** Per thread id, the events the file's events blocks hold (an empty array when none could be read). */
	static int[] of(Path file) {
		int[] counts = new int[0];
		try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
			long length = in.length();
			long at = Ftrace.PREAMBLE;
			byte[] head = new byte[5 + 3 * 5];
			while (at + 5 <= length) {
				in.seek(at);
				int n = in.read(head, 0, (int) Math.min(head.length, length - at));
				int type = head[0] & 0xFF;
				long size = (head[1] & 0xFFL) | (head[2] & 0xFFL) << 8 | (head[3] & 0xFFL) << 16
						| (head[4] & 0xFFL) << 24;
				if (n < 5 || type < 1 || size > 1 << 28 || at + 5 + size + 4 > length) {
					break;
				}
				if (type == Ftrace.BLOCK_EVENTS) {
					int[] pos = { 5 };
					long thread = varint(head, n, pos);
					long first = varint(head, n, pos);
					long count = varint(head, n, pos);
					if (thread < 0 || thread > 1 << 24 || first < 0 || count < 0 || first + count > Integer.MAX_VALUE) {
						break;
					}
					if (thread >= counts.length) {
						counts = Arrays.copyOf(counts, (int) Math.max(thread + 1, counts.length * 2L));
					}
					counts[(int) thread] = (int) Math.max(counts[(int) thread], first + count);
				}
				at += 5 + size + 4;
			}
		} catch (IOException e) {
			// the reader opens the file again and reports what is wrong with it
		}
		return counts;
	}

	/** The unsigned varint at {@code pos[0]} of {@code b}, or -1 when it does not end within {@code n} bytes. */
	private static long varint(byte[] b, int n, int[] pos) {
		long v = 0;
		for (int shift = 0; pos[0] < n && shift < 35; shift += 7) {
			int x = b[pos[0]++] & 0xFF;
			v |= (long) (x & 0x7F) << shift;
			if (x < 0x80) {
				return v;
			}
		}
		return -1;
	}
}
