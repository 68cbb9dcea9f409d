/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Charts drawn with Eclipse SWTChart from core's result records. */
package dev.foresight.ui.internal.charts;
