/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

/** Closed forms for expected completion times of fork-join phases, used to compare with the stochastic models. */
public final class ExpectedMaxima {

	private ExpectedMaxima() {
	}

	/** The harmonic number H_n: the expected maximum of n independent unit-mean exponentials is H_n. */
	public static double harmonic(int n) {
		double h = 0;
		for (int i = 1; i <= n; i++) {
			h += 1.0 / i;
		}
		return h;
	}

	/**
	 * The Kruskal-Weiss estimate of a phase of N i.i.d. tasks (mean mu, standard deviation sigma) on P processors
	 * taking batches of K with overhead h per batch: (N/P) mu + N h / (P K) + sigma sqrt(2 K ln P). The square root
	 * covers 2 K ln P as in the original paper (erratum 5 of the thesis transcription).
	 */
	public static double kruskalWeiss(int n, int p, double mu, double sigma, double h, int k) {
		return (double) n / p * mu + n * h / ((double) p * k) + sigma * Math.sqrt(2 * k * Math.log(p));
	}
}
