/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

/**
 * How busy one simulated processor was.
 *
 * @param cpu processor index
 * @param speed relative speed
 * @param busyNanos time it ran threads (context switches included)
 * @param utilization busy time divided by the completion time
 */
public record ProcessorOccupancy(int cpu, double speed, double busyNanos, double utilization) {
}
