/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

/**
 * A task's use of a shared resource.
 *
 * @param resource the resource name
 * @param rate for a bus or server, requests per unit of CPU time; for a lock, ignored (one access per task start)
 *        and may be {@code null}
 */
public record Use(String resource, Expr rate) {
}
