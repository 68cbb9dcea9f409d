/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Ready-made structural models with the parameters Schopf measured (thesis chapter 3). PCL machines are, in order,
 * Thing1, Thing2, Lorax and Picard; "MB" is 10^6 bytes. Models are dedicated (point-valued); make them stochastic
 * by passing available-CPU values where a template takes them.
 */
public final class SchopfTemplates {

	/** The PCL cluster's machines, in the order of every per-machine array here. */
	public static final List<String> PCL_MACHINES = List.of("Thing1", "Thing2", "Lorax", "Picard");

	/** GA slave benchmark on PCL, seconds per element (Table 3.3). */
	static final double[] GA_PCL_BENCHMARK = { 9.9019e-3, 9.8433e-3, 2.4221e-2, 3.38396e-2 };
	/** Bandwidth on PCL, MB per second, row = sender (Table 3.4). */
	static final double[][] PCL_BANDWIDTH = { { 11.94, 6.7854, 0.9633, 0.9871 }, { 7.1556, 12.50, 0.9564, 0.9885 },
			{ 0.8219, 0.8240, 2.5205, 0.831 }, { 0.9817, 0.9864, 0.8994, 3.4919 } };
	/** Message start-up on PCL, microseconds a + b n, row = sender (Table 3.5). */
	static final double[][][] PCL_STARTUP = {
			{ { 354, 0.0065 }, { 439, 0.00588 }, { 1877, 0.00613 }, { 1142, 0.00550 } },
			{ { 436, 0.00588 }, { 352, 0.0060 }, { 1710, 0.0060 }, { 1153, 0.00575 } },
			{ { 1596, 0.0523 }, { 1584, 0.0546 }, { 1922, 0.0538 }, { 2978, 0.0609 } },
			{ { 1140, 0.0429 }, { 1148, 0.0391 }, { 3203, 0.0406 }, { 1489, 0.0433 } } };
	/** SOR per-point benchmark on PCL from the no-communication code (Table 3.13). */
	static final double[] SOR_PCL_NO_COMM = { 1.4466e-6, 1.4319e-6, 4.2722e-6, 3.9678e-6 };
	/** SOR per-point benchmark on PCL from one-processor runs (Table 3.14). */
	static final double[] SOR_PCL_ONE_PROCESSOR = { 1.0714e-6, 1.0423e-6, 3.0973e-6, 3.8313e-6 };
	/** Hi-Temp job time on PCL, seconds (Table 3.27). */
	static final double[] HI_TEMP_PCL = { 0.89105, 0.87058, 3.6618, 3.4382 };

	private static final double MB = 1e6;
	private static final double LINUX_BANDWIDTH = 2.6125 * MB;

	private SchopfTemplates() {
	}

	/**
	 * GA on the Linux cluster (Eqs. 3.27 to 3.29): Scatter = P N 24 / BW, Slave = (N / P) 2.5987e-3,
	 * Gather = P (N / P) 24 / BW with BW = 2.6125 MB/s; Master = 0.
	 *
	 * @param n the population size N
	 * @param p the number of slaves
	 * @return the model
	 */
	public static MasterSlaveModel gaLinux(int n, int p) {
		double scatter = p * ComponentModels.pointToPoint(n, 24, LINUX_BANDWIDTH, ComponentModels.Startup.NONE);
		double gather = p * ComponentModels.pointToPoint((double) n / p, 24, LINUX_BANDWIDTH,
				ComponentModels.Startup.NONE);
		NormalValue slave = ComponentModels.benchmark((double) n / p, NormalValue.point(2.5987e-3));
		return new MasterSlaveModel(NormalValue.point(0), NormalValue.point(scatter), nCopies(slave, p),
				NormalValue.point(gather));
	}

	/**
	 * GA on the four PCL machines with the master on one of them (Eqs. 3.21, 3.23 to 3.26): slaves by the Table 3.3
	 * benchmark, the whole population (N elements of 24 bytes) sent to each slave and N / 4 elements returned, with
	 * or without the Table 3.5 start-up costs; Master = 0.
	 *
	 * @param n the population size N
	 * @param master the index of the master's machine in {@link #PCL_MACHINES}
	 * @param withStartup Scatter2/Gather2 (with start-up) instead of Scatter1/Gather1
	 * @return the model
	 */
	public static MasterSlaveModel gaPcl(int n, int master, boolean withStartup) {
		int p = PCL_MACHINES.size();
		List<NormalValue> slaves = new ArrayList<>(), scatter = new ArrayList<>(), gather = new ArrayList<>();
		for (int i = 0; i < p; i++) {
			slaves.add(ComponentModels.benchmark((double) n / p, NormalValue.point(GA_PCL_BENCHMARK[i])));
			scatter.add(NormalValue.point(ComponentModels.pointToPoint(n, 24, PCL_BANDWIDTH[master][i] * MB,
					withStartup ? pclStartup(master, i) : ComponentModels.Startup.NONE)));
			gather.add(NormalValue.point(ComponentModels.pointToPoint((double) n / p, 24, PCL_BANDWIDTH[i][master] * MB,
					withStartup ? pclStartup(i, master) : ComponentModels.Startup.NONE)));
		}
		return new MasterSlaveModel(NormalValue.point(0), ComponentModels.sequential(scatter, Correlation.CORRELATED),
				slaves, ComponentModels.sequential(gather, Correlation.CORRELATED));
	}

