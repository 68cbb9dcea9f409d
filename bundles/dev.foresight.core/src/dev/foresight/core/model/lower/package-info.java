/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Lowering of a model to the flat DAG the evaluators run on: loops unrolled, choices resolved, groups and grids
 * expanded to member tasks with their ownership data, parameters evaluated.
 */
package dev.foresight.core.model.lower;
