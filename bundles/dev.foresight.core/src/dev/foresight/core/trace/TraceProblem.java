/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

/**
 * An inconsistency {@link TraceChecker} found.
 *
 * @param code short stable identifier: {@code negative-cpu}, {@code wall-backwards}, {@code unreleased},
 *        {@code release-without-acquire}, {@code bad-wake}, {@code wake-kind}, {@code wake-after},
 *        {@code unmatched-end}
 * @param thread thread of the event concerned, or -1
 * @param index index of the event, or -1
 * @param message what is wrong, for people
 */
public record TraceProblem(String code, int thread, int index, String message) {

	@Override
	public String toString() {
		return code + (thread >= 0 ? " (thread " + thread + ", event " + index + ")" : "") + ": " + message;
	}
}
