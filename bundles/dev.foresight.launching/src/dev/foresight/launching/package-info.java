/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** The Record Threads launch mode: runs a Java application with the Foresight agent and collects its trace. */
package dev.foresight.launching;
