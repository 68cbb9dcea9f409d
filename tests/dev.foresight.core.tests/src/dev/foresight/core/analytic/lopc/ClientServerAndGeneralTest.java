/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.lopc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Client-server work pile, the general AMVA model and exact MVA (seed-lopc 2.9, 2.10, Table R3, LOPC-T12 to T18). */
class ClientServerAndGeneralTest {

	@Test
	@DisplayName("LOPC-T15, T16: optimal server response and Eq. 6.8")
	void optimalServers() {
		assertEquals(2, ClientServer.optimalServerResponse(new LopcMachine(0, 1, 1, false)), 1e-12);
		assertEquals(1.7071068, ClientServer.optimalServerResponse(new LopcMachine(0, 1, 0, false)), 1e-7);
		LopcMachine c0 = new LopcMachine(0, 131, 0, false), c1 = new LopcMachine(0, 131, 1, false);
		assertEquals(4.534223, ClientServer.optimalServers(32, 1000, c0), 1e-6);
		assertEquals(5.065861, ClientServer.optimalServers(32, 1000, c1), 1e-6);
		assertEquals(5, ClientServer.best(32, 1000, c0).servers());
		assertEquals(5, ClientServer.best(32, 1000, c1).servers());
	}

	@Test
	@DisplayName("Table R3: throughput per server count stays under the optimistic bounds")
	void throughputSweep() {
		LopcMachine m = new LopcMachine(0, 131, 0, false);
		double[] x = { 0.007464, 0.014179, 0.018683, 0.020155, 0.020213, 0.019818, 0.019247, 0.018595, 0.017898,
				0.017174 };
		double[] q = { 22.558, 6.982, 2.623, 1.301, 0.828, 0.598, 0.462, 0.371, 0.306, 0.258 };
		double[] bound = { 0.007634, 0.015267, 0.022901, 0.022187, 0.021395, 0.020602, 0.019810, 0.019017, 0.018225,
				0.017433 };
		for (int ps = 1; ps <= 10; ps++) {
			ClientServer.Prediction p = ClientServer.predict(32, ps, 1000, m);
			assertEquals(x[ps - 1], p.throughput(), 1e-6, "X at P_s = " + ps);
			assertEquals(q[ps - 1], p.serverQueue(), 1e-3, "Q_s at P_s = " + ps);
			assertEquals(bound[ps - 1], ClientServer.throughputBound(32, ps, 1000, m), 1e-6);
			assertTrue(p.throughput() < ClientServer.throughputBound(32, ps, 1000, m));
		}
		ClientServer.Prediction best = ClientServer.best(32, 1000, new LopcMachine(0, 131, 1, false));
		assertEquals(0.019334, best.throughput(), 1e-6);
		assertEquals(1.027, best.serverQueue(), 1e-3);
		assertEquals(9, ClientServer.best(64, 1000, new LopcMachine(0, 100, 1, false)).servers());
		assertEquals(3, ClientServer.best(32, 2000, new LopcMachine(20, 131, 0, false)).servers());
	}

	@Test
	@DisplayName("LOPC-T12: the general solver reproduces homogeneous all-to-all")
	void generalEqualsAllToAll() {
		double third = 1.0 / 3;
		double[][] v = { { 0, third, third, third }, { third, 0, third, third }, { third, third, 0, third },
				{ third, third, third, 0 } };
		double[] w = { 1000, 1000, 1000, 1000 };
		for (double c2 : new double[] { 0, 1 }) {
			LopcMachine m = new LopcMachine(50, 200, c2, false);
			double expected = AllToAll.solve(1000, m).cycle();
			for (double r : GeneralModel.solve(v, w, m).cycle()) {
				assertEquals(expected, r, 1e-9 * expected);
			}
		}
	}

	@Test
	@DisplayName("LOPC-T13: the general solver reproduces the client-server quadratic")
	void generalEqualsClientServer() {
		int p = 8, servers = 2;
		double[][] v = new double[p][p];
		double[] w = new double[p];
		for (int c = 0; c < p; c++) {
			if (c < servers) {
				w[c] = -1; // a server runs no thread
			} else {
				w[c] = 1000;
				v[c][0] = 0.5;
				v[c][1] = 0.5;
			}
		}
		LopcMachine m = new LopcMachine(20, 131, 0, false);
		GeneralModel.Solution s = GeneralModel.solve(v, w, m);
		assertEquals(1329.487292, s.cycle()[5], 1e-6);
		assertEquals(ClientServer.predict(p, servers, 1000, m).cycle(), s.cycle()[5], 1e-6);
	}

