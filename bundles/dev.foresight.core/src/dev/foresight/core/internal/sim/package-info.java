/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The simulator's engine: the event loop, the scheduler, the replay semantics of each event kind and the
 * preprocessing of a trace into the flat arrays the loop reads without allocating, and the site-pair groups of CPU
 * times that the band's samples draw from.
 */
package dev.foresight.core.internal.sim;
