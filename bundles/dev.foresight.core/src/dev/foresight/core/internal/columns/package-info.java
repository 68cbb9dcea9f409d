/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Per-thread columns of primitive values, held either in Java arrays or in memory-mapped temporary files, so that a
 * trace larger than the heap can be prepared and simulated.
 */
package dev.foresight.core.internal.columns;
