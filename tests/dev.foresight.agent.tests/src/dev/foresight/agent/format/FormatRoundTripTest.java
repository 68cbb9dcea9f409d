/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.Ftrace;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/** The agent's writer and core's reader agree on every field (docs/ftrace-format.md). */
class FormatRoundTripTest {

	@TempDir
	Path dir;

	@Test
	void kindNamesAndOrdinalsMatchCore() {
		assertEquals(EventKind.values().length, Kinds.NAMES.length);
		for (EventKind k : EventKind.values()) {
			assertEquals(k.wireName(), Kinds.NAMES[k.ordinal()]);
		}
		assertEquals(Ftrace.VERSION, FtraceFormat.VERSION);
		assertEquals(Ftrace.BLOCK_END, FtraceFormat.BLOCK_END);
		assertEquals(Event.SHARED, Kinds.SHARED);
		assertEquals(Event.FAIR, Kinds.FAIR);
		assertEquals(Event.TIMED_OUT, Kinds.TIMED_OUT);
		assertEquals(Event.FAILED, Kinds.FAILED);
	}

	@Test
	void everyFieldSurvivesWritingAndReading() throws Exception {
		Path file = dir.resolve("rt.ftrace");
		TraceWriter w = started(file, TraceWriter.headerPayload("jvm x", "os y", 8, 1234567L,
				Map.of("command", "Main 4")));
		EventEncoder e0 = new EventEncoder(0, 16);
		EventEncoder e1 = new EventEncoder(1, 16);
		for (int i = 0; i < 5000; i++) {
			e0.add(Kinds.UNLOCK, 77, 0, 1000 + i, 10_000L * i, 0, i % 3 == 0 ? Kinds.SHARED : 0, -1);
			e1.add(Kinds.LOCK, 77, 0, 500, 10_000L * i + 5, -i, 0, (long) 0 << 32 | i);
			if (i % 1000 == 999) {
				submit(w, e0);
				submit(w, e1);
			}
		}
		w.close(10_000);
		TraceReadResult r = FtraceReader.read(file);
		assertTrue(r.closed());
		assertEquals(java.util.List.of(), r.warnings());
		Trace t = r.trace();
		assertEquals("jvm x", t.header().jvm());
		assertEquals(8, t.header().cpuCount());
		assertEquals(1234567L, t.header().startEpochMillis());
		assertEquals("Main 4", t.header().properties().get("command"));
		assertEquals("a.B#run", t.header().site(0).qualifiedMethod());
		assertEquals(42, t.header().site(0).line());
		assertEquals(0, t.header().threads().get(1).parent());
		assertTrue(t.header().threads().get(1).virtual());
		assertEquals(10_000, t.eventCount());
		assertEquals(new Event(0, 3000, EventKind.UNLOCK, 77, 0, 4000, 30_000_000L, 0, Event.SHARED, -1, -1),
				t.thread(0).get(3000));
		assertEquals(new Event(1, 4321, EventKind.LOCK, 77, 0, 500, 43_210_005L, -4321, 0, 0, 4321),
				t.thread(1).get(4321));
		double perEvent = (double) Files.size(file) / t.eventCount();
		assertTrue(perEvent <= 16, perEvent + " bytes/event");
	}

