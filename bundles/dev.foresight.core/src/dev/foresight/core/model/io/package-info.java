/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Reading and writing task graphs: the {@code .taskgraph} text language (parser with line:column errors and
 * recovery, round-tripping printer) and the JSON exchange form.
 */
package dev.foresight.core.model.io;
