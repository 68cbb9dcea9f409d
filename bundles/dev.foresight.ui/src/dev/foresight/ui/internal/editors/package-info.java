/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Editors of Foresight's text formats: syntax colouring, problems while typing, and live predictions. */
package dev.foresight.ui.internal.editors;