	/**
	 * Events of every shape (extended kinds, the largest and negative deltas, flags, arguments, wake links) written by
	 * encoders that start with the smallest array, so that many events land where the array has to grow: each must
	 * come back as it went in.
	 */
	@Test
	void eventsOfEveryShapeSurviveTheArrayGrowing() throws Exception {
		Path file = dir.resolve("shapes.ftrace");
		TraceWriter w = started(file, TraceWriter.headerPayload("jvm", "os", 2, 0, Map.of()));
		// every kind but those the reader completes (a thread_start's new thread, a waiting acquisition's release)
		int[] kinds = java.util.stream.IntStream.range(0, Kinds.NAMES.length)
				.filter(k -> k != Kinds.THREAD_START && k != Kinds.MONITOR_ENTER && k != Kinds.LOCK).toArray();
		SplittableRandom r = new SplittableRandom(7);
		List<List<Event>> expected = List.of(new ArrayList<>(), new ArrayList<>());
		EventEncoder[] enc = { new EventEncoder(0, 1), new EventEncoder(1, 1) };
		long[] wall = new long[2];
		for (int i = 0; i < 20_000; i++) {
			int t = r.nextInt(2);
			int kind = kinds[r.nextInt(kinds.length)];
			long object = r.nextInt(4) == 0 ? -1 : large(r);
			int site0 = r.nextBoolean() ? -1 : 0;
			// within what the reader accepts: CPU times of 2^53 ns at most, 2^58 in all, wall times of 2^53 ns
			long cpu = large(r) >>> 20;
			wall[t] += r.nextBoolean() ? r.nextInt(1000) : large(r) >>> 30;
			long arg = r.nextInt(3) == 0 ? 0 : r.nextBoolean() ? -large(r) : large(r);
			int flags = r.nextBoolean() ? 0 : 1 + r.nextInt(15);
			int n0 = expected.get(0).size();
			long wake = t == 1 && n0 > 0 && r.nextBoolean() ? r.nextInt(n0) : -1;
			enc[t].add(kind, object, site0, cpu, wall[t], arg, flags, wake);
			expected.get(t).add(new Event(t, expected.get(t).size(), EventKind.values()[kind], object, site0, cpu,
					wall[t], arg, flags, wake < 0 ? -1 : 0, wake < 0 ? -1 : (int) wake));
			if (r.nextInt(500) == 0) {
				submit(w, enc[t]);
			}
		}
		for (EventEncoder e : enc) {
			submit(w, e);
		}
		w.close(20_000);
		Trace trace = FtraceReader.read(file).trace();
		for (int t = 0; t < 2; t++) {
			assertEquals(expected.get(t).size(), trace.thread(t).size());
			for (int i = 0; i < expected.get(t).size(); i++) {
				assertEquals(expected.get(t).get(i), trace.thread(t).get(i));
			}
		}
	}

	/**
	 * Every varint length, 1 to 10 bytes, in every field: each value on either side of a length's boundary (2^(7k) - 1
	 * and 2^(7k)) reads back as written, also where the array is about to grow (it starts at the smallest size).
	 */
	@Test
	void valuesOnEitherSideOfEveryVarintLengthSurvive() throws Exception {
		Path file = dir.resolve("lengths.ftrace");
		TraceWriter w = started(file, TraceWriter.headerPayload("jvm", "os", 2, 0, Map.of()));
		EventEncoder e = new EventEncoder(0, 1);
		List<Event> expected = new ArrayList<>();
		List<Long> values = new ArrayList<>();
		for (int bits = 0; bits < 63; bits += 7) {
			values.add((1L << bits) - 1);
			values.add(1L << bits);
		}
		values.addAll(List.of((1L << 56) - 1, (1L << 56) + 1, 1L << 62, Long.MAX_VALUE >> 1, Long.MAX_VALUE));
		long wall = 0;
		for (long v : values) {
			// the argument takes v, the object a zigzag of either sign; the CPU time v and the wall clock's delta v as
			// far as the reader accepts them (Ftrace.MAX_NANOS, eight bytes; the wall clock adds up to it)
			long cpu = Math.min(v, Ftrace.MAX_NANOS);
			wall += Math.min(v, 1L << 47);
			long object = v == Long.MAX_VALUE ? v : (expected.size() % 2 == 0 ? v : -v);
			e.add(Kinds.SLEEP, object, 0, cpu, wall, -v, 0, -1);
			expected.add(new Event(0, expected.size(), EventKind.SLEEP, object, 0, cpu, wall, -v, 0, -1, -1));
			e.add(Kinds.YIELD, -1, -1, cpu >>> 1, wall, v, 1, -1);
			expected.add(new Event(0, expected.size(), EventKind.YIELD, -1, -1, cpu >>> 1, wall, v, 1, -1, -1));
		}
		submit(w, e);
		w.close(expected.size());
		TraceReadResult r = FtraceReader.read(file);
		assertEquals(List.of(), r.warnings());
		assertEquals(expected.size(), r.trace().thread(0).size());
		for (int i = 0; i < expected.size(); i++) {
			assertEquals(expected.get(i), r.trace().thread(0).get(i), "event " + i);
		}
	}

