/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Tests of lowering a task-graph model to a flat graph: its task limit. */
package dev.foresight.core.model.lower;
