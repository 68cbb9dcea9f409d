/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

/**
 * A symbolic parameter.
 *
 * @param name the name expressions refer to
 * @param value the default value, or {@code null} when the parameter must be set from outside
 */
public record Param(String name, Expr value) {
}
