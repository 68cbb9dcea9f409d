/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

/** A {@code .measured} text that cannot be read; the message starts with {@code SOURCE:LINE:}. */
public final class MeasuredFormatException extends Exception {

	private static final long serialVersionUID = 1L;

	private final int line;

	/** An error at 1-based {@code line} of {@code source} (a file name, or a label such as {@code <text>}). */
	public MeasuredFormatException(String source, int line, String message) {
		super(source + ':' + line + ": " + message);
		this.line = line;
	}

	/** 1-based line of the error. */
	public int line() {
		return line;
	}
}
