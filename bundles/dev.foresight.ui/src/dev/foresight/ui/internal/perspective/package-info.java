/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** The Foresight perspective: where the Foresight views sit beside the Java tools. */
package dev.foresight.ui.internal.perspective;
