/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Measures the costs of the machine model (thread creation, context switch, cross-processor wake-up latency) on the
 * machine it runs on, with small thread programs, and turns them into a {@code .machine} model.
 */
package dev.foresight.core.machine.calibrate;
