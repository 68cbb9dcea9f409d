/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Derives a task graph from a recorded trace: the CPU work between synchronization events becomes named tasks and the
 * recorded wake links become edges, so that a recorded program can be opened and edited as an analytic model.
 */
package dev.foresight.core.model.derive;
