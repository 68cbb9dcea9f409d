/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Measured runs of a program on 1..N processors of this machine ({@code foresight measure}), their {@code .measured}
 * file, and what predictions compare with them.
 */
package dev.foresight.core.measure;