	/**
	 * A thread's last block is built in its encoder's own array when the block's head fits before the events (a short
	 * thread allocates no second array for it) and in a copy when it does not; either way it reads back as it went
	 * in, and an event added after it is not written into the array the writer holds.
	 */
	@Test
	void aThreadsLastBlockIsBuiltInItsOwnArrayWhenTheHeadFits() throws Exception {
		Path file = dir.resolve("last.ftrace");
		TraceWriter w = started(file, TraceWriter.headerPayload("jvm", "os", 2, 0, Map.of()));
		int threads = 80;
		int inPlace = 0;
		int copied = 0;
		List<List<Event>> expected = new ArrayList<>();
		for (int t = 2; t < 2 + threads; t++) {
			ByteSink th = new ByteSink(16);
			th.varint(t);
			th.string("");
			th.zigzag(0);
			th.zigzag(-1);
			th.u8(1);
			th.varint(100 + t);
			w.submit(FtraceFormat.BLOCK_THREAD, th.array(), th.size());
			EventEncoder e = new EventEncoder(t, 1);
			List<Event> events = new ArrayList<>();
			for (int i = 0; i < t - 1; i++) {
				long wall = 1_000L * i * i;
				e.add(Kinds.SLEEP, -1, 0, 100 + i, wall, i, 0, -1);
				events.add(new Event(t, i, EventKind.SLEEP, -1, 0, 100 + i, wall, i, 0, -1, -1));
			}
			expected.add(events);
			int capacity = e.capacity();
			byte[] block = e.takeLastBlock();
			int length = e.lastBlockLength();
			if (length <= capacity) {
				assertEquals(capacity, block.length, "built in place: the encoder's own array");
				inPlace++;
			} else {
				assertEquals(length, block.length, "the head did not fit: a copy of exactly the block");
				copied++;
			}
			byte[] handed = block.clone();
			e.add(Kinds.YIELD, -1, 0, 5, 1L << 40, 0, 0, -1);
			assertArrayEquals(handed, block, "an event after the last block changed the array the writer holds");
			assertNull(e.takePublished());
			assertNull(e.takeLastBlock());
			w.submit(FtraceFormat.BLOCK_EVENTS, block, length);
		}
		w.close(expected.stream().mapToInt(List::size).sum());
		assertTrue(inPlace > 0 && copied > 0, inPlace + " built in place, " + copied + " copied");
		TraceReadResult r = FtraceReader.read(file);
		assertEquals(List.of(), r.warnings());
		for (int k = 0; k < threads; k++) {
			List<Event> events = expected.get(k);
			assertEquals(events.size(), r.trace().thread(k + 2).size());
			for (int i = 0; i < events.size(); i++) {
				assertEquals(events.get(i), r.trace().thread(k + 2).get(i));
			}
		}
	}

