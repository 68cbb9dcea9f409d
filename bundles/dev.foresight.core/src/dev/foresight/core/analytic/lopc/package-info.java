/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * LoPC (Frank 1997): LogP's latency and overhead plus the contention for message handlers, by approximate mean value
 * analysis, for all-to-all, client-server and general communication patterns, with its rules of thumb.
 */
package dev.foresight.core.analytic.lopc;
