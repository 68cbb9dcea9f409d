/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The parallelism profile and the bound on the completion time of an optimal static allocation (spec section 7).
 */
package dev.foresight.core.analysis.bound;
