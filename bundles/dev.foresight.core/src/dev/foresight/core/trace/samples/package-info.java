/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Execution samples recorded beside a trace (JFR {@code jdk.ExecutionSample} events) and the mapping of their threads
 * and clock onto the trace's.
 */
package dev.foresight.core.trace.samples;