	/**
	 * Full blocks are written into arrays the writer gives back once written ({@link BlockArrays}): events written
	 * into arrays that held other blocks before read back as they went in, and arrays do come back (the same array
	 * handed over twice).
	 */
	@Test
	void fullBlocksFromArraysGivenBackReadBackWhole() throws Exception {
		Path file = dir.resolve("full.ftrace");
		TraceWriter w = started(file, TraceWriter.headerPayload("jvm", "os", 2, 0, Map.of()));
		EventEncoder[] enc = { new EventEncoder(0, 1), new EventEncoder(1, 1) };
		List<List<Event>> expected = List.of(new ArrayList<>(), new ArrayList<>());
		java.util.Set<byte[]> handed = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
		int again = 0;
		SplittableRandom r = new SplittableRandom(11);
		for (int round = 0; round < 40; round++) {
			for (int t = 0; t < 2; t++) {
				List<Event> events = expected.get(t);
				for (int i = 0; i < 3000; i++) {
					int n = events.size();
					long wall = 1_000L * n + r.nextInt(900);
					long wake = t == 1 && r.nextInt(4) == 0 ? r.nextInt(Math.max(1, expected.get(0).size())) : -1;
					long object = r.nextInt(8);
					long cpu = r.nextInt(1 << 20);
					enc[t].add(Kinds.UNLOCK, object, 0, cpu, wall, 0, 0, wake);
					events.add(new Event(t, n, EventKind.UNLOCK, object, 0, cpu, wall, 0, 0, wake < 0 ? -1 : 0,
							wake < 0 ? -1 : (int) wake));
				}
				byte[] block = enc[t].takeFullBlock();
				again += handed.add(block) ? 0 : 1;
				w.submit(FtraceFormat.BLOCK_EVENTS, block, enc[t].lastBlockLength(), true);
			}
			// the writer writes a batch every 20 ms at most: let it give arrays back
			Thread.sleep(25);
		}
		w.close(expected.get(0).size() + expected.get(1).size());
		assertTrue(again > 0, "no array came back from the writer");
		TraceReadResult read = FtraceReader.read(file);
		assertEquals(List.of(), read.warnings());
		for (int t = 0; t < 2; t++) {
			assertEquals(expected.get(t).size(), read.trace().thread(t).size());
			for (int i = 0; i < expected.get(t).size(); i++) {
				assertEquals(expected.get(t).get(i), read.trace().thread(t).get(i), "thread " + t + " event " + i);
			}
		}
	}

	/** Hands {@code e}'s events to {@code w} as the recorder does: a full block whose array comes back once written. */
	private static void submit(TraceWriter w, EventEncoder e) {
		byte[] block = e.takeFullBlock();
		if (block != null) {
			w.submit(FtraceFormat.BLOCK_EVENTS, block, e.lastBlockLength(), true);
		}
	}

	/**
	 * A started writer of {@code file} that has written the header, one site ({@code a.B#run}, B.java line 42) and two
	 * threads: {@code t0}, and {@code t1}, virtual, started by {@code t0} at that site.
	 */
	private static TraceWriter started(Path file, byte[] header) throws java.io.IOException {
		TraceWriter w = new TraceWriter(file, header);
		w.start();
		ByteSink site = new ByteSink(32);
		site.varint(0);
		site.string("a.B");
		site.string("run");
		site.string("B.java");
		site.zigzag(42);
		w.submit(FtraceFormat.BLOCK_SITE, site.toByteArray());
		for (int t = 0; t < 2; t++) {
			ByteSink th = new ByteSink(32);
			th.varint(t);
			th.string("t" + t);
			th.zigzag(t - 1);
			th.zigzag(t == 0 ? -1 : 0);
			th.u8(t);
			th.varint(100 + t);
			w.submit(FtraceFormat.BLOCK_THREAD, th.toByteArray());
		}
		return w;
	}

	/** Up to 2^62, spread over every number of varint bytes. */
	private static long large(SplittableRandom r) {
		return r.nextLong(1L << r.nextInt(1, 63));
	}

	/**
	 * A short-lived thread's array grows only as far as its events need (DESIGN.md: bounded memory; a program may run
	 * hundreds of thousands of virtual threads, each with its pending events in memory): a dozen events of a virtual
	 * thread fit in 192 bytes, where reserving room for the largest possible event doubled the array to 256.
	 */
	@Test
	void aShortThreadsArrayGrowsOnlyAsItsEventsNeed() {
		EventEncoder e = new EventEncoder(3, 128);
		long wall = 5_000_000_000L;
		e.add(Kinds.THREAD_BEGIN, 1_000_000, 12, 0, wall, 0, 0, 2L << 32 | 40);
		for (int i = 0; i < 10; i++) {
			e.add(i % 2 == 0 ? Kinds.VTHREAD_MOUNT : Kinds.VTHREAD_UNMOUNT, -1, -1, 2_000_000,
					wall += 15_000_000, 0, 0, -1);
		}
		e.add(Kinds.THREAD_END, 1_000_000, -1, 3_000, wall + 9_000, 0, 0, -1);
		assertTrue(e.bodySize() > 128, e.bodySize() + " bytes: the events must not fit the first array");
		assertTrue(e.capacity() <= 192, e.capacity() + " bytes for " + e.bodySize());
	}
}
