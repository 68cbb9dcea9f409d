/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.samples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The samples file of a JVM that ended without writing it is put together from JFR's chunk files, in the order of
 * their names, and the chunks' folder goes either way. (A real JVM halted at the time limit: RecordCommandTest.)
 */
class JfrRepositoryTest {

	@TempDir
	Path dir;

	@Test
	void chunksBecomeTheEmptyFileInNameOrder() throws Exception {
		Path jfr = Files.createFile(dir.resolve("t.ftrace.jfr"));
		Path jvm = Files.createDirectories(JfrRepository.of(jfr).resolve("2026_12_01_13_26_47_31484"));
		Files.write(jvm.resolve("2026_12_01_13_26_59.jfr"), new byte[] { 3, 4 });
		Files.write(jvm.resolve("2026_12_01_13_26_47.jfr"), new byte[] { 1, 2 });
		Files.write(jvm.resolve("other.txt"), new byte[] { 9 });
		assertTrue(JfrRepository.recover(jfr));
		assertArrayEquals(new byte[] { 1, 2, 3, 4 }, Files.readAllBytes(jfr));
		assertFalse(Files.exists(JfrRepository.of(jfr)));
	}

	@Test
	void aFileWrittenAtTheJvmsExitIsKept() throws Exception {
		Path jfr = Files.write(dir.resolve("t.ftrace.jfr"), new byte[] { 7 });
		Files.createDirectories(JfrRepository.of(jfr));
		assertFalse(JfrRepository.recover(jfr));
		assertArrayEquals(new byte[] { 7 }, Files.readAllBytes(jfr));
		assertFalse(Files.exists(JfrRepository.of(jfr)), "JFR's empty folder is removed");
		assertFalse(JfrRepository.recover(dir.resolve("none.jfr")), "no folder, nothing to do");
	}
}
