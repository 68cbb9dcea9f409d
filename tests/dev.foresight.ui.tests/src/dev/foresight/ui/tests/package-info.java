/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Workbench tests of the Foresight UI, and helpers later UI tests reuse (screenshots, event loop, workspace). */
package dev.foresight.ui.tests;
