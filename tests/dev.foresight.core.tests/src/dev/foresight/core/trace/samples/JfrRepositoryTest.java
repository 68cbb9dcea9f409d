/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.samples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The samples file of a JVM that ended without writing it is put together from JFR's chunk files, in the order of
 * their names: closed chunks as they are, the one never closed up to its last flush and marked closed, one never
 * flushed left out; the chunks' folder goes either way. (A real JVM halted at the time limit: RecordCommandTest.)
 */
class JfrRepositoryTest {

	@TempDir
	Path dir;

	@Test
	void chunksBecomeTheEmptyFileInNameOrderUpToTheLastFlush() throws Exception {
		Path jfr = Files.createFile(dir.resolve("t.ftrace.jfr"));
		Path jvm = Files.createDirectories(JfrRepository.of(jfr).resolve("2026_12_01_13_26_47_31484"));
		byte[] first = chunk(100, 0, 0);
		byte[] last = chunk(90, 3, 25); // flushed three times, 25 bytes written since
		byte[] never = chunk(68, 1, 400); // the header alone flushed, as a JVM stopped within a second leaves it
		Files.write(jvm.resolve("2026_12_01_13_26_59.jfr"), last);
		Files.write(jvm.resolve("2026_12_01_13_26_47.jfr"), first);
		Files.write(jvm.resolve("2026_12_01_13_27_11.jfr"), never);
		Files.write(jvm.resolve("other.txt"), new byte[] { 9 });
		assertTrue(JfrRepository.recover(jfr));
		ByteArrayOutputStream expected = new ByteArrayOutputStream();
		expected.write(first);
		byte[] closed = Arrays.copyOf(last, 90);
		closed[64] = 0;
		expected.write(closed);
		assertArrayEquals(expected.toByteArray(), Files.readAllBytes(jfr));
		assertFalse(Files.exists(JfrRepository.of(jfr)));
	}

	@Test
	void aJvmStoppedBeforeJfrsFirstFlushLeavesTheFileEmpty() throws Exception {
		Path jfr = Files.createFile(dir.resolve("t.ftrace.jfr"));
		Path jvm = Files.createDirectories(JfrRepository.of(jfr).resolve("2026_12_01_13_26_47_31484"));
		Files.write(jvm.resolve("2026_12_01_13_26_47.jfr"), chunk(68, 1, 9_490));
		Files.write(jvm.resolve("2026_12_01_13_26_48.jfr"), new byte[0]);
		assertFalse(JfrRepository.recover(jfr));
		assertEquals(0, Files.size(jfr));
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

	/**
	 * A chunk whose header says {@code size} bytes and the state {@code state}, followed by {@code unflushed} bytes
	 * more; its metadata offset is 0 when only the header was flushed, as JFR leaves it.
	 */
	private static byte[] chunk(int size, int state, int unflushed) {
		ByteBuffer b = ByteBuffer.allocate(size + unflushed);
		b.putInt(0x464c5200).putShort((short) 2).putShort((short) 1);
		b.putLong(size).putLong(size > 68 ? size - 10 : 0).putLong(size > 68 ? 70 : 0);
		b.put(64, (byte) state);
		for (int i = 68; i < size + unflushed; i++) {
			b.put(i, (byte) i);
		}
		return b.array();
	}
}
