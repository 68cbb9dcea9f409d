/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Adapters that let the allocation search and the what-if analysis predict with the trace simulator
 * ({@link dev.foresight.core.sim.Simulator}) on a machine model instead of the analyses' own evaluator.
 */
package dev.foresight.core.analysis.replay;
