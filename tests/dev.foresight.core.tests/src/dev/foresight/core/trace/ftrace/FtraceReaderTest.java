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

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.SampleTraces;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/** Reading .ftrace files: round trip, truncated files, corrupt files, foreign files (docs/ftrace-format.md). */
class FtraceReaderTest {

	@TempDir
	Path dir;

	private Path written(Trace t) throws IOException {
		Path f = dir.resolve("t.ftrace");
		FtraceWriter.write(t, f);
		return f;
	}

	@Test
	void roundTripKeepsEverything() throws IOException {
		Trace t = SampleTraces.createJoin();
		TraceReadResult r = FtraceReader.read(written(t));
		assertTrue(r.closed());
		assertEquals(List.of(), r.warnings());
		assertEquals(t.header(), r.trace().header());
		for (int th = 0; th < t.threadCount(); th++) {
			ThreadEvents a = t.thread(th);
			ThreadEvents b = r.trace().thread(th);
			assertEquals(a.size(), b.size());
			for (int i = 0; i < a.size(); i++) {
				assertEquals(a.get(i), b.get(i));
			}
		}
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
}
