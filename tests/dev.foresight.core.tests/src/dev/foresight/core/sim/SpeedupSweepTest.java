/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Trace;

/**
 * The sweep reuses a run for the processor counts that cannot change it (see {@code SweepRuns}); these tests check
 * that what it reports is exactly what simulating every count gives.
 */
class SpeedupSweepTest {

	private static final List<Integer> ONE_TO_TWELVE = IntStream.rangeClosed(1, 12).boxed().toList();

	@ParameterizedTest
	@ValueSource(longs = { 1, 2, 3 })
	@DisplayName("a sweep's times equal the runs on each processor count (7 threads, N = 1..12)")
	void sweepEqualsEveryRun(long seed) throws Exception {
		Simulator sim = new Simulator(SimulatorPropertiesTest.randomProgram(seed, 6, 20, true));
		MachineModel m = MachineModel.linuxServer();
		SpeedupCurve curve = new SpeedupSweep(m, SimulationModel.DIRECT, UncertaintyBand.NONE, 2).sweep(sim,
				ONE_TO_TWELVE, ProgressMonitor.NONE);
		assertEqualsEveryRun(sim, m, curve);
	}

	@ParameterizedTest
	@ValueSource(longs = { 1, 2 })
	@DisplayName("a run queue per processor: a sweep's times still equal the runs on each processor count")
	void queuesPerProcessor(long seed) throws Exception {
		Simulator sim = new Simulator(SimulatorPropertiesTest.randomProgram(seed, 6, 20, true));
		MachineModel base = MachineModel.linuxServer();
		MachineModel m = base.withScheduler(base.scheduler().withMigrationCost(500_000));
		SpeedupCurve curve = new SpeedupSweep(m, SimulationModel.DIRECT, UncertaintyBand.NONE, 2).sweep(sim,
				ONE_TO_TWELVE, ProgressMonitor.NONE);
		assertEqualsEveryRun(sim, m, curve);
	}

	@Test
	@DisplayName("unequal processor speeds: nothing is reused, and the sweep still equals every run")
	void unequalSpeeds() throws Exception {
		Simulator sim = new Simulator(SimulatorPropertiesTest.randomProgram(4, 6, 20, true));
		MachineModel base = MachineModel.linuxServer();
		List<Double> speeds = new ArrayList<>();
		for (int p = 0; p < 12; p++) {
			speeds.add(p % 2 == 0 ? 1.0 : 1.5);
		}
		MachineModel m = new MachineModel("mixed", speeds, base.scheduler(), base.costs(), base.logp(),
				base.bindings());
		SpeedupCurve curve = new SpeedupSweep(m, SimulationModel.DIRECT, UncertaintyBand.NONE, 2).sweep(sim,
				ONE_TO_TWELVE, ProgressMonitor.NONE);
		assertEqualsEveryRun(sim, m, curve);
	}

	private static void assertEqualsEveryRun(Simulator sim, MachineModel m, SpeedupCurve curve) throws Exception {
		assertEquals(ONE_TO_TWELVE, curve.points().stream().map(SpeedupPoint::cpus).toList());
		for (SpeedupPoint p : curve.points()) {
			SimulatedRun alone = sim.run(m, p.cpus(), SimulationModel.DIRECT, false);
			assertEquals(alone.completionMillis(), p.time(), 0.0, "N = " + p.cpus());
			double busy = alone.busyNanos() / 1e6;
			assertEquals(busy, p.busy(), 1e-9, "processor time, N = " + p.cpus());
		}
	}

	@Test
	@DisplayName("a sweep from 16 down simulates 16, then only the counts below the peak concurrency")
	void countsFromThePeakOnAreNotSimulated() throws Exception {
		Simulator sim = new Simulator(SimulatorPropertiesTest.randomProgram(6, 3, 20, true));
		MachineModel m = MachineModel.linuxServer();
		int peak = sim.simulate(m, 16, SimulationModel.DIRECT, false, null).peakConcurrency();
		SweepRuns runs = new SweepRuns(sim, m, SimulationModel.DIRECT, 16);
		for (int n = 16; n >= 1; n--) {
			SweepRuns.Outcome o = runs.run(n);
			assertEquals(sim.run(m, n, SimulationModel.DIRECT, false).completionNanos(), o.run().completionNanos(), 0.0,
					"N = " + n);
		}
		assertEquals(peak, runs.simulated(), "N = 16 itself, then 1.." + (peak - 1));
	}

	@Test
	@DisplayName("from the peak concurrency on, more processors give the very same run, thread intervals included")
	void runsFromThePeakOnAreIdentical() throws Exception {
		Trace trace = SimulatorPropertiesTest.randomProgram(5, 6, 20, true);
		Simulator sim = new Simulator(trace);
		MachineModel m = MachineModel.linuxServer();
		int peak = sim.simulate(m, 64, SimulationModel.DIRECT, false, null).peakConcurrency();
		assertTrue(peak >= 2 && peak <= trace.threadCount(), "peak " + peak);
		SimulatedRun atPeak = sim.run(m, peak, SimulationModel.DIRECT, true);
		for (int n : new int[] { peak + 1, trace.threadCount(), 64 }) {
			SimulatedRun more = sim.run(m, n, SimulationModel.DIRECT, true);
			assertEquals(atPeak.completionNanos(), more.completionNanos(), 0.0);
			assertEquals(atPeak.contextSwitches(), more.contextSwitches());
			assertEquals(atPeak.threads(), more.threads());
			for (int p = peak; p < n; p++) {
				assertEquals(0.0, more.processors().get(p).busyNanos(), "processor " + p + " stays idle");
			}
		}
	}
}
