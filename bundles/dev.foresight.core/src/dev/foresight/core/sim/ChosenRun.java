/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

/**
 * A simulated run together with why its model was used.
 *
 * @param run the run; {@code run.model()} is the model that produced it
 * @param reason why that model: asked for, or the deadlocks of the models tried before it
 */
public record ChosenRun(SimulatedRun run, String reason) {
}
