/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Checks on a file a reader is about to open. A directory opens as a stream on Linux and fails at the first read with
 * a bare "Is a directory" that names no file; this fails first, naming it.
 */
public final class InputFiles {

	private InputFiles() {
	}

	/**
	 * Throws when {@code file} is missing or a directory.
	 *
	 * @throws NoSuchFileException when there is no such file
	 * @throws FileSystemException naming the file, when it is a directory
	 */
	public static void requireFile(Path file) throws IOException {
		if (Files.isDirectory(file)) {
			throw new FileSystemException(file.toString(), null, "is a directory, not a file");
		}
		if (!Files.exists(file)) {
			throw new NoSuchFileException(file.toString());
		}
	}
}
