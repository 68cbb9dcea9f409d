/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Adve's deterministic task-graph model (thesis, 1993): the basic and complete prediction algorithms with pluggable
 * scheduling policies and contention submodels, processor sharing, the parametric bounds, and the random-delay
 * renewal model used to check the deterministic assumption.
 */
package dev.foresight.core.analytic.adve;
