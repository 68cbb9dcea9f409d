/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Text files read as UTF-8 with errors that say where, and program output read whatever its bytes. */
class InputFilesTest {

	@TempDir
	Path dir;

	@Test
	void utf8TextReadsWholeAndLosesItsByteOrderMark() throws IOException {
		Path f = dir.resolve("a.machine");
		Files.write(f, bytes(0xEF, 0xBB, 0xBF, 'm', 'a', 'c', 'h', 'i', 'n', 'e', ' ', '"', 0xC3, 0xA9, '"', '\n'));
		assertEquals("machine \"\u00e9\"\n", InputFiles.readUtf8(f));
	}

	@Test
	void aByteThatIsNotUtf8IsNamedByLineAndColumn() throws IOException {
		Path f = dir.resolve("latin1.machine");
		// "processors 4\n# caf\u00e9 in ISO-8859-1": the 0xE9 is the 6th character of line 2, byte 18
		Files.write(f, bytes('p', 'r', 'o', 'c', 'e', 's', 's', 'o', 'r', 's', ' ', '4', '\n', '#', ' ', 'c', 'a', 'f',
				0xE9, '\n'));
		IOException e = assertThrows(IOException.class, () -> InputFiles.readUtf8(f));
		assertEquals(f + ":2:6: not UTF-8 text (byte 0xe9 at byte offset 18); save the file as UTF-8", e.getMessage());
	}

	@Test
	void theColumnCountsCharactersNotBytes() throws IOException {
		Path f = dir.resolve("model.taskgraph");
		// "\u00e9\u00e9" is four bytes and two characters; the sequence cut after its first byte starts column 3
		Files.write(f, bytes(0xC3, 0xA9, 0xC3, 0xA9, 0xE4, 0xB8));
		IOException e = assertThrows(IOException.class, () -> InputFiles.readUtf8(f));
		assertEquals(f + ":1:3: not UTF-8 text (byte 0xe4 at byte offset 4); save the file as UTF-8", e.getMessage());
	}

	@Test
	void aDirectoryIsNamed() {
		FileSystemException e = assertThrows(FileSystemException.class, () -> InputFiles.readUtf8(dir));
		assertEquals(dir.toString(), e.getFile());
	}

	@Test
	void programOutputReadsWhateverItsBytes() throws IOException {
		Path f = dir.resolve("err.txt");
		Files.write(f, bytes('o', 'k', '\n', 0xFF, ' ', 'b', 'a', 'd', '\r', '\n', 'e', 'n', 'd'));
		assertEquals(List.of("ok", "\ufffd bad", "end"), InputFiles.outputLines(f));
	}

	private static byte[] bytes(int... values) {
		byte[] b = new byte[values.length];
		for (int i = 0; i < values.length; i++) {
			b[i] = (byte) values[i];
		}
		return b;
	}
}
