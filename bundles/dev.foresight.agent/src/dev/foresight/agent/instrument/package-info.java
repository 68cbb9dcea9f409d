/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** ASM class transformations that route synchronization, thread and I/O operations through the recorder's hooks. */
package dev.foresight.agent.instrument;
