/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * How many events each thread of a file has, from the headers of its events blocks alone (thread, first index,
 * count), skipping their payloads: reading a trace into memory sizes each thread's columns with it once instead of
 * growing them by doubling, which copied every event about twice and left the heap twice the trace's size. It is a
 * hint: it stops quietly where the file ends or stops making sense, counts a block only where it continues its
 * thread's stream and only as many events as its bytes can hold (so that a damaged header cannot ask for more memory
 * than the file could fill), and the reader, which checks every block, says what is wrong.
 */
final class EventCounts {

	private EventCounts() {
	}

	/** Per thread id, the events the file's events blocks hold (an empty array when none could be read). */
	static int[] of(Path file) {
		int[] counts = new int[0];
		// one sequential pass through a large buffer: a trace of many short-lived threads has hundreds of thousands
		// of small blocks, and a seek and a read for each cost more than reading the file
		try (InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 20)) {
			in.skipNBytes(Ftrace.PREAMBLE);
			byte[] head = new byte[5 + 3 * 5];
			while (true) {
				if (in.readNBytes(head, 0, 5) < 5) {
					break;
				}
				int type = head[0] & 0xFF;
				long size = (head[1] & 0xFFL) | (head[2] & 0xFFL) << 8 | (head[3] & 0xFFL) << 16
						| (head[4] & 0xFFL) << 24;
				if (type < 1 || size > 1 << 28) {
					break;
				}
				long rest = size + 4;
				if (type == Ftrace.BLOCK_EVENTS) {
					int n = in.readNBytes(head, 5, (int) Math.min(3 * 5, size));
					rest -= n;
					int[] pos = { 5 };
					long thread = varint(head, 5 + n, pos);
					long first = varint(head, 5 + n, pos);
					long count = varint(head, 5 + n, pos);
					// an event takes a byte at least, and a thread's blocks continue one another: a block that says
					// otherwise is damaged, and whatever it says must not size a column (the reader reports it)
					if (thread < 0 || thread > Ftrace.MAX_ID || count < 0 || count > size) {
						break;
					}
					// a block cut short by the end of the file is not counted, as the reader leaves it out
					in.skipNBytes(rest);
					rest = 0;
					if (thread >= counts.length) {
						counts = Arrays.copyOf(counts, (int) Math.max(thread + 1, counts.length * 2L));
					}
					if (first == counts[(int) thread]) {
						counts[(int) thread] += (int) count;
					}
				}
				in.skipNBytes(rest);
			}
		} catch (IOException e) {
			// the end of the file inside a block, or no file: the reader says what is wrong with it
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
