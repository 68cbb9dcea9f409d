/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

/**
 * One error found in a model file.
 *
 * @param pos where, or {@code null} when the model has no source positions
 * @param message what is wrong
 */
public record Problem(SourcePos pos, String message) {

	/** {@code file:line:column: message}, or {@code file: message} without a position. */
	public String format(String file) {
		return pos == null ? file + ": " + message : file + ":" + pos + ": " + message;
	}
}
