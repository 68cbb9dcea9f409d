/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The analytic task-graph model: immutable records for tasks, series-parallel structure, explicit DAGs, task-time
 * distributions, shared resources and symbolic parameters, as written in a {@code .taskgraph} file.
 */
package dev.foresight.core.model;
