/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Foresight's plain-Java engine: shared contracts for progress, cancellation and errors. */
package dev.foresight.core;
