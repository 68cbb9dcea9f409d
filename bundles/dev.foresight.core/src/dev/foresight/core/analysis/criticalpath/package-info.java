/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The extended critical path (spec section 6): the weight of every segment on a given number of processors, and the
 * function-level table built from the weighted segments.
 */
package dev.foresight.core.analysis.criticalpath;
