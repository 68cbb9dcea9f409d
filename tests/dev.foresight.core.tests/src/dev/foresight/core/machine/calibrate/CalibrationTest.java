/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineModel;

/** The calibration's arithmetic, the model and file it writes, and a real (short) measurement of this machine. */
class CalibrationTest {

	/** Thread start 60 us, park calls 0.2 us, same-processor hand-off 5.2 us, cross-processor 25.2 us. */
	private static CalibrationResult example(Spread cross) {
		return new CalibrationResult(4, true, Spread.of(50_000, 60_000, 70_000), Spread.of(200, 200, 200),
				Spread.of(4_200, 5_200, 9_200), cross);
	}

	@Test
	void switchAndLatencyAreDifferencesOfMedians() {
		CalibrationResult r = example(Spread.of(20_200, 25_200, 99_200));
		assertEquals(5_000, r.contextSwitch().median());
		assertEquals(4_000, r.contextSwitch().min());
		assertEquals(20_000, r.syncLatency().median());
		assertEquals(94_000, r.syncLatency().max());
		assertEquals(new Costs(60_000, 5_000, 20_000, 32), r.machine().costs());
		assertEquals(4, r.machine().processors());
	}

	@Test
	void latencyNotMeasuredKeepsTheDefault() {
		CalibrationResult r = example(null);
		assertNull(r.syncLatency());
		assertEquals(Costs.LINUX.syncLatencyNanos(), r.machine().costs().syncLatencyNanos());
		assertTrue(r.machineText(Instant.EPOCH, 3).contains("sync-latency: not measured"));
	}

	@Test
	void negativeDifferencesAndNoiseDigitsAreRounded() {
		assertEquals(0, CalibrationResult.nanos(-30));
		assertEquals(12_350, CalibrationResult.nanos(12_345.6));
	}

	@Test
	void writtenFileParsesBackToTheModelAndRoundTrips() throws Exception {
		CalibrationResult r = example(Spread.of(20_200, 25_200, 99_200));
		String text = r.machineText(Instant.parse("2026-11-24T10:00:00Z"), 3);
		assertTrue(text.startsWith("# measured by 'foresight calibrate' at 2026-11-24T10:00:00Z"), text);
		assertTrue(text.contains("sync-latency = hand-off across - hand-off on one: 20.00us (15.00 .. 94.00)"), text);
		MachineModel parsed = MachineFormat.parse(text, "calibrated.machine");
		assertEquals(r.machine(), parsed);
		assertEquals(parsed, MachineFormat.parse(MachineFormat.print(parsed), "printed"));
	}

	@Test
	void measuresThisMachineWithinSaneBounds() throws Exception {
		int cpus = Math.min(2, CpuAffinity.allowedCpus().size());
		CalibrationResult r = new Calibration(new Calibration.Effort(3, 20, 400)).measure(cpus);
		// a platform thread starts in microseconds to a few milliseconds on any machine this runs on
		assertTrue(r.threadStart().median() > 1_000 && r.threadStart().median() < 5_000_000, r.toString());
		assertTrue(r.parkCalls().median() > 0 && r.parkCalls().median() < 100_000, r.toString());
		// a blocking hand-off costs more than the calls that do not block, and less than a time slice
		assertTrue(r.sameCpu().median() > r.parkCalls().median() && r.sameCpu().median() < 3_000_000, r.toString());
		assertEquals(3, r.sameCpu().samples());
		Costs c = r.machine().costs();
		assertTrue(c.contextSwitchNanos() > 0 && c.contextSwitchNanos() < 3_000_000, c.toString());
		if (r.crossCpu() != null) {
			assertTrue(r.crossCpu().median() > 0 && r.crossCpu().median() < 10_000_000, r.toString());
			assertTrue(c.syncLatencyNanos() < 10_000_000, c.toString());
		}
		assertEquals(cpus, r.machine().processors());
	}

	@Test
	void processorCountMustBeAvailable() {
		Calibration c = new Calibration(new Calibration.Effort(1, 1, 2));
		int n = CpuAffinity.allowedCpus().size();
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> c.measure(n + 1));
		assertTrue(e.getMessage().contains("between 1 and " + n), e.getMessage());
		assertThrows(IllegalArgumentException.class, () -> c.measure(0));
	}
}
