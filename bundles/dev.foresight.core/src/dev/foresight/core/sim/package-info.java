/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Trace-driven prediction: replays a recorded trace on a simulated machine of N processors under the Direct,
 * Client-Server or Strict Sequence model, sweeps N and puts an uncertainty band on each prediction.
 */
package dev.foresight.core.sim;
