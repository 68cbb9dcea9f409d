/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

/**
 * One point of a pool-size what-if.
 *
 * @param threads the pool's number of threads
 * @param time predicted completion time with that many, in nanoseconds
 * @param speedup the program's predicted speedup from the change: the time with the recorded number of threads,
 *            dealt the same way, divided by {@code time}
 */
public record PoolPoint(int threads, double time, double speedup) {
}
