/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

/**
 * A segment on the extended critical path.
 *
 * @param thread thread id
 * @param event index, in the thread's stream, of the event that ends the segment
 * @param start start in the one-processor-per-thread execution
 * @param end end in that execution
 * @param weight its weight on the chosen processor count (spec section 6.1)
 * @param site id of the site of the event that ends it, or -1
 */
public record PathSegment(int thread, int event, double start, double end, double weight, int site) {
}
