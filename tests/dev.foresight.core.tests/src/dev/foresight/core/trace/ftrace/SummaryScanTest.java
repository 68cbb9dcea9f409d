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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Mounts;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.TraceSummary;

/** A file summarized in one streamed pass gives what the trace read into memory gives. */
class SummaryScanTest {

	@TempDir
	Path dir;

	@Test
	void aStreamedSummaryIsTheSummaryOfTheTraceReadIntoMemory() throws IOException {
		for (long seed = 1; seed <= 5; seed++) {
			Path f = dir.resolve("t" + seed + ".ftrace");
			FtraceWriter.write(random(seed), f);
			assertSame(f, true);
		}
	}

	@Test
	void aCutFileIsSummarizedUpToItsLastCompleteBlockAsTheReaderReadsIt() throws IOException {
		Path f = dir.resolve("cut.ftrace");
		FtraceWriter.write(random(7), f);
		byte[] all = Files.readAllBytes(f);
		Files.write(f, Arrays.copyOf(all, all.length / 2));
		SummaryScan scan = assertSame(f, false);
		assertTrue(scan.summary().events() < random(7).eventCount(), "the cut lost events");
		assertTrue(scan.warnings().get(0).contains("truncated at byte offset"), scan.warnings().toString());
	}

	@Test
	void aCanceledScanStops() throws IOException {
		Path f = dir.resolve("big.ftrace");
		FtraceWriter.write(random(3), f);
		long[] worked = new long[1];
		ProgressMonitor cancelAtOnce = new ProgressMonitor() {
			@Override
			public void begin(String task, long totalWork) {
				assertTrue(task.contains("big.ftrace"), task);
			}

			@Override
			public void worked(long work) {
				worked[0] += work;
			}

			@Override
			public boolean isCanceled() {
				return true;
			}
		};
		assertThrows(CancellationException.class, () -> SummaryScan.scan(f, cancelAtOnce));
		assertEquals(1 << 20, worked[0], "canceled at the first look, after 2^20 events");
	}

	private static SummaryScan assertSame(Path f, boolean closed) throws IOException {
		TraceReadResult read = FtraceReader.read(f);
		SummaryScan scan = SummaryScan.scan(f);
		TraceSummary expected = TraceSummary.of(read.trace());
		TraceSummary got = scan.summary();
		assertEquals(expected, got);
		assertEquals(Mounts.of(read.trace()), scan.mounts());
		assertEquals(read.warnings(), scan.warnings());
		assertEquals(closed, scan.closed());
		assertEquals(read.closed(), scan.closed());
		if (closed) {
			assertFalse(expected.sites().isEmpty());
			assertTrue(scan.mounts().mounts() > 0 && scan.mounts().carriers() == 3, scan.mounts().toString());
		}
		return scan;
	}

	/**
	 * Six platform threads and four virtual ones, about a million events (more than 2^20: one look at a monitor), of
	 * random kinds, sites, objects and times; the virtual threads are mounted on carriers 1 to 3.
	 */
	static Trace random(long seed) {
		Random r = new Random(seed);
		EventKind[] kinds = { EventKind.MONITOR_ENTER, EventKind.MONITOR_EXIT, EventKind.LOCK, EventKind.UNLOCK,
				EventKind.PARK, EventKind.UNPARK, EventKind.SLEEP };
		List<Site> sites = new ArrayList<>();
		for (int i = 0; i < 40; i++) {
			sites.add(new Site(i, "app.C" + i % 7, "m" + i, "C.java", 10 + i));
		}
		List<ThreadInfo> threads = new ArrayList<>();
		List<ThreadEvents> streams = new ArrayList<>();
		for (int t = 0; t < 10; t++) {
			boolean virtual = t >= 6;
			threads.add(new ThreadInfo(t, (virtual ? "v" : "p") + t, t == 0 ? -1 : 0, t == 0 ? -1 : t, virtual));
			ThreadEvents.Builder b = ThreadEvents.builder(t);
			int n = virtual ? 1_000 + r.nextInt(1_000) : 150_000 + r.nextInt(50_000);
			long wall = 1_000L * t;
			b.add(EventKind.THREAD_BEGIN, -1, -1, 0, wall, 0, 0);
			for (int i = 1; i < n - 1; i++) {
				wall += 1 + r.nextInt(5_000);
				if (virtual && i % 10 == 1) {
					b.add(EventKind.VTHREAD_MOUNT, -1, -1, r.nextInt(3_000), wall, 1 + r.nextInt(3), 0);
				} else {
					int site = r.nextInt(45) - 5;
					b.add(kinds[r.nextInt(kinds.length)], r.nextInt(100), site < 0 ? -1 : site, r.nextInt(3_000),
							wall, 0, 0);
				}
			}
			b.add(EventKind.THREAD_END, -1, -1, r.nextInt(3_000), wall + 1, 0, 0);
			streams.add(b.build());
		}
		return new Trace(new TraceHeader(2, "jvm", "os", 2, 0, threads, sites, Map.of()), streams);
	}
}
