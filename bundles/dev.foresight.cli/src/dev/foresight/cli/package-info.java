/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** The headless {@code foresight} command line: one picocli subcommand per engine operation. */
package dev.foresight.cli;