	/**
	 * N-body on the Linux cluster (Tables 3.21 to 3.23): Slave = (N N / P) 1.01798e-7, Scatter = P N 208 / 6.610 MB/s,
	 * Gather = P (N / P) 208 / 2.6125 MB/s; Master = 0.
	 *
	 * @param n the number of bodies N
	 * @param p the number of slaves
	 * @return the model
	 */
	public static MasterSlaveModel nBodyLinux(int n, int p) {
		double scatter = p * ComponentModels.pointToPoint(n, 208, 6.610 * MB, ComponentModels.Startup.NONE);
		double gather = p * ComponentModels.pointToPoint((double) n / p, 208, LINUX_BANDWIDTH,
				ComponentModels.Startup.NONE);
		NormalValue slave = ComponentModels.benchmark((double) n * n / p, NormalValue.point(1.01798e-7));
		return new MasterSlaveModel(NormalValue.point(0), NormalValue.point(scatter), nCopies(slave, p),
				NormalValue.point(gather));
	}

	/**
	 * SOR on the four PCL machines without communication (Eqs. 3.43, 3.44), N / 4 columns each, red = black.
	 *
	 * @param n the grid dimension N
	 * @param oneProcessorBenchmark Table 3.14 (one-processor runs) instead of Table 3.13 (no-communication code)
	 * @param availableCpu available CPU of each machine, (1, 0) when dedicated
	 * @return the model
	 */
	public static SorModel sorPcl(int n, boolean oneProcessorBenchmark, List<NormalValue> availableCpu) {
		double[] bm = oneProcessorBenchmark ? SOR_PCL_ONE_PROCESSOR : SOR_PCL_NO_COMM;
		long[] columns = new long[bm.length];
		Arrays.fill(columns, n / bm.length);
		return new SorModel(n, columns, bm, bm, availableCpu, 8, Double.POSITIVE_INFINITY, 0);
	}

	/**
	 * SOR on the Linux cluster with communication (Tables 3.16, 3.18): BM 4.68345e-6 s per point, 8-byte elements,
	 * 2.6125 MB/s between neighbours, unpacking 3.713e-3 s per MB.
	 *
	 * @param n the grid dimension N
	 * @param p the number of processors
	 * @return the dedicated model
	 */
	public static SorModel sorLinux(int n, int p) {
		long[] columns = new long[p];
		double[] bm = new double[p];
		Arrays.fill(columns, n / p);
		Arrays.fill(bm, 4.68345e-6);
		return new SorModel(n, columns, bm, bm, nCopies(NormalValue.point(1), p), 8, LINUX_BANDWIDTH, 3.713e-3 / MB);
	}

	/**
	 * Hi-Temp on the four PCL machines (Table 3.27), communication folded into the job time as in the thesis.
	 *
	 * @return the model with MasterSetup = 0
	 */
	public static HiTempModel hiTempPcl() {
		double[] zero = new double[HI_TEMP_PCL.length];
		return new HiTempModel(0, zero, HI_TEMP_PCL, zero);
	}

	/**
	 * LU (Eq. 3.49, Tables 3.31, 3.32): Comp = n^3 2.5755e-3 plus Comm = (P ((n - 1) + (n - 2)) + 10) 0.2 on Linux;
	 * the one-part model n^3 3.7522e-3 on PCL.
	 *
	 * @param n the class size n
	 * @param p the number of processors (Linux only)
	 * @param linux the Linux two-part model, else the PCL one-part model
	 * @return seconds
	 */
	public static double lu(int n, int p, boolean linux) {
		double cube = (double) n * n * n;
		if (!linux) {
			return cube * 3.7522e-3;
		}
		double messages = p * ((n - 1) + (n - 2)) + 10;
		return cube * 2.5755e-3 + messages * 0.2;
	}

	/**
	 * SP on the Alpha farm (Table 3.34): Comp = (N^3 / P) 0.6947e-3 and the profile's 25 % communication as
	 * Comm = (25 / 75) Comp.
	 *
	 * @param n the class size N
	 * @param p the number of processors
	 * @return seconds
	 */
	public static double sp(int n, int p) {
		double comp = Math.pow(n, 3) / p * 0.6947e-3;
		return comp + comp * 25 / 75;
	}

	/**
	 * EP (Eq. 3.50, Tables 3.35, 3.36): Max_i of (2^N / P) per-pair cost, by benchmark on the Alpha farm or Linux, or
	 * by operation count (29 multiplications of 2.28024e-7 s) on the Alpha farm.
	 *
	 * @param n the exponent N
	 * @param p the number of processors
	 * @param platform "alpha", "linux" or "alpha-opcount"
	 * @return seconds
	 */
	public static double ep(int n, int p, String platform) {
		double pairs = Math.pow(2, n) / p;
		return switch (platform) {
		case "alpha" -> pairs * 3.30658e-7;
		case "linux" -> pairs * 3.1296e-6;
		case "alpha-opcount" -> pairs * 29 * 2.28024e-7;
		default -> throw new IllegalArgumentException("unknown EP platform '" + platform
				+ "', expected alpha, linux or alpha-opcount");
		};
	}

	private static ComponentModels.Startup pclStartup(int from, int to) {
		return new ComponentModels.Startup(PCL_STARTUP[from][to][0], PCL_STARTUP[from][to][1]);
	}

	private static List<NormalValue> nCopies(NormalValue v, int n) {
		return java.util.Collections.nCopies(n, v);
	}
}
