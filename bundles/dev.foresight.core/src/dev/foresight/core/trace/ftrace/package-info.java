/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The {@code .ftrace} binary trace format (docs/ftrace-format.md): a streaming reader that tolerates truncated files,
 * a scan that keeps only the tables and counts, writers for traces built in memory and event by event, and the
 * format's constants.
 */
package dev.foresight.core.trace.ftrace;
