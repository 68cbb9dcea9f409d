/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The structural-model templates with the thesis's parameters (seed-schopf 7.4, 7.6, 7.7). */
class StructuralModelsTest {

	private static final MaxPolicy MAX = MaxPolicy.largestMean();

	@Test
	@DisplayName("T-M1, T-M2: GA on PCL, benchmark slaves and Scatter1/Gather1 with and without start-up")
	void gaPcl() {
		MasterSlaveModel plain = SchopfTemplates.gaPcl(1600, 0, false);
		double[] slaves = { 3.96076, 3.93732, 9.6884, 13.53584 };
		for (int i = 0; i < 4; i++) {
			assertEquals(slaves[i], plain.slaves().get(i).mean(), 1e-9);
		}
		assertEquals(0.087640095, plain.scatter().mean(), 1e-9);
		assertEquals(0.023604835, plain.gather().mean(), 1e-9);
		assertEquals(13.647084929, plain.executionTime(MAX, Correlation.CORRELATED).mean(), 1e-8);
		MasterSlaveModel startup = SchopfTemplates.gaPcl(1600, 0, true);
		assertEquals(0.092374079, startup.scatter().mean(), 1e-9);
		assertEquals(0.028163603, startup.gather().mean(), 1e-9);
	}

	@Test
	@DisplayName("T-M3, T-SP1: GA on Linux and its speedup curve")
	void gaLinux() {
		MasterSlaveModel m = SchopfTemplates.gaLinux(5000, 4);
		assertEquals(0.183732057, m.scatter().mean(), 1e-9);
		assertEquals(3.248375, m.slaves().get(0).mean(), 1e-9);
		assertEquals(0.045933014, m.gather().mean(), 1e-9);
		assertEquals(3.478040072, m.executionTime(MAX, Correlation.CORRELATED).mean(), 1e-8);
		int[] p = { 1, 2, 4, 8, 16, 32 };
		double[] t = { 13.085366, 6.634549, 3.478040, 2.037585, 1.592955, 1.921836 };
		for (int i = 0; i < p.length; i++) {
			assertEquals(t[i], SchopfTemplates.gaLinux(5000, p[i]).executionTime(MAX, Correlation.CORRELATED).mean(),
					1e-6, "P = " + p[i]);
		}
	}

	@Test
	@DisplayName("T-M5, T-M6: SOR on PCL (the arg-max depends on the benchmark) and on Linux with communication")
	void sor() {
		List<NormalValue> dedicated = Collections.nCopies(4, NormalValue.point(1));
		SorModel onePro = SchopfTemplates.sorPcl(1000, true, dedicated);
		assertEquals(0.957825, onePro.computation(3, true).mean(), 1e-9);
		assertEquals(19.1565, onePro.executionTime(10, MAX).mean(), 1e-9);
		SorModel noComm = SchopfTemplates.sorPcl(1000, false, dedicated);
		assertEquals(1.06805, noComm.computation(2, true).mean(), 1e-9);
		assertEquals(21.361, noComm.executionTime(10, MAX).mean(), 1e-9);
		SorModel linux = SchopfTemplates.sorLinux(2000, 4);
		assertEquals(4.68345, linux.computation(1, true).mean(), 1e-9);
		assertEquals(0.012367620, linux.communication(1), 1e-9);
		assertEquals(0.006183810, linux.communication(0), 1e-9);
		assertEquals(9.391635240, linux.executionTime(1, MAX).mean(), 1e-8);
	}

	@Test
	@DisplayName("T-P1, T-P2: stochastic and interval SOR predictions for an equal split")
	void stochasticSor() {
		List<NormalValue> cpu = List.of(new NormalValue(0.9, 0.02), new NormalValue(0.5, 0.15),
				new NormalValue(0.95, 0.01), new NormalValue(0.6, 0.10));
		SorModel model = SchopfTemplates.sorPcl(1000, true, cpu);
		double[][] expected = { { 0.595222, 0.013227 }, { 1.0423, 0.31269 }, { 1.630158, 0.017160 },
				{ 3.19275, 0.532125 } };
		for (int i = 0; i < 4; i++) {
			NormalValueTest.assertNormal(expected[i][0], expected[i][1], model.iteration(i));
		}
		assertEquals(3.19275, model.executionTime(1, MAX).mean(), 1e-5);
		Interval[] cpuRange = { new Interval(0.85, 0.95), new Interval(0.2, 0.8), new Interval(0.93, 0.97),
				new Interval(0.4, 0.8) };
		double[][] ranges = { { 0.563895, 0.630235 }, { 0.651438, 2.60575 }, { 1.596546, 1.665215 },
				{ 2.394563, 4.789125 } };
		for (int i = 0; i < 4; i++) {
			double dedicated = 2 * 1000 * 250 * SchopfTemplates.SOR_PCL_ONE_PROCESSOR[i];
			Interval t = Interval.point(dedicated).dividedBy(cpuRange[i]);
			assertEquals(ranges[i][0], t.lo(), 1e-6);
			assertEquals(ranges[i][1], t.hi(), 1e-5);
		}
	}

	@Test
	@DisplayName("T-M8 to T-M11: N-body on Linux, LU, SP and EP")
	void otherTemplates() {
		MasterSlaveModel nBody = SchopfTemplates.nBodyLinux(4000, 4);
		assertEquals(0.407192, nBody.slaves().get(0).mean(), 1e-9);
		assertEquals(0.503479576, nBody.scatter().mean(), 1e-9);
		assertEquals(0.318468900, nBody.gather().mean(), 1e-9);
		assertEquals(1.229140476, nBody.executionTime(MAX, Correlation.CORRELATED).mean(), 1e-8);
		assertEquals(52.204, SchopfTemplates.lu(20, 4, true), 1e-9);
		assertEquals(117.1385, SchopfTemplates.lu(30, 4, true), 1e-9);
		assertEquals(228.432, SchopfTemplates.lu(40, 4, true), 1e-9);
		assertEquals(30.0176, SchopfTemplates.lu(20, 4, false), 1e-9);
		assertEquals(240.1408, SchopfTemplates.lu(40, 4, false), 1e-9);
		assertEquals(60.7038123, SchopfTemplates.sp(64, 4), 1e-6);
		assertEquals(0.693440086, SchopfTemplates.ep(24, 8, "alpha"), 1e-9);
		assertEquals(13.867828642, SchopfTemplates.ep(24, 8, "alpha-opcount"), 1e-8);
		assertEquals(13.126493798, SchopfTemplates.ep(24, 4, "linux"), 1e-8);
	}

	@Test
	@DisplayName("Eq. 3.3: overlapped master-slave takes the slowest scatter-compute-gather chain")
	void overlapped() {
		MasterSlaveModel m = new MasterSlaveModel(NormalValue.point(1), NormalValue.point(0),
				List.of(NormalValue.point(5), NormalValue.point(3)), NormalValue.point(0));
		NormalValue t = m.overlappedTime(List.of(NormalValue.point(1), NormalValue.point(4)),
				List.of(NormalValue.point(1), NormalValue.point(1)), MAX, Correlation.CORRELATED);
		assertEquals(1 + 8, t.mean(), 1e-12);
	}
}
