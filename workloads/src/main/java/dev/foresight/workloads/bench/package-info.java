/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** The measuring side of the recorder benchmark (bench.py runs the workloads and calls this). */
package dev.foresight.workloads.bench;
