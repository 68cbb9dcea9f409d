/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Export of traces as Chrome trace-event JSON, which the Perfetto UI and chrome://tracing open. */
package dev.foresight.core.trace.chrome;
