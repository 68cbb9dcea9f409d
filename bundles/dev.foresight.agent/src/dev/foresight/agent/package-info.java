/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** The Java agent's entry point: attaches the recorder to a JVM (-javaagent or dynamic attach). */
package dev.foresight.agent;
