/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.machine.BindingRule;
import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.ModelError;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/** Properties every simulation must have (issue 4, "Tests"), checked on seeded random traces. */
class SimulatorPropertiesTest {

	/**
	 * A random program: main starts {@code workers} threads, each does critical sections on a few shared monitors,
	 * main joins them. Critical sections are recorded whole, as on one processor.
	 */
	static Trace randomProgram(long seed, int workers, int steps, boolean withLocks) {
		Random r = new Random(seed);
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		List<Integer> ws = new ArrayList<>();
		for (int k = 0; k < workers; k++) {
			int w = b.thread("worker-" + k, main);
			b.start(main, w, 1_000 + r.nextInt(5_000));
			ws.add(w);
		}
		int[] left = new int[workers];
		java.util.Arrays.fill(left, steps);
		int[] ends = new int[workers];
		for (int done = 0; done < workers;) {
			int k = r.nextInt(workers);
			if (left[k] == 0) {
				continue;
			}
			long before = 10_000 + r.nextInt(200_000);
			if (withLocks) {
				b.critical(ws.get(k), 1 + r.nextInt(3), before, 1_000 + r.nextInt(20_000));
			} else {
				b.event(ws.get(k), dev.foresight.core.trace.EventKind.YIELD, -1, before, 0, 0);
			}
			if (--left[k] == 0) {
				ends[k] = b.end(ws.get(k), r.nextInt(1_000));
				done++;
			}
		}
		for (int k = 0; k < workers; k++) {
			b.join(main, ws.get(k), ends[k], 500);
		}
		b.end(main, 100);
		return b.build();
	}

	private static long totalCpu(Trace t) {
		return t.streams().stream().mapToLong(ThreadEvents::totalCpuNanos).sum();
	}

	@ParameterizedTest
	@ValueSource(longs = { 1, 2, 3, 4, 5 })
	@DisplayName("one processor: completion = sum of CPU times + thread creations + context switches charged")
	void oneProcessorIsTheSumOfWorkAndCosts(long seed) throws Exception {
		Trace trace = randomProgram(seed, 6, 30, true);
		MachineModel m = MachineModel.linuxServer();
		for (SimulationModel model : SimulationModel.values()) {
			// the switches charged are those the (uni-processor) recording did not make at the same point: the CPU
			// times hold the others already (RecordedSwitchesTest)
			SimulatedRun run = new Simulator(trace).run(m, 1, model, false);
			double expected = totalCpu(trace) + 6 * m.costs().threadCreationNanos()
					+ run.contextSwitches() * m.costs().contextSwitchNanos();
			assertEquals(expected, run.completionNanos(), 1e-6 * expected, model.wireName());
		}
	}

	@ParameterizedTest
	@ValueSource(longs = { 11, 12, 13 })
	@DisplayName("as many processors as threads, no synchronization, no costs: the longest thread")
	void enoughProcessorsGiveTheLongestThread(long seed) throws Exception {
		Random r = new Random(seed);
		TraceBuilder b = new TraceBuilder();
		long longest = 0;
		for (int k = 0; k < 8; k++) {
			int t = b.thread("t" + k, -1);
			long sum = 0;
			for (int i = 0; i < 20; i++) {
				long cpu = r.nextInt(1_000_000);
				b.event(t, dev.foresight.core.trace.EventKind.NOTIFY, -1, cpu, 0, 0);
				sum += cpu;
			}
			long last = r.nextInt(1000);
			b.end(t, last);
			longest = Math.max(longest, sum + last);
		}
		MachineModel m = MachineModel.linuxServer().withCosts(Costs.NONE);
		SimulatedRun run = new Simulator(b.build()).run(m, 8, SimulationModel.DIRECT, false);
		assertEquals(longest, run.completionNanos(), 1e-3);
	}

	@Test
	@DisplayName("binding every thread to one processor equals the one-processor run")
	void bindingAllToOneProcessorEqualsOneProcessor() throws Exception {
		Trace trace = randomProgram(7, 5, 40, true);
		MachineModel m = MachineModel.linuxServer();
		MachineModel bound = m.withBindings(List.of(new BindingRule(BindingRule.Selector.THREAD_NAME, "*",
				List.of(2), 0)));
		for (SimulationModel model : SimulationModel.values()) {
			Simulator sim = new Simulator(trace);
			double one = sim.run(m, 1, model, false).completionNanos();
			SimulatedRun run = sim.run(bound, 8, model, true);
			assertEquals(one, run.completionNanos(), 1e-6, model.wireName());
			assertEquals(0, run.processors().get(0).busyNanos());
			assertEquals(one, run.processors().get(2).busyNanos(), 1e-6);
		}
	}

