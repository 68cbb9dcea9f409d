/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/** Small programs the recording tests run under the agent, each using synchronization a known number of times. */
package dev.foresight.agent.programs;
