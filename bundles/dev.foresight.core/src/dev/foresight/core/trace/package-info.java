/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The in-memory model of a recorded trace: per-thread event streams, the thread and site tables, and the kinds of
 * events the recorder writes. Readers of the {@code .ftrace} format produce it; the simulator and analyses consume it.
 */
package dev.foresight.core.trace;
