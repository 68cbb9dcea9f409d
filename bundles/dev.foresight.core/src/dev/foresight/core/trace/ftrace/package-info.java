/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The {@code .ftrace} binary trace format (docs/ftrace-format.md): a streaming reader that tolerates truncated files,
 * a writer for traces built in memory (imports, tests), and the format's constants.
 */
package dev.foresight.core.trace.ftrace;
