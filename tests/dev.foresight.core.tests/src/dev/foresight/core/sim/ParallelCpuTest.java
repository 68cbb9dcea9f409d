/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.TraceHeader;

/**
 * The program's CPU time without the recorder on one processor and on more ({@link ParallelCpu}), with the figures of
 * the accuracy run of 2026-11-30, 21:43 UTC (docs/accuracy.md): H2Inserts' measured runs used 3.315 s of CPU time on
 * one processor and 5.025 s on two (its speedup predicted 49 % high), ReadWriteCache's 0.666 and 0.690 s (7 %).
 */
class ParallelCpuTest {

	private static TraceHeader header(String alone, String wide, String cpus) {
		Map<String, String> p = new HashMap<>();
		if (alone != null) {
			p.put(WorkScale.BASELINE_PROPERTY, alone);
		}
		if (wide != null) {
			p.put(ParallelCpu.PROPERTY, wide);
		}
		if (cpus != null) {
			p.put(JvmProperties.COMPILER_BASELINE_WIDE_CPUS_PROPERTY, cpus);
		}
		return new TraceHeader(1, "test", "test", 1, 0, List.of(), List.of(), p);
	}

	@Test
	void aProgramThatWorksHarderOnTwoProcessorsIsWarnedOf() {
		ParallelCpu h2 = ParallelCpu.of(header("3315.0", "5025.0", "2"));
		assertEquals(new ParallelCpu(2, 3315, 5025), h2);
		assertEquals(1.516, h2.ratio(), 1e-3);
		assertEquals("without the recorder the program used 5025 ms of CPU time on 2 processors against 3315 ms on one "
				+ "(+52 %): work that more processors add (lock-free retries, spinning, cache lines and memory moving "
				+ "between processors) is in no trace recorded on one, so the predicted speedup on 2 processors or "
				+ "more is likely high", h2.warning());
		// below a fifth more: the noise of one run
		assertNull(ParallelCpu.of(header("666.0", "690.0", "2")).warning());
		assertNull(ParallelCpu.of(header("1000", "1199", "4")).warning());
		assertTrue(ParallelCpu.warning(header("1000", "1200", "4")).startsWith(
				"without the recorder the program used 1200 ms of CPU time on 4 processors against 1000 ms on one "
						+ "(+20 %)"));
	}

	@Test
	void aTraceWithoutBothRunsHasNone() {
		assertNull(ParallelCpu.of(header(null, null, null)));
		assertNull(ParallelCpu.of(header("400", null, "2")), "no second run");
		assertNull(ParallelCpu.of(header(null, "400", "2")), "no first run");
		assertNull(ParallelCpu.of(header("400", "600", null)), "no processor count");
		assertNull(ParallelCpu.of(header("400", "600", "1")), "not more processors");
		assertNull(ParallelCpu.of(header("0", "600", "2")), "no CPU time to compare with");
		assertNull(ParallelCpu.of(header("400", "fast", "2")));
		assertNull(ParallelCpu.warning(header("400", "fast", "2")));
	}
}
