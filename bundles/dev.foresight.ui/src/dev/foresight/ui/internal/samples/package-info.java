/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** The sample Java project Foresight ships, ready to record: its creation, wizard and first-start hook. */
package dev.foresight.ui.internal.samples;
