/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Foresight's workbench views; they render records and delegate every computation to core. */
package dev.foresight.ui.internal.views;
