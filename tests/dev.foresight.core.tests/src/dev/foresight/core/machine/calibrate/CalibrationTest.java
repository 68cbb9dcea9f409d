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
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineModel;

/** The calibration's arithmetic, the model and file it writes, and a real (short) measurement of this machine. */
class CalibrationTest {

	/**
	 * Thread start 60 us, park calls 0.2 us; a hand-off on one processor 5.2 us of wall and CPU time, across two
	 * 45.2 us of wall of which 15.2 us CPU; a shared counter 60 ns per operation on one processor, 140 ns across two;
	 * a woken thread runs 7 us after its unpark on the processor of a computing thread.
	 */
	private static CalibrationResult example(boolean cross) {
		Spread sameWall = Spread.of(4_200, 5_200, 9_200);
		Spread sameCpu = Spread.of(5_000, 5_200, 5_400);
		return new CalibrationResult(4, true, Spread.of(50_000, 60_000, 70_000), Spread.of(200, 200, 200), sameWall,
				sameCpu, cross ? Spread.of(40_200, 45_200, 99_200) : null,
				cross ? Spread.of(14_200, 15_200, 19_200) : null, cross ? Spread.of(50, 60, 70) : null,
				cross ? Spread.of(100, 140, 400) : null, cross ? Spread.of(3.0, 3.2, 3.5) : null,
				cross ? Spread.of(4.0, 4.48, 5.0) : null, Spread.of(6_500, 7_000, 2_000_000));
	}

	@Test
	@DisplayName("a measured timer lateness is the machine's timer slack; without one the default stays")
	void timerSlackIsHowLateATimedParkEnds() throws Exception {
		CalibrationResult e = example(true);
		CalibrationResult r = new CalibrationResult(e.cpus(), e.pinned(), e.threadStart(), e.parkCalls(), e.sameWall(),
				e.sameCpuTime(), e.crossWall(), e.crossCpuTime(), e.sameCounter(), e.crossCounter(), e.streamAlone(),
				e.streamTwo(), e.wakeupDelay(), Spread.of(56_100, 57_030, 60_000));
		assertEquals(57_030, r.machine().costs().timerSlackNanos());
		assertTrue(r.machineText(Instant.EPOCH, 3).contains("timer-slack = how late a parkNanos(1) ends: 57.03us"));
		assertEquals(50_000, e.machine().costs().timerSlackNanos());
	}

	@Test
	void memorySlowdownIsTheSlowdownOfIoCopying() throws Exception {
		CalibrationResult r = example(true);
		// 4.48 ns a line with two processors streaming against 3.2 alone
		assertEquals(0.4, r.memorySlowdown(), 1e-12);
		String text = r.machineText(Instant.EPOCH, 3);
		assertTrue(text.contains("memory streaming (64 MiB, a long of each cache line), one thread: 3.20ns a line "
				+ "(3.00 .. 3.50)"), text);
		assertTrue(text.contains("memory slowdown with two processors streaming: +40 % (io copy-slowdown;"), text);
		assertTrue(text.contains("io concurrency=32 copy-slowdown=40%"), text);
		assertEquals(0.4, r.machine().costs().ioCopySlowdown(), 1e-12);
		assertEquals(r.machine(), MachineFormat.parse(text, "calibrated.machine"));
		assertEquals(0, example(false).machine().costs().ioCopySlowdown());
		assertTrue(Double.isNaN(example(false).memorySlowdown()));
		assertTrue(!example(false).machineText(Instant.EPOCH, 3).contains("memory"));
	}

	@Test
	void switchCostAndLatencyAreDifferencesOfMedians() {
		CalibrationResult r = example(true);
		assertEquals(5_000, r.contextSwitch().median());
		assertEquals(4_000, r.contextSwitch().min());
		// CPU: 15.2 across less 5.2 on one
		assertEquals(10_000, r.wakeupCost().median());
		assertEquals(14_000, r.wakeupCost().max());
		// wall: 45.2 across less 5.2 on one less the 10 of CPU
		assertEquals(30_000, r.syncLatency().median());
		assertEquals(84_000, r.syncLatency().max());
		// the shared counter: 140 across less 60 on one
		assertEquals(80, r.transfer().median());
		assertEquals(340, r.transfer().max());
		assertEquals(new Costs(60_000, 5_000, 30_000, 32, 10_000, 80, 0.4).withTimerSlack(50_000),
				r.machine().costs());
		assertEquals(4, r.machine().processors());
		// a woken thread waited 7 us, of which 5 the switch: the running thread kept its processor 2 us
		assertEquals(2_000, r.wakeupGranularity().median());
		assertEquals(2_000, r.machine().scheduler().wakeupGranularityNanos());
		assertEquals(MachineModel.linuxServer().scheduler().timeSliceNanos(), r.machine().scheduler().timeSliceNanos());
	}

	@Test
	void wakeupDelayNotMeasuredKeepsTheDefaultGranularity() {
		CalibrationResult e = example(true);
		CalibrationResult r = new CalibrationResult(e.cpus(), e.pinned(), e.threadStart(), e.parkCalls(), e.sameWall(),
				e.sameCpuTime(), e.crossWall(), e.crossCpuTime(), e.sameCounter(), e.crossCounter(), e.streamAlone(),
				e.streamTwo(), null);
		assertNull(r.wakeupGranularity());
		assertEquals(MachineModel.linuxServer().scheduler(), r.machine().scheduler());
		assertTrue(r.machineText(Instant.EPOCH, 3).contains("time slice and granularity are the defaults"));
	}

