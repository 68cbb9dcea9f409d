/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.io.IOException;
import java.nio.file.Path;

/** An {@code .ftrace} file that cannot be read: corrupt, not a trace, or of an unknown version. */
public final class FtraceFormatException extends IOException {

	private static final long serialVersionUID = 1L;

	private final transient Path file;
	private final long offset;

	/**
	 * @param file the file
	 * @param offset byte offset of the problem
	 * @param message what is wrong
	 */
	public FtraceFormatException(Path file, long offset, String message) {
		super(file + ": byte offset " + offset + ": " + message);
		this.file = file;
		this.offset = offset;
	}

	/** The file. */
	public Path file() {
		return file;
	}

	/** Byte offset of the problem in the file. */
	public long offset() {
		return offset;
	}
}