	@Test
	@DisplayName("LOPC-T14: a hot spot")
	void hotSpot() {
		double third = 1.0 / 3;
		double[][] v = { { 0, third, third, third }, { 0.5, 0, 0.25, 0.25 }, { 0.5, 0.25, 0, 0.25 },
				{ 0.5, 0.25, 0.25, 0 } };
		GeneralModel.Solution s = GeneralModel.solve(v, new double[] { 500, 500, 500, 500 },
				new LopcMachine(10, 100, 1, false));
		assertEquals(911.30284, s.cycle()[0], 1e-5);
		assertEquals(831.34449, s.cycle()[2], 1e-5);
		assertEquals(138.75649, s.request()[0], 1e-5);
		assertEquals(125.64280, s.request()[1], 1e-5);
		assertEquals(125.03592, s.reply()[0], 1e-5);
		assertEquals(112.15232, s.reply()[3], 1e-5);
		assertEquals(640.62413, s.compute()[0], 1e-5);
		assertEquals(566.99253, s.compute()[1], 1e-5);
	}

	@Test
	@DisplayName("LOPC-T17, T18: matrix-vector multiply, W = N / (P - 1), speedup with and without contention")
	void matrixVector() {
		int n = 3200;
		int[] procs = { 2, 4, 8, 16, 32, 64 };
		double[] speedup = { 1.8077, 3.0292, 4.5587, 6.0545, 7.1860, 7.8879 };
		double[] contentionFree = { 1.8605, 3.2653, 5.2459, 7.5294, 9.6241, 11.1790 };
		double[] sharedMemory = { 1.8580, 3.2331, 5.0514, 6.8500, 8.1474, 8.8982 };
		LopcMachine mp = new LopcMachine(20, 100, 0, false), sm = new LopcMachine(20, 100, 0, true);
		for (int i = 0; i < procs.length; i++) {
			int p = procs[i];
			double requests = (double) n / p * (p - 1), work = (double) n / (p - 1);
			double sequential = (double) n * n;
			assertEquals(speedup[i], sequential / (requests * AllToAll.solve(work, mp).cycle()), 1e-4, "P " + p);
			assertEquals(contentionFree[i], sequential / (requests * mp.contentionFreeCycle(work)), 1e-4, "P " + p);
			assertEquals(sharedMemory[i], sequential / (requests * AllToAll.solve(work, sm).cycle()), 1e-4, "P " + p);
		}
		assertEquals(103.2258, (double) n / 31, 1e-4);
	}

	@Test
	@DisplayName("PAMELA Table 6 T_MVA row: exact MVA of the machine repair model (Z = 10, S = 0.1), +-0.011")
	void machineRepairMva() {
		int[] clients = { 1, 2, 5, 10, 20, 50, 100, 200, 500 };
		double[] recomputed = { 10.1000, 10.1010, 10.1041, 10.1097, 10.1228, 10.1896, 10.8190, 20.0000, 50.0000 };
		double[] printed = { 10.10, 10.10, 10.11, 10.12, 10.12, 10.19, 10.82, 20, 50 };
		for (int i = 0; i < clients.length; i++) {
			double t = MeanValueAnalysis.cycleTime(clients[i], 10, 0.1);
			assertEquals(recomputed[i], t, 1e-4, "P = " + clients[i]);
			assertEquals(printed[i], t, 0.011, "P = " + clients[i]);
		}
	}

	@Test
	@DisplayName("a heavily loaded server: the solver recovers from a first guess that saturates it")
	void heavyServer() {
		int p = 32;
		double[][] v = new double[p][p];
		double[] w = new double[p];
		w[0] = -1;
		for (int c = 1; c < p; c++) {
			v[c][0] = 1;
		}
		LopcMachine m = new LopcMachine(0, 131, 1, false);
		assertEquals(ClientServer.predict(p, 1, 0, m).cycle(), GeneralModel.solve(v, w, m).cycle()[7], 1e-6);
	}

	@Test
	@DisplayName("bad input: malformed visit matrices and server counts are reported")
	void badInput() {
		assertThrows(IllegalArgumentException.class, () -> ClientServer.predict(4, 4, 100, LopcMachine.messagePassing(0,
				1)));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GeneralModel.solve(
				new double[][] { { 0, 1 } }, new double[] { 1, 1 }, LopcMachine.messagePassing(0, 1)));
		assertTrue(e.getMessage().contains("one row per node"), e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> GeneralModel.solve(
				new double[][] { { 0, -1 }, { 0, 0 } },
				new double[] { 1, 1 }, LopcMachine.messagePassing(0, 1)));
		assertTrue(e.getMessage().contains("V[0][1]"), e.getMessage());
	}
}
