/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.RawFtrace.Payload;

/**
 * A file whose blocks have valid checksums but whose values no recording writes (found by fuzzing the command line)
 * is an error naming the byte offset, before a damaged id sizes the trace's tables or a damaged time overflows a sum,
 * and an event's site the table lacks gets a placeholder (issue 3: "a corrupt file gives an error naming the file and
 * byte offset, never a crash").
 */
class FtraceLimitsTest {

	private static final int BEGIN = EventKind.THREAD_BEGIN.ordinal();

	@TempDir
	Path dir;

	@Test
	void idsFarAheadOfTheirTablesAreErrorsNotTablesOfThatSize() throws IOException {
		// the table has thread 0: ids up to 1 + 65,536 may come before their entries, not beyond
		int far = 1 + Ftrace.MAX_ID_GAP + 1;
		assertError(new RawFtrace(3).block(Ftrace.BLOCK_THREAD, thread(far)),
				"thread id " + far + " runs more than 65536 ahead of the 1 ids of its table read before it");
		assertError(new RawFtrace(3).block(Ftrace.BLOCK_EVENTS, new Payload().varint(far).varint(0).varint(1)
				.event(BEGIN, 0, 0)), "thread id " + far + " runs more than 65536 ahead");
		assertError(new RawFtrace(3).block(Ftrace.BLOCK_SITE, site(Ftrace.MAX_ID_GAP + 1)),
				"site id 65537 runs more than 65536 ahead of the 0 ids");
		assertError(events(new Payload().u8(BEGIN).varint(0).varint(zigzag(Ftrace.MAX_ID_GAP + 1)).varint(0)
				.varint(0)), "site id 65537 runs more than 65536 ahead of the 0 ids");
		assertError(events(new Payload().u8(BEGIN).varint(0).varint(zigzag(-2)).varint(0).varint(0)),
				"site id -2 is out of range");
		// as far ahead as a recording may write them: placeholders fill the gap
		Path ok = file(new RawFtrace(3).block(Ftrace.BLOCK_THREAD, thread(1 + Ftrace.MAX_ID_GAP)));
		assertEquals(2 + Ftrace.MAX_ID_GAP, FtraceReader.read(ok).trace().threadCount());
	}

	@Test
	void anEventsSiteTheTableLacksGetsAPlaceholder() throws IOException {
		// a killed recording can lose a site's entry: the event names site 3 of a table of one
		Path f = file(new RawFtrace(3).block(Ftrace.BLOCK_SITE, site(0)).block(Ftrace.BLOCK_EVENTS, new Payload()
				.varint(0).varint(0).varint(1).u8(BEGIN).varint(0).varint(zigzag(3)).varint(0).varint(0)));
		TraceHeader h = FtraceReader.read(f).trace().header();
		assertEquals(List.of("C", "?", "?", "?"), h.sites().stream().map(Site::className).toList());
		TraceSummary s = SummaryScan.scan(f, ProgressMonitor.NONE).summary();
		assertEquals(1, s.events());
		assertEquals(4, SummaryScan.scan(f, ProgressMonitor.NONE).header().sites().size());
	}

	@Test
	void timesBeyondAnyRecordingAreErrors() throws IOException {
		long max = Ftrace.MAX_NANOS;
		Path ok = file(new RawFtrace(3).block(Ftrace.BLOCK_EVENTS, new Payload().varint(0).varint(0).varint(1)
				.event(BEGIN, max, max)));
		assertEquals(max, FtraceReader.read(ok).trace().thread(0).cpuNanos(0), "104 days: still a recording");
		assertError(events(new Payload().event(BEGIN, max + 1, 0)),
				"CPU time 9007199254740993 ns is out of range (0 to 2^53 ns, 104 days)");
		// an unsigned varint above 2^63 would be a negative long
		assertError(events(new Payload().event(BEGIN, -1L, 0)), "CPU time 18446744073709551615 ns is out of range");
		assertError(new RawFtrace(3).block(Ftrace.BLOCK_EVENTS, new Payload().varint(0).varint(0).varint(2)
				.event(BEGIN, 0, max).event(BEGIN, 0, 1)), "wall time 9007199254740993 ns is out of range");
		// 33 events of 2^53 ns: more than 2^58 in all, where sums of CPU times would come near overflowing
		Payload many = new Payload().varint(0).varint(0).varint(33);
		for (int i = 0; i < 33; i++) {
			many.event(BEGIN, max, 0);
		}
		assertError(new RawFtrace(3).block(Ftrace.BLOCK_EVENTS, many),
				"the events' CPU times add up to more than 2^58 ns (nine years)");
	}

	private void assertError(RawFtrace raw, String message) throws IOException {
		Path f = file(raw);
		FtraceFormatException e = assertThrows(FtraceFormatException.class, () -> FtraceReader.read(f));
		assertTrue(e.getMessage().contains(message), e.getMessage());
		assertTrue(e.offset() > Ftrace.PREAMBLE && e.offset() < Files.size(f), "offset " + e.offset());
		// the streaming pass says the same
		FtraceFormatException s = assertThrows(FtraceFormatException.class,
				() -> SummaryScan.scan(f, ProgressMonitor.NONE));
		assertEquals(e.getMessage(), s.getMessage());
	}

	/** A file with one events block of thread 0 holding {@code p}'s one event. */
	private static RawFtrace events(Payload event) {
		Payload p = new Payload().varint(0).varint(0).varint(1);
		p.bytes.writeBytes(event.bytes.toByteArray());
		return new RawFtrace(3).block(Ftrace.BLOCK_EVENTS, p);
	}

	private static Payload thread(long id) {
		return new Payload().varint(id).string("t").varint(1).varint(1).u8(0).varint(9);
	}

	private static Payload site(long id) {
		return new Payload().varint(id).string("C").string("m").string("C.java").varint(8);
	}

	private static long zigzag(long v) {
		return (v << 1) ^ (v >> 63);
	}

	private Path file(RawFtrace raw) throws IOException {
		Path f = Files.createTempFile(dir, "limits", ".ftrace");
		Files.write(f, raw.bytes());
		return f;
	}
}
