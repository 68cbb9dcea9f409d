/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

/**
 * A position in a source text, both 1-based.
 *
 * @param line line number
 * @param column column number (a tab counts as one column)
 */
public record SourcePos(int line, int column) {

	@Override
	public String toString() {
		return line + ":" + column;
	}
}
