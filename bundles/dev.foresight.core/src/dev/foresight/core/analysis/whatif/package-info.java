/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * What-if: the predicted completion time and speedup of the program when chosen code becomes faster (a causal
 * what-if), or when a thread pool has another number of threads.
 */
package dev.foresight.core.analysis.whatif;
