/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import dev.foresight.core.model.lower.FlatGraph;

/**
 * The engine's heap of fixed finish times (no system model, every task at the full rate) gives the run of its scan
 * of the executing tasks (thesis Fig. 4.1, spec seed-adve.md section 2.7): the same completion time, and the same
 * process, start and end for every task, on random fork-join graphs under every dynamic and static policy, with
 * integer times (exact ties, broken by the lowest task id) and real ones.
 */
class FixedFinishTest {

	/** No delays, but not {@link SystemModel#NONE}: the engine scans. */
	private static final SystemModel SCANNED = (running, count, remain, delay) -> {
		for (int k = 0; k < count; k++) {
			delay[running[k]] = 0;
		}
	};

	private static final String[] POLICIES = { "fifo", "lpt", "cyclic", "blocked", "queues" };

	@Test
	void theHeapAndTheScanGiveTheSameRun() {
		SplittableRandom random = new SplittableRandom(11);
		for (int round = 0; round < 300; round++) {
			boolean integers = round % 2 == 0;
			StringBuilder text = new StringBuilder("schedule " + POLICIES[round % POLICIES.length] + "\n");
			text.append("task start ").append(time(random, integers)).append('\n');
			int phases = 1 + random.nextInt(4);
			for (int ph = 0; ph < phases; ph++) {
				int members = 1 + random.nextInt(40);
				text.append("group g").append(ph).append(" times [");
				for (int m = 0; m < members; m++) {
					text.append(m == 0 ? "" : ", ").append(time(random, integers));
				}
				text.append("]\n");
				text.append("par {\n  task a").append(ph).append(' ').append(time(random, integers))
						.append("\n  task b").append(ph).append(' ').append(time(random, integers)).append("\n}\n");
			}
			FlatGraph g = Models.flat(text.toString());
			double[] times = g.meanTimes();
			for (int p : new int[] { 1, 2, 3, 5, 8, 64 }) {
				ExecutionSequence fixed = AdveEngine.run(g, times, p, SystemModel.NONE);
				ExecutionSequence scanned = AdveEngine.run(g, times, p, SCANNED);
				String where = text + "on " + p;
				assertEquals(scanned.total(), fixed.total(), 1e-9 * scanned.total(), where);
				assertArrayEquals(scanned.process(), fixed.process(), where);
				assertArrayEquals(scanned.start(), fixed.start(), 1e-9 * scanned.total(), where);
				assertArrayEquals(scanned.end(), fixed.end(), 1e-9 * scanned.total(), where);
			}
		}
	}

	private static String time(SplittableRandom random, boolean integers) {
		return integers ? Integer.toString(1 + random.nextInt(6)) : Double.toString(0.1 + 10 * random.nextDouble());
	}
}
