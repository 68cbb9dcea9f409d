/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.SampleTraces;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.RawFtrace.Payload;

/** Reading .ftrace files: round trip, truncated files, corrupt files, foreign files (docs/ftrace-format.md). */
class FtraceReaderTest {

	@TempDir
	Path dir;

	private Path written(Trace t) throws IOException {
		return SampleTraces.written(t, dir);
	}

	@Test
	void roundTripKeepsEverything() throws IOException {
		Trace t = SampleTraces.createJoin();
		TraceReadResult r = FtraceReader.read(written(t));
		assertTrue(r.closed());
		assertEquals(List.of(), r.warnings());
		TraceHeader h = t.header();
		// the file is of the version written, whatever the version of the trace it was written from
		assertEquals(new TraceHeader(Ftrace.VERSION, h.jvm(), h.os(), h.cpuCount(), h.startEpochMillis(), h.threads(),
				h.sites(), h.properties()), r.trace().header());
		for (int th = 0; th < t.threadCount(); th++) {
			ThreadEvents a = t.thread(th);
			ThreadEvents b = r.trace().thread(th);
			assertEquals(a.size(), b.size());
			for (int i = 0; i < a.size(); i++) {
				assertEquals(a.get(i), b.get(i));
			}
		}
	}

	/**
	 * The reader decodes each block where it lies in a window of the file read ahead (1 MiB): a header larger than the
	 * window, and event blocks across the window's edges, read as written; a cut in a block past the first window names
	 * that block's offset.
	 */
	@Test
	void blocksLargerThanTheReadWindowAndAcrossItsEdgesRead() throws IOException {
		String big = "x".repeat(3 << 20);
		List<ThreadEvents> threads = new java.util.ArrayList<>();
		for (int th = 0; th < 3; th++) {
			ThreadEvents.Builder b = ThreadEvents.builder(th);
			for (int i = 0; i < 100_000; i++) {
				b.add(i % 2 == 0 ? EventKind.MONITOR_ENTER : EventKind.MONITOR_EXIT, 7 + th, -1, 1000 + i % 977,
						10_000L * i + th, 0, 0);
			}
			threads.add(b.build());
		}
		List<ThreadInfo> infos = List.of(new ThreadInfo(0, "main", -1, -1, false),
				new ThreadInfo(1, "a", 0, -1, false), new ThreadInfo(2, "b", 0, -1, false));
		Trace t = new Trace(new TraceHeader(Ftrace.VERSION, "jvm", "os", 2, 0, infos, List.of(), Map.of("big", big)),
				threads);
		Path f = written(t);
		assertTrue(Files.size(f) > 3 * (1 << 20) + (1 << 20), "a file beyond the header's window: " + Files.size(f));
		TraceReadResult r = FtraceReader.read(f);
		assertEquals(List.of(), r.warnings());
		assertEquals(big, r.trace().header().properties().get("big"));
		for (int th = 0; th < 3; th++) {
			for (int i = 0; i < 100_000; i += 997) {
				assertEquals(t.thread(th).get(i), r.trace().thread(th).get(i));
			}
			assertEquals(t.thread(th).size(), r.trace().thread(th).size());
		}
		// cut 3 bytes into the end block's checksum: every block before it is complete
		byte[] all = Files.readAllBytes(f);
		Files.write(f, java.util.Arrays.copyOf(all, all.length - 3));
		TraceReadResult cut = FtraceReader.read(f);
		assertEquals(300_000, cut.trace().eventCount());
		String warning = cut.warnings().get(0);
		long at = Long.parseLong(warning.replaceAll(".*truncated at byte offset (\\d+).*", "$1"));
		// the end block is a frame, the event count (300,000: a varint of three bytes) and a checksum
		assertEquals(all.length - (5 + 3 + 4), at, warning);
	}

	@Test
	void truncatedFileReadsToItsLastCompleteBlockWithAWarning() throws IOException {
		Path f = written(SampleTraces.createJoin());
		byte[] all = Files.readAllBytes(f);
		// cut inside the end block: every event block is still complete
		Files.write(f, java.util.Arrays.copyOf(all, all.length - 3));
		TraceReadResult r = FtraceReader.read(f);
		assertFalse(r.closed());
		assertEquals(8, r.trace().eventCount());
		assertTrue(r.warnings().get(0).contains("truncated at byte offset"), r.warnings().toString());
	}

	@Test
	void corruptBlockIsAnErrorNamingFileAndOffset() throws IOException {
		Path f = written(SampleTraces.createJoin());
		byte[] all = Files.readAllBytes(f);
		all[all.length - 20] ^= 0x55;
		Files.write(f, all);
		FtraceFormatException e = assertThrows(FtraceFormatException.class, () -> FtraceReader.read(f));
		assertTrue(e.getMessage().startsWith(f + ": byte offset "), e.getMessage());
		assertTrue(e.getMessage().contains("checksum mismatch"), e.getMessage());
		assertTrue(e.offset() > 8 && e.offset() < all.length);
	}

