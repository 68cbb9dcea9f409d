/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

/**
 * One point of a virtual-speedup curve.
 *
 * @param percent how much faster the chosen code became: 0 = unchanged, 100 = takes no time
 * @param time predicted completion time with that change
 * @param speedup the program's predicted speedup from the change: time at 0 % divided by {@code time}
 */
public record WhatIfPoint(int percent, double time, double speedup) {
}
