/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

/** An allocation an algorithm settled on, with the time its test gave. */
record Found(int[] plan, double time) {
}
