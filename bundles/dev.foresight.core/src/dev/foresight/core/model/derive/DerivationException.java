/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

/** A trace from which no task graph can be derived, for example because its wake links form a cycle. */
public final class DerivationException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	/** An exception with a message that names the threads and events at fault. */
	public DerivationException(String message) {
		super(message);
	}
}
