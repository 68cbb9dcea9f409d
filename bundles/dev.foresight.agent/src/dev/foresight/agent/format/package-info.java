/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** The writing side of the {@code .ftrace} format: block framing and delta-encoded varint event streams. */
package dev.foresight.agent.format;
