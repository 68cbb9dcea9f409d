/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import java.util.ArrayList;
import java.util.List;

/**
 * Schopf's regular SPMD model of red-black successive over-relaxation on strips of columns (Eq. 3.31): each iteration
 * lasts as long as the slowest strip's red and black computation and neighbour exchange. Computation is
 * NumElt(i) BM(i) / AvailCPU(i) (Eqs. 3.41, 3.42 with the corrected contention); a strip exchanges one column of N
 * elements with each neighbour it has (Eqs. 3.34 to 3.38).
 *
 * @param n the grid dimension N
 * @param columns the columns of each strip (N / P each for an even split)
 * @param redBenchmark BM(Red, i), seconds per point on each processor
 * @param blackBenchmark BM(Black, i)
 * @param availableCpu AvailCPU(i), (1, 0) on a dedicated machine
 * @param elementBytes Size(Elt)
 * @param bandwidth BW between neighbours, bytes per second (infinite for no communication)
 * @param unpackPerByte Unpack, seconds per byte
 */
public record SorModel(int n, long[] columns, double[] redBenchmark, double[] blackBenchmark,
		List<NormalValue> availableCpu, double elementBytes, double bandwidth, double unpackPerByte) {

	/**
	 * Copies and checks the per-processor parameters.
	 */
	public SorModel {
		columns = columns.clone();
		redBenchmark = redBenchmark.clone();
		blackBenchmark = blackBenchmark.clone();
		availableCpu = List.copyOf(availableCpu);
		int p = columns.length;
		if (p == 0 || redBenchmark.length != p || blackBenchmark.length != p || availableCpu.size() != p) {
			throw new IllegalArgumentException("SOR needs one column count, two benchmarks and one available CPU per "
					+ "processor, got " + p + ", " + redBenchmark.length + ", " + blackBenchmark.length + ", "
					+ availableCpu.size());
		}
	}

	/**
	 * One phase's computation on strip i.
	 *
	 * @param i the processor
	 * @param red the red phase, else the black one
	 * @return NumElt BM / AvailCPU
	 */
	public NormalValue computation(int i, boolean red) {
		double points = (double) n * columns[i];
		NormalValue dedicated = NormalValue.point(points * (red ? redBenchmark[i] : blackBenchmark[i]));
		return ComponentModels.contention(dedicated, availableCpu.get(i), Correlation.UNCORRELATED);
	}

	/**
	 * One phase's communication on strip i (RedComm = BlackComm): a column sent to and unpacked from each neighbour.
	 *
	 * @param i the processor
	 * @return SendLR(i) + ReceLR(i), without the terms of a missing neighbour
	 */
	public double communication(int i) {
		int neighbours = (i > 0 ? 1 : 0) + (i < columns.length - 1 ? 1 : 0);
		double send = ComponentModels.pointToPoint(n, elementBytes, bandwidth, ComponentModels.Startup.NONE);
		double process = ComponentModels.unpack(n, elementBytes, unpackPerByte);
		return neighbours * (send + process);
	}

	/**
	 * One iteration of strip i: RedComp + RedComm + BlackComp + BlackComm.
	 *
	 * @param i the processor
	 * @return its iteration time
	 */
	public NormalValue iteration(int i) {
		return computation(i, true).plus(computation(i, false), Correlation.CORRELATED).plus(2 * communication(i));
	}

	/**
	 * SORExTime1 (Eq. 3.31): NumIts times the slowest strip's iteration.
	 *
	 * @param iterations NumIts
	 * @param policy how the maximum over strips is taken
	 * @return the execution time
	 */
	public NormalValue executionTime(int iterations, MaxPolicy policy) {
		List<NormalValue> strips = new ArrayList<>();
		for (int i = 0; i < columns.length; i++) {
			strips.add(iteration(i));
		}
		return policy.max(strips).times(iterations);
	}
}
