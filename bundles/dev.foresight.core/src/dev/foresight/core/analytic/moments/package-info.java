/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The moments method (Gautama and van Gemund, PAMELA): the first four moments of a series-parallel program's execution
 * time composed through sequence, N-ary maximum, choice and loops in O(1) per composition.
 */
package dev.foresight.core.analytic.moments;