	@Test
	@DisplayName("determinism: the same trace, machine and seed give the same run and the same band")
	void deterministic() throws Exception {
		Trace trace = randomProgram(9, 6, 30, true);
		Simulator sim = new Simulator(trace);
		SimulatedRun a = sim.run(MachineModel.linuxServer(), 3, SimulationModel.DIRECT, true);
		SimulatedRun b = sim.run(MachineModel.linuxServer(), 3, SimulationModel.DIRECT, true);
		assertEquals(a, b);
		SpeedupSweep sweep = new SpeedupSweep(MachineModel.linuxServer(), null, new UncertaintyBand(20, 42), 2);
		SpeedupCurve c1 = sweep.sweep(sim, List.of(1, 2, 4), ProgressMonitor.NONE);
		SpeedupCurve c2 = new SpeedupSweep(MachineModel.linuxServer(), null, new UncertaintyBand(20, 42), 1)
				.sweep(sim, List.of(4, 2, 1), ProgressMonitor.NONE);
		assertEquals(c1, c2);
		SpeedupCurve c3 = new SpeedupSweep(MachineModel.linuxServer(), null, new UncertaintyBand(20, 43), 2)
				.sweep(sim, List.of(1, 2, 4), ProgressMonitor.NONE);
		assertTrue(!c1.points().get(2).equals(c3.points().get(2)), "another seed, another band");
	}

	@Test
	@DisplayName("the sweep: speedup relative to one processor, band around every point")
	void sweepComputesSpeedupsAndBands() throws Exception {
		Simulator sim = new Simulator(randomProgram(3, 8, 40, false));
		SpeedupCurve curve = new SpeedupSweep(MachineModel.linuxServer(), null, UncertaintyBand.DEFAULT, 2)
				.sweep(sim, List.of(8, 2, 4), ProgressMonitor.NONE);
		assertEquals("direct", curve.source());
		assertEquals(List.of(2, 4, 8), curve.points().stream().map(p -> p.cpus()).toList());
		double one = sim.run(MachineModel.linuxServer(), 1, SimulationModel.DIRECT, false).completionMillis();
		for (var p : curve.points()) {
			assertEquals(one / p.time(), p.speedup(), 1e-9);
			assertEquals(p.speedup() / p.cpus(), p.efficiency(), 1e-12);
			assertTrue(p.low() <= p.time() && p.time() <= p.high(), p.toString());
			assertTrue(p.high() > p.low(), "CPU times vary between occurrences: " + p);
		}
		assertTrue(curve.points().get(2).speedup() > 6, curve.toString());
	}

	@Test
	@DisplayName("a machine's measured model error widens every band around its prediction, never narrows it")
	void modelErrorWidensTheBand() throws Exception {
		Simulator sim = new Simulator(randomProgram(3, 8, 40, false));
		MachineModel calibrated = MachineModel.linuxServer().withError(new ModelError(-0.1, 0.3, 20));
		SpeedupCurve plain = new SpeedupSweep(calibrated, null, UncertaintyBand.NONE, 1).sweep(sim, List.of(1, 4),
				ProgressMonitor.NONE);
		for (var p : plain.points()) {
			assertEquals(p.time() * 0.9, p.low(), 1e-9 * p.time());
			assertEquals(p.time() * 1.3, p.high(), 1e-9 * p.time());
		}
		SpeedupCurve sampled = new SpeedupSweep(MachineModel.linuxServer(), null, UncertaintyBand.DEFAULT, 1)
				.sweep(sim, List.of(1, 4), ProgressMonitor.NONE);
		SpeedupCurve both = new SpeedupSweep(calibrated, null, UncertaintyBand.DEFAULT, 1).sweep(sim, List.of(1, 4),
				ProgressMonitor.NONE);
		for (int k = 0; k < 2; k++) {
			var s = sampled.points().get(k);
			var b = both.points().get(k);
			assertEquals(s.time(), b.time(), 0, "the error changes the band, not the prediction");
			assertEquals(Math.min(s.low(), s.time() * 0.9), b.low(), 1e-9 * s.time());
			assertEquals(Math.max(s.high(), s.time() * 1.3), b.high(), 1e-9 * s.time());
		}
	}

	@Test
	@DisplayName("bad input: zero or negative processor counts are refused")
	void nonPositiveProcessorCount() {
		Simulator sim = new Simulator(randomProgram(1, 2, 3, true));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> sim.run(MachineModel.linuxServer(), 0, SimulationModel.DIRECT, false));
		assertEquals("the number of processors must be positive, not 0", e.getMessage());
		assertThrows(IllegalArgumentException.class, () -> new SpeedupSweep(MachineModel.linuxServer(), null,
				UncertaintyBand.NONE, 1).sweep(sim, List.of(2, -1), ProgressMonitor.NONE));
	}
}
