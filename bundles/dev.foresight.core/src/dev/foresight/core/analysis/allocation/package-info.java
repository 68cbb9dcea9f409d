/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Searches for a static binding of threads to processors (spec section 5): binpacking, the shadow-processor greedy
 * algorithm SGA, C-SGA and the random-swap greedy algorithm, with the synthetic programs they were measured on.
 */
package dev.foresight.core.analysis.allocation;
