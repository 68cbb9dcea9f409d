/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The program as the analyses see it, segments of work ordered by synchronizations, and a small ideal-sharing
 * evaluator that runs it on bound or shared processors.
 */
package dev.foresight.core.analysis.graph;
