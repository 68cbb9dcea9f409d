/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

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
		// one more than the largest id of the thread table's entries: a thread's id runs ahead of them by little
		long threadIds = 0;
		// one sequential pass, each block's head read where it lies in the window (ReadWindow): a trace of many
		// short-lived threads has hundreds of thousands of small blocks
		try (InputStream in = Files.newInputStream(file)) {
			ReadWindow w = new ReadWindow(in);
			if (w.fill(Ftrace.PREAMBLE) < Ftrace.PREAMBLE) {
				return counts;
			}
			w.at = Ftrace.PREAMBLE;
			while (w.fill(5) == 5) {
				byte[] b = w.bytes;
				int f = w.at;
				int type = b[f] & 0xFF;
				long size = w.u32(f + 1);
				if (type < 1 || size > 1 << 28) {
					break;
				}
				int whole = 5 + (int) size + 4;
				// a block cut short by the end of the file is not counted, as the reader leaves it out
				if (w.fill(whole) < whole) {
					break;
				}
				b = w.bytes;
				f = w.at;
				int n = (int) Math.min(3 * 5, size);
				int[] pos = { f + 5 };
				if (type == Ftrace.BLOCK_THREAD) {
					long id = varint(b, f + 5 + n, pos);
					if (id > threadIds + Ftrace.MAX_ID_GAP) {
						break;
					}
					threadIds = Math.max(threadIds, id + 1);
				} else if (type == Ftrace.BLOCK_EVENTS) {
					long thread = varint(b, f + 5 + n, pos);
					long first = varint(b, f + 5 + n, pos);
					long count = varint(b, f + 5 + n, pos);
					// an event takes a byte at least, and a thread's blocks continue one another: a block that says
					// otherwise is damaged, and whatever it says must not size a column (the reader reports it)
					if (thread < 0 || thread > Math.min(Ftrace.MAX_ID, threadIds + Ftrace.MAX_ID_GAP) || count < 0
							|| count > size) {
						break;
					}
					if (thread >= counts.length) {
						counts = Arrays.copyOf(counts, (int) Math.max(thread + 1, counts.length * 2L));
					}
					if (first == counts[(int) thread]) {
						counts[(int) thread] += (int) count;
					}
				}
				w.at += whole;
			}
		} catch (IOException e) {
			// no file, or it cannot be read: the reader says what is wrong with it
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
