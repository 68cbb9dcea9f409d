/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.lower;

/**
 * A task's use of a resource after lowering.
 *
 * @param resource index into {@link FlatGraph#resources()}
 * @param rate requests per unit of CPU time (0 for a lock)
 */
public record FlatUse(int resource, double rate) {
}
