/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Plain result records that every predictor produces and every view and CLI command renders; nothing here computes.
 */
package dev.foresight.core.analysis.result;
