/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Import of JDK Flight Recorder files into lower-fidelity traces. */
package dev.foresight.core.trace.jfr;
