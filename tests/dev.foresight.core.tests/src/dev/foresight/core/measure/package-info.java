/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Tests of the measured runs, their file and the runner that measures them. */
package dev.foresight.core.measure;
