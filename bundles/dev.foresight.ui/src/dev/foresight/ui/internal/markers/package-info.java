/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Markers in the Java sources where the threads of a trace's simulated run wait for each other. */
package dev.foresight.ui.internal.markers;
