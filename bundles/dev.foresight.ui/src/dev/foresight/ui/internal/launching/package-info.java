/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** The Record Threads mode in the workbench: Run menu and toolbar actions, the launch tabs. */
package dev.foresight.ui.internal.launching;