	@Test
	void unknownVersionIsAnError() throws IOException {
		Path f = written(SampleTraces.createJoin());
		byte[] all = Files.readAllBytes(f);
		all[4] = 9;
		Files.write(f, all);
		FtraceFormatException e = assertThrows(FtraceFormatException.class, () -> FtraceReader.read(f));
		assertEquals(4, e.offset());
		assertTrue(e.getMessage().contains("unsupported .ftrace version 9"), e.getMessage());
	}

	@Test
	void otherFilesAreRejected() throws IOException {
		Path f = dir.resolve("x.ftrace");
		Files.writeString(f, "hello, world");
		FtraceFormatException e = assertThrows(FtraceFormatException.class, () -> FtraceReader.read(f));
		assertEquals(0, e.offset());
		assertTrue(e.getMessage().contains("not an .ftrace file"));
	}

	private Path file(RawFtrace raw) throws IOException {
		Path f = dir.resolve("raw.ftrace");
		Files.write(f, raw.bytes());
		return f;
	}

	private static List<EventKind> kinds(ThreadEvents e) {
		return java.util.stream.IntStream.range(0, e.size()).mapToObj(e::kind).toList();
	}

	@Test
	void threadFlagsSayVirtualAndDaemonAndEveryVirtualThreadIsADaemon() throws IOException {
		// version 3: the byte is 1 for a virtual thread; version 4: 1 virtual, 2 daemon
		for (int[] c : new int[][] { { 3, 1, 1, 1 }, { 3, 0, 0, 0 }, { 4, 2, 0, 1 }, { 4, 3, 1, 1 }, { 4, 0, 0, 0 } }) {
			RawFtrace raw = new RawFtrace(c[0]).block(Ftrace.BLOCK_THREAD, new Payload().varint(1).string("t")
					.varint(0).varint(1).u8(c[1]).varint(7)).block(Ftrace.BLOCK_END, new Payload().varint(0));
			ThreadInfo t = FtraceReader.read(file(raw)).trace().header().threads().get(1);
			assertEquals(c[2] == 1, t.virtual(), "virtual, version " + c[0] + " flags " + c[1]);
			assertEquals(c[3] == 1, t.daemon(), "daemon, version " + c[0] + " flags " + c[1]);
		}
	}

	@Test
	void versionOneFileStillReads() throws IOException {
		// version 1 has no extended kinds: its kind code 31 is io_end itself, with nothing after the header byte
		RawFtrace raw = new RawFtrace(1).block(Ftrace.BLOCK_EVENTS, new Payload().varint(0).varint(0).varint(3)
				.event(EventKind.THREAD_BEGIN.ordinal(), 0, 10).event(31, 5, 10)
				.event(EventKind.THREAD_END.ordinal(), 1, 10)).block(Ftrace.BLOCK_END, new Payload().varint(3));
		TraceReadResult r = FtraceReader.read(file(raw));
		assertTrue(r.closed());
		assertEquals(List.of(), r.warnings());
		assertEquals(1, r.trace().header().formatVersion());
		ThreadEvents e = r.trace().thread(0);
		assertEquals(List.of(EventKind.THREAD_BEGIN, EventKind.IO_END, EventKind.THREAD_END), kinds(e));
		assertEquals(5, e.cpuNanos(1));
		assertEquals(30, e.wallNanos(2));
	}

	@Test
	void versionTwoWritesKindsFromThirtyOneAsAnExtendedCode() throws IOException {
		RawFtrace raw = new RawFtrace(2).block(Ftrace.BLOCK_EVENTS, new Payload().varint(0).varint(0).varint(3)
				.u8(Ftrace.EXTENDED_KIND).varint(0).varint(0).varint(0).varint(2).varint(10)
				.u8(Ftrace.EXTENDED_KIND).varint(1).varint(0).varint(0).varint(3).varint(10)
				.u8(Ftrace.EXTENDED_KIND).varint(2).varint(0).varint(0).varint(4).varint(10));
		ThreadEvents e = FtraceReader.read(file(raw)).trace().thread(0);
		assertEquals(List.of(EventKind.IO_END, EventKind.VTHREAD_MOUNT, EventKind.VTHREAD_UNMOUNT), kinds(e));
		assertEquals(List.of(2L, 3L, 4L), List.of(e.cpuNanos(0), e.cpuNanos(1), e.cpuNanos(2)));
	}

	@Test
	void mountsRoundTrip() throws IOException {
		ThreadEvents.Builder carrier = ThreadEvents.builder(0);
		ThreadEvents.Builder v = ThreadEvents.builder(1);
		v.add(EventKind.THREAD_BEGIN, -1, -1, 0, 5, 0, 0);
		v.add(EventKind.VTHREAD_MOUNT, -1, -1, 0, 6, 0, 0);
		v.add(EventKind.IO_END, -1, -1, 300, 900, 4096, 0);
		v.add(EventKind.VTHREAD_UNMOUNT, -1, -1, 20, 920, 0, 0);
		v.add(EventKind.THREAD_END, -1, -1, 0, 921, 0, 0);
		Trace t = new Trace(new TraceHeader(Ftrace.VERSION, "jvm", "os", 1, 0,
				List.of(new ThreadInfo(0, "ForkJoinPool-1-worker-1", -1, -1, false),
						new ThreadInfo(1, "", -1, -1, true)), List.of(), Map.of()),
				List.of(carrier.build(), v.build()));
		TraceReadResult r = FtraceReader.read(written(t));
		assertEquals(t.header(), r.trace().header());
		for (int i = 0; i < v.size(); i++) {
			assertEquals(t.thread(1).get(i), r.trace().thread(1).get(i));
		}
		assertEquals(0, r.trace().thread(0).size());
	}

