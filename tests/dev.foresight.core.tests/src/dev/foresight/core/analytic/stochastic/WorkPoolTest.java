/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Hi-Temp self-scheduling on PCL against the thesis's Tables 3.28 and 3.29 (seed-schopf 2.8 and T-M12). */
class WorkPoolTest {

	private static final int THING1 = 0, THING2 = 1, LORAX = 2, PICARD = 3;

	@Test
	@DisplayName("Table 3.28: the first job starts, to the printed precision")
	void table328() {
		List<WorkPool.Start> starts = SchopfTemplates.hiTempPcl().schedule(200).starts();
		// {job, processor, printed time}
		double[][] printed = { { 1, THING1, 0 }, { 2, THING2, 0 }, { 3, LORAX, 0 }, { 4, PICARD, 0 },
				{ 5, THING2, 0.871 }, { 6, THING1, 0.891 }, { 7, THING2, 1.74 }, { 8, THING1, 1.78 },
				{ 9, THING2, 2.61 }, { 10, THING1, 2.67 }, { 11, PICARD, 3.44 }, { 12, THING2, 3.48 },
				{ 13, THING1, 3.56 }, { 14, LORAX, 3.66 }, { 15, THING2, 4.35 }, { 16, THING1, 4.46 } };
		for (double[] row : printed) {
			WorkPool.Start s = starts.get((int) row[0] - 1);
			assertEquals((int) row[0], s.job());
			assertEquals((int) row[1], s.processor(), "processor of job " + s.job());
			assertEquals(row[2], s.time(), 0.006, "start of job " + s.job());
		}
	}

	@Test
	@DisplayName("Table 3.29: the last starts and the finish times (test times, not the misprinted job labels)")
	void table329() {
		WorkPool.Schedule schedule = SchopfTemplates.hiTempPcl().schedule(200);
		List<WorkPool.Start> starts = schedule.starts();
		double[][] tail = { { 196, THING1, 68.611 }, { 197, PICARD, 68.764 }, { 198, THING2, 68.776 },
				{ 199, THING1, 69.502 }, { 200, LORAX, 69.574 } };
		for (double[] row : tail) {
			WorkPool.Start s = starts.get((int) row[0] - 1);
			assertEquals((int) row[1], s.processor(), "processor of job " + s.job());
			assertEquals(row[2], s.time(), 0.001, "start of job " + s.job());
		}
		double[] finish = schedule.finishTimes();
		assertEquals(70.39, finish[THING1], 0.01);
		assertEquals(69.64, finish[THING2], 0.01);
		assertEquals(73.23, finish[LORAX], 0.01);
		assertEquals(72.20, finish[PICARD], 0.01);
		assertArrayEquals(new int[] { 79, 80, 20, 21 }, schedule.jobCounts());
		assertEquals(73.236, SchopfTemplates.hiTempPcl().executionTime(200), 0.001);
	}

	@Test
	@DisplayName("Eq. 3.48: the conservative model puts the last job on the slowest slave")
	void conservativeModel() {
		HiTempModel model = SchopfTemplates.hiTempPcl();
		double expected = model.schedule(199).makespan() + 3.6618;
		assertEquals(expected, model.conservativeTime(200), 1e-12);
	}
}
