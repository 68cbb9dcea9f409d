/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

/**
 * One point of a predicted speedup curve.
 *
 * @param cpus processor count
 * @param time predicted completion time (milliseconds for traces, the graph's own unit for models)
 * @param speedup relative to the 1-processor prediction
 * @param efficiency speedup divided by {@code cpus}
 * @param low lower end of the uncertainty band (equal to {@code time} when there is no band)
 * @param high upper end of the uncertainty band
 */
public record SpeedupPoint(int cpus, double time, double speedup, double efficiency, double low, double high) {
}
