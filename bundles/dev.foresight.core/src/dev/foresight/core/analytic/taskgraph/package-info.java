/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Stochastic evaluation of whole task-graph models: a seeded Monte Carlo evaluator (the reference for the analytic
 * methods) and the walk of series-parallel structure with the PAMELA moments method.
 */
package dev.foresight.core.analytic.taskgraph;
