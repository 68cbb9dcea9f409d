/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Benchmarks of the simulator, run as main classes (not as tests); docs/benchmarks.md has the commands. */
package dev.foresight.core.sim.bench;
