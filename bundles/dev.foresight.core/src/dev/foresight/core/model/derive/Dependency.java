/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

/**
 * One cross-thread ordering found in a trace, between points of two threads. Point {@code p} of a thread is the moment
 * after its event {@code p - 1} and before the work of event {@code p} (point 0: the thread begins; point n: after its
 * last event). The work of {@code toThread} from point {@code toPoint} on starts after the work of
 * {@code fromThread} up to point {@code fromPoint} has ended.
 *
 * @param fromThread the releasing thread
 * @param fromPoint the point of the releasing thread, at least 1
 * @param toThread the released thread
 * @param toPoint the point of the released thread from which on it waits
 * @param event index, in {@code toThread}'s stream, of the event that recorded the link (for messages)
 */
record Dependency(int fromThread, int fromPoint, int toThread, int toPoint, int event) {
}
