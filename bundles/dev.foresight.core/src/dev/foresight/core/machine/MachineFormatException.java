/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

/** A {@code .machine} text that cannot be read; the message starts with {@code SOURCE:LINE:COLUMN:}. */
public final class MachineFormatException extends Exception {

	private static final long serialVersionUID = 1L;

	private final int line;
	private final int column;

	/** An error at a 1-based line and column of {@code source} (a file name, or a label such as {@code <text>}). */
	public MachineFormatException(String source, int line, int column, String message) {
		super(source + ':' + line + ':' + column + ": " + message);
		this.line = line;
		this.column = column;
	}

	/** 1-based line of the error. */
	public int line() {
		return line;
	}

	/** 1-based column of the error. */
	public int column() {
		return column;
	}
}
