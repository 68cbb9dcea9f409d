/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

/**
 * LogP / LoPC communication parameters for the analytic models, as plain numbers in the analytic model's time unit
 * (microseconds by convention). The simulator does not use them.
 *
 * @param latency L, the time a message (a hand-off through a shared queue) takes to reach its receiver
 * @param overhead o, the processor time spent sending or receiving one message
 * @param gap g, the minimum interval between consecutive messages of one processor
 * @param processors P, the number of processors
 */
public record LogPParameters(double latency, double overhead, double gap, int processors) {

	/** Checks the values. */
	public LogPParameters {
		if (latency < 0 || overhead < 0 || gap < 0 || Double.isNaN(latency + overhead + gap)) {
			throw new IllegalArgumentException("L, o and g must be non-negative numbers");
		}
		if (processors <= 0) {
			throw new IllegalArgumentException("P must be positive: " + processors);
		}
	}
}
