/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.SampleTraces;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * The events per thread a file's events blocks announce (docs/ftrace-format.md, block type 4), with which the reader
 * sizes each thread's columns once.
 */
class EventCountsTest {

	@TempDir
	Path dir;

	/** Thread 0 with {@code busy} events (several blocks), thread 1 with three. */
	private static Trace twoThreads(int busy) {
		ThreadEvents.Builder a = ThreadEvents.builder(0);
		for (int i = 0; i < busy; i++) {
			a.add(i % 2 == 0 ? EventKind.MONITOR_ENTER : EventKind.MONITOR_EXIT, 5, -1, 100, 1_000L * i, 0, 0);
		}
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		for (int i = 0; i < 3; i++) {
			b.add(EventKind.YIELD, -1, -1, 50, 500L * i, 0, 0);
		}
		TraceHeader h = new TraceHeader(Ftrace.VERSION, "jvm", "os", 2, 0, List.of(new ThreadInfo(0, "a", -1, -1,
				false), new ThreadInfo(1, "b", -1, -1, false)), List.of(), Map.of());
		return new Trace(h, List.of(a.build(), b.build()));
	}

	private Path written(Trace t) throws IOException {
		return SampleTraces.written(t, dir);
	}

	@Test
	void countsEveryThreadsEventsOverAllItsBlocks() throws IOException {
		int busy = 3 * FtraceStreamWriter.EVENTS_PER_BLOCK + 17;
		Path f = written(twoThreads(busy));
		assertArrayEquals(new int[] { busy, 3 }, Arrays.copyOf(EventCounts.of(f), 2));
		// the reader, sized by them, builds each stream of exactly that many events
		Trace read = FtraceReader.read(f).trace();
		assertEquals(busy, read.thread(0).size());
		assertEquals(3, read.thread(1).size());
		assertEquals(twoThreads(busy).thread(0).get(busy - 1), read.thread(0).get(busy - 1));
	}

	@Test
	void aTruncatedFileCountsItsCompleteBlocks() throws IOException {
		Path f = written(twoThreads(2 * FtraceStreamWriter.EVENTS_PER_BLOCK + 5));
		byte[] all = Files.readAllBytes(f);
		// cut inside the end block: every events block is still complete
		Files.write(f, Arrays.copyOf(all, all.length - 3));
		assertEquals(2 * FtraceStreamWriter.EVENTS_PER_BLOCK + 5, EventCounts.of(f)[0]);
		// cut in the middle: what the complete blocks hold, never more
		Files.write(f, Arrays.copyOf(all, all.length / 2));
		int[] half = EventCounts.of(f);
		int readable = FtraceReader.read(f).trace().thread(0).size();
		assertEquals(readable, half.length > 0 ? half[0] : 0);
	}

	@Test
	void aBlockThatClaimsMoreEventsThanItsBytesCannotSizeAColumn() throws IOException {
		// a valid block of two events, then one whose header claims two billion (its checksum is right: only its
		// content is wrong), then one that does not continue the thread's stream
		RawFtrace raw = new RawFtrace(Ftrace.VERSION);
		RawFtrace.Payload two = new RawFtrace.Payload().varint(0).varint(0).varint(2);
		for (int i = 0; i < 2; i++) {
			two.u8(EventKind.YIELD.ordinal()).varint(0).varint(0).varint(10).varint(10);
		}
		raw.block(Ftrace.BLOCK_EVENTS, two);
		Path f = dir.resolve("lying.ftrace");
		Files.write(f, raw.bytes());
		assertArrayEquals(new int[] { 2 }, Arrays.copyOf(EventCounts.of(f), 1));
		raw.block(Ftrace.BLOCK_EVENTS, new RawFtrace.Payload().varint(0).varint(2).varint(2_000_000_000L)
				.u8(EventKind.YIELD.ordinal()).varint(0).varint(0).varint(10).varint(10));
		Files.write(f, raw.bytes());
		assertEquals(2, EventCounts.of(f)[0]);
		FtraceFormatException e = assertThrows(FtraceFormatException.class, () -> FtraceReader.read(f));
		assertTrue(e.getMessage().startsWith(f + ": byte offset "), e.getMessage());
		RawFtrace gap = new RawFtrace(Ftrace.VERSION).block(Ftrace.BLOCK_EVENTS, two);
		gap.block(Ftrace.BLOCK_EVENTS, new RawFtrace.Payload().varint(0).varint(1_000_000).varint(1)
				.u8(EventKind.YIELD.ordinal()).varint(0).varint(0).varint(10).varint(10));
		Files.write(f, gap.bytes());
		assertEquals(2, EventCounts.of(f)[0]);
	}

	@Test
	void aFileThatIsNoTraceCountsNothingAndThrowsNothing() throws IOException {
		Path f = dir.resolve("junk.ftrace");
		Files.write(f, "this is not a trace at all, only some text".getBytes());
		assertEquals(0, EventCounts.of(f).length);
		assertEquals(0, EventCounts.of(dir.resolve("missing.ftrace")).length);
		Path sample = written(SampleTraces.createJoin());
		byte[] all = Files.readAllBytes(sample);
		all[all.length - 20] ^= 0x55; // a damaged block: the counts are a hint, the reader reports the damage
		Files.write(sample, all);
		EventCounts.of(sample);
	}
}
