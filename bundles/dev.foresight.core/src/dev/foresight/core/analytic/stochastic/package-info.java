/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Schopf's stochastic values (normal distributions, intervals, histograms), her structural models of master-slave and
 * SPMD programs as templates, and stochastic time balancing with the tuning factor.
 */
package dev.foresight.core.analytic.stochastic;
