/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The recorder inside the recorded JVM: the hooks instrumented code calls, per-thread buffers, object ids, wake
 * registries and the background writer. Everything here is loaded by the bootstrap class loader.
 */
package dev.foresight.agent.runtime;