	@Test
	void unknownKindIsAnErrorNamingFileAndOffset() throws IOException {
		RawFtrace raw = new RawFtrace(2);
		// the event starts after the block frame (5 bytes) and the thread, index and count varints (3 bytes)
		long at = raw.size() + 5 + 3;
		raw.block(Ftrace.BLOCK_EVENTS, new Payload().varint(0).varint(0).varint(1).u8(Ftrace.EXTENDED_KIND)
				.varint(100).varint(0).varint(0).varint(0).varint(0));
		Path f = file(raw);
		FtraceFormatException e = assertThrows(FtraceFormatException.class, () -> FtraceReader.read(f));
		assertEquals(at, e.offset());
		assertTrue(e.getMessage().startsWith(f + ": byte offset " + at), e.getMessage());
		assertTrue(e.getMessage().contains("unknown event kind 131"), e.getMessage());
	}

	@Test
	void eventCutInsideItsExtendedKindIsAnError() throws IOException {
		RawFtrace raw = new RawFtrace(2);
		long at = raw.size() + 5 + 3 + 1;
		raw.block(Ftrace.BLOCK_EVENTS, new Payload().varint(0).varint(0).varint(1).u8(Ftrace.EXTENDED_KIND));
		Path f = file(raw);
		FtraceFormatException e = assertThrows(FtraceFormatException.class, () -> FtraceReader.read(f));
		assertEquals(at, e.offset());
		assertTrue(e.getMessage().contains("block ends inside a varint"), e.getMessage());
	}

	@Test
	void truncatedVersionTwoFileWarnsWithTheOffsetOfItsLastBlock() throws IOException {
		RawFtrace raw = new RawFtrace(2).block(Ftrace.BLOCK_EVENTS, new Payload().varint(0).varint(0).varint(1)
				.event(EventKind.THREAD_BEGIN.ordinal(), 0, 1));
		int cut = raw.size();
		raw.block(Ftrace.BLOCK_EVENTS, new Payload().varint(0).varint(1).varint(1).u8(Ftrace.EXTENDED_KIND).varint(1)
				.varint(0).varint(0).varint(0).varint(1));
		Path f = dir.resolve("cut.ftrace");
		Files.write(f, java.util.Arrays.copyOf(raw.bytes(), raw.size() - 2));
		TraceReadResult r = FtraceReader.read(f);
		assertEquals(1, r.trace().eventCount());
		assertTrue(r.warnings().get(0).contains("truncated at byte offset " + cut), r.warnings().toString());
	}

	@Test
	void threadTableWithGapsGetsPlaceholdersAndIdsBeyondTheLimitAreErrors() throws IOException {
		// the table names threads 0 and 3; the events' thread 2 has no entry: ids 1 and 2 get placeholders
		RawFtrace raw = new RawFtrace(2)
				.block(Ftrace.BLOCK_THREAD, new Payload().varint(3).string("late").varint(1).varint(1).u8(0).varint(9))
				.block(Ftrace.BLOCK_SITE, new Payload().varint(1).string("C").string("m").string("C.java").varint(8))
				.block(Ftrace.BLOCK_EVENTS, new Payload().varint(2).varint(0).varint(1)
						.event(EventKind.THREAD_BEGIN.ordinal(), 0, 1));
		TraceHeader h = FtraceReader.read(file(raw)).trace().header();
		assertEquals(List.of("main", "thread-1", "thread-2", "late"),
				h.threads().stream().map(ThreadInfo::name).toList());
		assertEquals(List.of("?", "C"), h.sites().stream().map(Site::className).toList());
		// a damaged id must not size the tables: thread and site ids stop at Ftrace.MAX_ID, with the file's offset
		for (int type : new int[] { Ftrace.BLOCK_THREAD, Ftrace.BLOCK_SITE, Ftrace.BLOCK_EVENTS }) {
			RawFtrace bad = new RawFtrace(2);
			long at = bad.size() + 5 + 5; // after the block frame and the id's five bytes
			bad.block(type, new Payload().varint(Ftrace.MAX_ID + 1L).varint(0).varint(0));
			Path f = file(bad);
			FtraceFormatException e = assertThrows(FtraceFormatException.class, () -> FtraceReader.read(f));
			assertEquals(at, e.offset());
			String what = type == Ftrace.BLOCK_SITE ? "site id" : "thread id";
			assertTrue(e.getMessage().contains(what + " out of range: " + (Ftrace.MAX_ID + 1)), e.getMessage());
		}
	}
}