	@Test
	void crossingNotMeasuredKeepsTheDefaults() {
		CalibrationResult r = example(false);
		assertNull(r.syncLatency());
		assertNull(r.wakeupCost());
		assertNull(r.transfer());
		assertEquals(Costs.LINUX.syncLatencyNanos(), r.machine().costs().syncLatencyNanos());
		assertEquals(Costs.LINUX.wakeupCostNanos(), r.machine().costs().wakeupCostNanos());
		assertEquals(Costs.LINUX.transferNanos(), r.machine().costs().transferNanos());
		assertTrue(r.machineText(Instant.EPOCH, 3).contains("sync-latency, wakeup-cost, sync-transfer: not measured"));
	}

	@Test
	void negativeDifferencesAndNoiseDigitsAreRounded() {
		assertEquals(0, CalibrationResult.nanos(-30));
		assertEquals(12_350, CalibrationResult.nanos(12_345.6));
	}

	@Test
	void writtenFileParsesBackToTheModelAndRoundTrips() throws Exception {
		CalibrationResult r = example(true);
		String text = r.machineText(Instant.parse("2026-11-24T10:00:00Z"), 3);
		assertTrue(text.startsWith("# measured by 'foresight calibrate' at 2026-11-24T10:00:00Z"), text);
		assertTrue(text.contains("sync-latency = wall across - wall on one - wakeup-cost: 30.00us (25.00 .. 84.00)"),
				text);
		MachineModel parsed = MachineFormat.parse(text, "calibrated.machine");
		assertEquals(r.machine(), parsed);
		assertTrue(text.contains("sync-transfer = CPU across - CPU on one: 0.08us (0.04 .. 0.34)"), text);
		assertTrue(text.contains(
				"costs thread-creation=60us context-switch=5us sync-latency=30us wakeup-cost=10us sync-transfer=80ns"),
				text);
		assertEquals(parsed, MachineFormat.parse(MachineFormat.print(parsed), "printed"));
		assertTrue(text.contains("a woken thread runs after its unpark, on the processor of a computing thread: 7.00us "
				+ "(6.50 .. 2000.00)"), text);
		assertTrue(text.contains("wakeup-granularity = that - context-switch: 2.00us (1.50 .. 1995.00)"), text);
		assertTrue(text.contains("wakeup-granularity=2us"), text);
	}

	@Test
	void measuresThisMachineWithinSaneBounds() throws Exception {
		int cpus = Math.min(2, CpuAffinity.allowedCpus().size());
		CalibrationResult r = new Calibration(new Calibration.Effort(3, 20, 400)).measure(cpus);
		// a platform thread starts in microseconds to a few milliseconds on any machine this runs on
		assertTrue(r.threadStart().median() > 1_000 && r.threadStart().median() < 5_000_000, r.toString());
		assertTrue(r.parkCalls().median() > 0 && r.parkCalls().median() < 100_000, r.toString());
		// a blocking hand-off costs more than the calls that do not block, and less than a time slice
		assertTrue(r.sameWall().median() > r.parkCalls().median() && r.sameWall().median() < 3_000_000,
				r.toString());
		assertTrue(r.sameCpuTime().median() > 0 && r.sameCpuTime().median() < 3_000_000, r.toString());
		assertEquals(3, r.sameWall().samples());
		Costs c = r.machine().costs();
		assertTrue(c.contextSwitchNanos() > 0 && c.contextSwitchNanos() < 3_000_000, c.toString());
		if (r.crossWall() != null) {
			assertTrue(r.crossWall().median() > 0 && r.crossWall().median() < 10_000_000, r.toString());
			assertTrue(r.crossCpuTime().median() > 0 && r.crossCpuTime().median() < 10_000_000, r.toString());
			assertTrue(c.syncLatencyNanos() < 10_000_000 && c.wakeupCostNanos() < 10_000_000, c.toString());
			// an atomic increment and a tenth of a microsecond of work: well under a microsecond either way
			assertTrue(r.sameCounter().median() > 0 && r.sameCounter().median() < 10_000, r.toString());
			assertTrue(r.crossCounter().median() > 0 && r.crossCounter().median() < 10_000, r.toString());
			// a cache line from memory: a fraction of a nanosecond to a few hundred, alone or beside another stream
			if (r.streamAlone() != null) {
				assertTrue(r.streamAlone().median() > 0.05 && r.streamAlone().median() < 1_000, r.toString());
				assertTrue(r.streamTwo().median() > 0.05 && r.streamTwo().median() < 1_000, r.toString());
			}
		}
		assertEquals(cpus, r.machine().processors());
		// a woken thread runs within a switch or waits for the running one: under a second either way
		assertTrue(r.wakeupDelay() == null || r.wakeupDelay().median() > 0 && r.wakeupDelay().median() < 1e9,
				r.toString());
	}

	@Test
	void processorCountMustBeAvailable() {
		Calibration c = new Calibration(new Calibration.Effort(1, 1, 2));
		int n = CpuAffinity.allowedCpus().size();
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> c.measure(n + 1));
		assertTrue(e.getMessage().contains("between 1 and " + n), e.getMessage());
		assertThrows(IllegalArgumentException.class, () -> c.measure(0));
	}

	@Test
	void progressIsReportedAndACancelStopsBetweenBatches() {
		long[] total = new long[1];
		long[] done = new long[1];
		ProgressMonitor cancelAfterThree = new ProgressMonitor() {
			@Override
			public void begin(String task, long totalWork) {
				total[0] = totalWork;
			}

			@Override
			public void worked(long work) {
				done[0] += work;
			}

			@Override
			public boolean isCanceled() {
				return done[0] >= 3;
			}
		};
		Calibration c = new Calibration(new Calibration.Effort(5, 10, 100));
		assertThrows(CancellationException.class, () -> c.measure(1, cancelAfterThree));
		// nine measurements of a warm-up batch and five batches at most; stopped after the third batch
		assertEquals(10 * 6, total[0]);
		assertEquals(3, done[0]);
	}
}
