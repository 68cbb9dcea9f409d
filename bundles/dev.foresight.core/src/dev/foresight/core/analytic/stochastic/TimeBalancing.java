/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Data allocation by time balancing (Schopf Eq. 5.2): every processor finishes at the same time T, so
 * D_i = (T - C_i) / u_i with T = (D_total + sum C_i / u_i) / sum 1 / u_i. The stochastic form (Eqs. 5.3 and 5.4)
 * uses u_i = m_i + TF sd_i, where the tuning factor TF sets how conservative the allocation is.
 */
public final class TimeBalancing {

	private TimeBalancing() {
	}

	/**
	 * A fractional allocation.
	 *
	 * @param data the data D_i per processor (0 for a processor whose setup exceeds T)
	 * @param finishTime the common finish time T
	 */
	public record Allocation(double[] data, double finishTime) {

		/**
		 * Copies the array.
		 */
		public Allocation {
			data = data.clone();
		}

		/**
		 * The allocation in whole units by largest remainder.
		 *
		 * @return integer data per processor, summing to the rounded total
		 */
		public long[] rounded() {
			return round(data);
		}
	}

	/**
	 * Balances point-valued unit times.
	 *
	 * @param unitTimes u_i, the time for one unit of data on processor i, each greater than 0
	 * @param setupTimes C_i, the data-independent time on processor i (all 0 when null)
	 * @param total D_total, at least 0
	 * @return the allocation; processors that cannot finish by T get no data
	 */
	public static Allocation balance(double[] unitTimes, double[] setupTimes, double total) {
		int n = unitTimes.length;
		double[] c = setupTimes == null ? new double[n] : setupTimes;
		if (c.length != n || n == 0) {
			throw new IllegalArgumentException("time balancing needs one setup time per processor and at least one "
					+ "processor, got " + n + " unit times and " + c.length + " setup times");
		}
		for (int i = 0; i < n; i++) {
			if (!(unitTimes[i] > 0) || !Double.isFinite(unitTimes[i])) {
				throw new IllegalArgumentException("unit time of processor " + i + " must be > 0, got " + unitTimes[i]);
			}
		}
		boolean[] active = new boolean[n];
		Arrays.fill(active, true);
		while (true) {
			double inverse = 0, weighted = 0;
			for (int i = 0; i < n; i++) {
				if (active[i]) {
					inverse += 1 / unitTimes[i];
					weighted += c[i] / unitTimes[i];
				}
			}
			double t = (total + weighted) / inverse;
			double[] data = new double[n];
			boolean dropped = false;
			for (int i = 0; i < n; i++) {
				if (active[i] && c[i] > t) {
					active[i] = false;
					dropped = true;
				} else if (active[i]) {
					data[i] = (t - c[i]) / unitTimes[i];
				}
			}
			if (!dropped) {
				return new Allocation(data, t);
			}
		}
	}

	/**
	 * Stochastic time balancing (Eq. 5.4).
	 *
	 * @param unitTimes the stochastic unit time (m_i, sd_i) of each processor
	 * @param tuningFactor TF, the number of deviations added to each mean (negative is optimistic)
	 * @param setupTimes C_i, or null for none
	 * @param total D_total
	 * @return the allocation balancing m_i + TF sd_i
	 */
	public static Allocation balance(List<NormalValue> unitTimes, double tuningFactor, double[] setupTimes,
			double total) {
		double[] u = new double[unitTimes.size()];
		for (int i = 0; i < u.length; i++) {
			u[i] = unitTimes.get(i).mean() + tuningFactor * unitTimes.get(i).sd();
		}
		return balance(u, setupTimes, total);
	}

	/**
	 * Largest-remainder rounding: floors, then one more unit to the largest fractions until the rounded total is met.
	 *
	 * @param data fractional data per processor
	 * @return whole units per processor
	 */
	public static long[] round(double[] data) {
		double total = 0;
		long[] out = new long[data.length];
		long assigned = 0;
		List<Integer> order = new ArrayList<>();
		for (int i = 0; i < data.length; i++) {
			total += data[i];
			out[i] = (long) Math.floor(data[i]);
			assigned += out[i];
			order.add(i);
		}
		order.sort((a, b) -> Double.compare(data[b] - Math.floor(data[b]), data[a] - Math.floor(data[a])));
		long missing = Math.round(total) - assigned;
		for (int k = 0; k < missing; k++) {
			out[order.get(k % order.size())]++;
		}
		return out;
	}

	/**
	 * The predicted time of each processor under an allocation: D_i u_i + C_i.
	 *
	 * @param data units per processor
	 * @param unitTimes the stochastic unit times
	 * @param setupTimes C_i, or null for none
	 * @return (mean, sd) per processor
	 */
	public static List<NormalValue> predictedTimes(long[] data, List<NormalValue> unitTimes, double[] setupTimes) {
		List<NormalValue> out = new ArrayList<>();
		for (int i = 0; i < data.length; i++) {
			out.add(unitTimes.get(i).times(data[i]).plus(setupTimes == null ? 0 : setupTimes[i]));
		}
		return out;
	}
}
