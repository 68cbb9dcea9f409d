/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * The machine model a prediction targets (processors and their speeds, scheduler, costs, LogP parameters, binding
 * plan) and its {@code .machine} text format.
 */
package dev.foresight.core.machine;
