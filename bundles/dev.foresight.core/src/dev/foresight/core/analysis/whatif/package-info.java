/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Causal what-if: the predicted completion time and speedup of the program when chosen code becomes faster.
 */
package dev.foresight.core.analysis.whatif;
