/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Benchmark commands for the analyses, run by hand; their figures go to docs/benchmarks.md.
 */
package dev.foresight.core.analysis.bench;
