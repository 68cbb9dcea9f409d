/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Time balancing, the tuning factor and stochastic allocation (seed-schopf 5.3 to 5.5 and 7.5, T-S1 to T-S4). */
class SchedulingTest {

	@Test
	@DisplayName("T-S1 (Table 1.1): balancing with inaccurate and with true unit times")
	void pointBalancing() {
		TimeBalancing.Allocation wrong = TimeBalancing.balance(new double[] { 6, 9 }, null, 30);
		assertArrayEquals(new double[] { 18, 12 }, wrong.data(), 1e-9);
		assertEquals(108, wrong.finishTime(), 1e-9);
		assertEquals(180, Math.max(18 * 10, 12 * 5));
		TimeBalancing.Allocation right = TimeBalancing.balance(new double[] { 10, 5 }, null, 30);
		assertArrayEquals(new double[] { 10, 20 }, right.data(), 1e-9);
		assertEquals(100, right.finishTime(), 1e-9);
	}

	@Test
	@DisplayName("T-S2 (Tables 5.1, 5.2): conservative and optimistic allocations, recomputed best/worst makespans")
	void tuningFactorAllocations() {
		List<NormalValue> u = List.of(new NormalValue(12, 0.3), new NormalValue(12, 1.8));
		assertArrayEquals(new double[] { 15, 15 }, TimeBalancing.balance(u, 0, null, 30).data(), 1e-9);
		assertEquals(180, TimeBalancing.balance(u, 0, null, 30).finishTime(), 1e-9);
		assertArrayEquals(new double[] { 15.862069, 14.137931 }, TimeBalancing.balance(u, 1, null, 30).data(), 1e-6);
		TimeBalancing.Allocation conservative = TimeBalancing.balance(u, 2, null, 30);
		assertArrayEquals(new double[] { 16.595745, 13.404255 }, conservative.data(), 1e-6);
		assertArrayEquals(new long[] { 17, 13 }, conservative.rounded());
		TimeBalancing.Allocation optimistic = TimeBalancing.balance(u, -2, null, 30);
		assertArrayEquals(new double[] { 12.727273, 17.272727 }, optimistic.data(), 1e-6);
		assertArrayEquals(new long[] { 13, 17 }, optimistic.rounded());
		// Spec 6.1 erratum: the best times follow from the ranges as 193.8 and 148.2.
		assertMakespan(193.8, 214.2, conservative.rounded(), u);
		assertMakespan(148.2, 265.2, optimistic.rounded(), u);
	}

	@Test
	@DisplayName("T-S3 (Figure 5.3): tuning factor from power and variability, strict thresholds")
	void tuningFactor() {
		double[] power = new double[4];
		for (int i = 0; i < 4; i++) {
			power[i] = 1 / SchopfTemplates.SOR_PCL_ONE_PROCESSOR[i];
		}
		assertEquals(1.0, TuningFactor.THESIS.compute(power, new double[] { 0.02, 0.15, 0.01, 0.10 }), 1e-12);
		// Equal power is not high, sd of exactly 0.07 is not variable.
		assertEquals(0, TuningFactor.THESIS.compute(new double[] { 1, 1 }, new double[] { 0.07, 0.07 }), 1e-12);
		assertEquals(1.5, TuningFactor.THESIS.compute(new double[] { 2, 1 }, new double[] { 0.08, 0.08 }), 1e-12);
	}

	@Test
	@DisplayName("T-S4: stochastic SOR allocation for TF = 0, 1 (VTF) and 2 (95TF)")
	void stochasticSorAllocation() {
		double[] cpuMean = { 0.9, 0.5, 0.95, 0.6 }, cpuSd = { 0.02, 0.15, 0.01, 0.10 };
		List<NormalValue> u = new ArrayList<>();
		for (int i = 0; i < 4; i++) {
			NormalValue perColumn = NormalValue.point(2 * 1000 * SchopfTemplates.SOR_PCL_ONE_PROCESSOR[i]);
			u.add(ComponentModels.contention(perColumn, new NormalValue(cpuMean[i], cpuSd[i]),
					Correlation.UNCORRELATED));
		}
		NormalValueTest.assertNormal(0.00238089, 5.29086e-5, u.get(0));
		NormalValueTest.assertNormal(0.012771, 0.0021285, u.get(3));
		assertAllocation(u, 0, new double[] { 471.114, 269.037, 172.019, 87.830 }, new long[] { 471, 269, 172, 88 },
				1.12167, 1.1238, 1.7944);
		assertAllocation(u, 1, new double[] { 504.605, 226.589, 186.380, 82.426 }, new long[] { 505, 227, 186, 82 },
				1.22811, 1.2128, 1.5143);
		assertAllocation(u, 2, new double[] { 528.454, 196.997, 197.376, 77.173 }, new long[] { 529, 197, 197, 77 },
				1.31411, 1.2846, 1.3155);
	}

	@Test
	@DisplayName("a processor whose setup exceeds the finish time gets no data")
	void dropsSlowSetup() {
		TimeBalancing.Allocation a = TimeBalancing.balance(new double[] { 1, 1 }, new double[] { 0, 100 }, 10);
		assertArrayEquals(new double[] { 10, 0 }, a.data(), 1e-12);
		assertEquals(10, a.finishTime(), 1e-12);
	}

	private static void assertAllocation(List<NormalValue> u, double tf, double[] data, long[] rounded, double finish,
			double maxMean, double maxUpper) {
		TimeBalancing.Allocation a = TimeBalancing.balance(u, tf, null, 1000);
		assertArrayEquals(data, a.data(), 1e-3);
		assertEquals(finish, a.finishTime(), 1e-5);
		assertArrayEquals(rounded, a.rounded());
		double mean = 0, upper = 0;
		for (NormalValue t : TimeBalancing.predictedTimes(a.rounded(), u, null)) {
			mean = Math.max(mean, t.mean());
			upper = Math.max(upper, t.mean() + 2 * t.sd());
		}
		assertEquals(maxMean, mean, 1e-4);
		assertEquals(maxUpper, upper, 1e-4);
	}

	private static void assertMakespan(double best, double worst, long[] units, List<NormalValue> u) {
		Interval makespan = null;
		for (int i = 0; i < units.length; i++) {
			Interval t = u.get(i).range(2).times(Interval.point(units[i]));
			makespan = makespan == null ? t : makespan.max(t);
		}
		assertEquals(best, makespan.lo(), 1e-9);
		assertEquals(worst, makespan.hi(), 1e-9);
	}
}
