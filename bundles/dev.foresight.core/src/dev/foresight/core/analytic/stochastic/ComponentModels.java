/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import java.util.List;

/**
 * Schopf's generic component models (Eqs. 3.4 to 3.19 and 3.34 to 3.42): computation by benchmark or operation count,
 * contention, and point-to-point, scatter and gather communication. Times are in seconds, sizes in bytes and
 * bandwidths in bytes per second.
 */
public final class ComponentModels {

	private ComponentModels() {
	}

	/**
	 * A message start-up cost a + b n microseconds for n bytes (Table 3.5).
	 *
	 * @param fixedMicros a, latency and fixed packing
	 * @param microsPerByte b, packing per byte
	 */
	public record Startup(double fixedMicros, double microsPerByte) {

		/** No start-up cost. */
		public static final Startup NONE = new Startup(0, 0);

		/**
		 * The cost of one message.
		 *
		 * @param bytes the message size
		 * @return seconds
		 */
		public double seconds(double bytes) {
			return (fixedMicros + microsPerByte * bytes) * 1e-6;
		}
	}

	/**
	 * Computation from a per-element benchmark (Eqs. 3.6, 3.7).
	 *
	 * @param elements NumElt
	 * @param perElement BM, seconds per element
	 * @return NumElt BM
	 */
	public static NormalValue benchmark(double elements, NormalValue perElement) {
		return perElement.times(elements);
	}

	/**
	 * Computation from an operation count (Eqs. 3.4, 3.5).
	 *
	 * @param elements NumElt
	 * @param operations Op, operations per element
	 * @param perOperation CPU, seconds per operation
	 * @return NumElt Op CPU
	 */
	public static NormalValue operationCount(double elements, double operations, NormalValue perOperation) {
		return perOperation.times(elements * operations);
	}

	/**
	 * Computation slowed by other users (Eqs. 3.8, 3.9 corrected): the dedicated time divided by the available CPU
	 * fraction, since the printed product shrinks the time when less CPU is available (spec erratum 2).
	 *
	 * @param dedicated the dedicated time
	 * @param availableCpu the available fraction of the CPU, mean greater than 0
	 * @param correlation how the two vary
	 * @return the time under contention
	 */
	public static NormalValue contention(NormalValue dedicated, NormalValue availableCpu, Correlation correlation) {
		return dedicated.dividedBy(availableCpu, correlation);
	}

	/**
	 * A point-to-point message (Eq. 3.13, and Eq. 3.15 with a start-up cost).
	 *
	 * @param elements NumElt in the message
	 * @param elementBytes Size(Elt)
	 * @param bandwidth BW in bytes per second
	 * @param startup the start-up cost, {@link Startup#NONE} for Eq. 3.13
	 * @return seconds
	 */
	public static double pointToPoint(double elements, double elementBytes, double bandwidth, Startup startup) {
		double bytes = elements * elementBytes;
		return bytes / bandwidth + startup.seconds(bytes);
	}

	/**
	 * Sequential sends or receives (Scatter1 and Gather1, Eqs. 3.10 and 3.17): the sum of the messages.
	 *
	 * @param messages the time of each message
	 * @param correlation how they vary
	 * @return the sum
	 */
	public static NormalValue sequential(List<NormalValue> messages, Correlation correlation) {
		return NormalValue.sum(messages, correlation);
	}

	/**
	 * Parallel sends or receives (Scatter2 and Gather2 of Eqs. 3.11 and 3.18): the slowest message.
	 *
	 * @param messages the time of each message
	 * @param policy how the maximum is taken
	 * @return the maximum
	 */
	public static NormalValue parallel(List<NormalValue> messages, MaxPolicy policy) {
		return policy.max(messages);
	}

	/**
	 * Unpacking a received message (Eq. 3.38).
	 *
	 * @param elements NumElt in the message
	 * @param elementBytes Size(Elt)
	 * @param unpackPerByte seconds to unpack one byte
	 * @return seconds
	 */
	public static double unpack(double elements, double elementBytes, double unpackPerByte) {
		return elements * elementBytes * unpackPerByte;
	}
}
