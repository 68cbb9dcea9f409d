/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks on a file a command will write, made before its work: a recording, a calibration or a search that ran for
 * minutes and then finds that its output cannot be written has lost that time.
 */
final class OutputFiles {

	private OutputFiles() {
	}

	/** Throws, naming {@code out} and why, when {@code what} (for example "the trace") cannot be written there. */
	static void requireWritable(Path out, String what) {
		Path parent = out.toAbsolutePath().getParent();
		if (Files.isDirectory(out)) {
			throw new IllegalArgumentException(out + ": is a directory, not a file");
		}
		if (parent != null && !Files.isDirectory(parent)) {
			throw new IllegalArgumentException(out + ": cannot write " + what + ", " + parent + " does not exist");
		}
		if (parent != null && !Files.isWritable(parent) || Files.exists(out) && !Files.isWritable(out)) {
			throw new IllegalArgumentException(out + ": cannot write " + what + ", permission denied");
		}
	}
}
