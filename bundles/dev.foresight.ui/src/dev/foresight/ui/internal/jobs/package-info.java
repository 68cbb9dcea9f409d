/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Bridges from core's progress and cancellation contract to Eclipse jobs. */
package dev.foresight.ui.internal.jobs;
