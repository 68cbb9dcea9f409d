/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

/**
 * A model cannot be evaluated: a parameter has no value, a distribution has impossible parameters, a probability
 * is out of range. {@link #where()} is the offending model object, which a source map turns into a line and column.
 */
public final class ModelException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	private final transient Object where;

	/** Reports {@code message} about {@code where} (may be {@code null}). */
	public ModelException(String message, Object where) {
		super(message);
		this.where = where;
	}

	/** The offending model object, or {@code null}. */
	public Object where() {
		return where;
	}
}
