/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Fits a generalized lambda distribution to four moments (Ramberg et al. 1979 moment equations). The shape equations
 * have several roots; the classical branch, the one with the smallest |l3|, |l4|, is the one that reproduces the
 * published tables (spec 2.4, pitfall 1), so Newton's method starts from the nearest points of a precomputed shape
 * table and the smallest converged root wins. Shapes outside the region the distribution covers fall back to the
 * normal-shaped fit.
 */
final class GldFit {

	/** The classical fit of the normal shape (spec PAM-T18). */
	static final double NORMAL_LAMBDA = 0.1349125;

	private static final double TOLERANCE = 1e-10;
	private static final int STARTS = 6;
	private static final int CACHE_LIMIT = 50_000;
	private static final List<double[]> TABLE = buildTable();
	private static final Map<Shape, double[]> CACHE = new ConcurrentHashMap<>();

	private record Shape(double skewness, double kurtosis) {
	}

	private GldFit() {
	}

	/**
	 * The lambda distribution with the given moments.
	 *
	 * @param m moments with a positive variance
	 * @return the fit, normal-shaped when the shape is outside the lambda region
	 */
	static Gld fit(Moments m) {
		double[] lambda = fitShape(m.skewness(), m.kurtosis());
		return scaled(lambda[0], lambda[1], m.mean(), m.sd());
	}

	/**
	 * Whether the shape lies in the region the lambda distribution covers.
	 *
	 * @param skewness the skewness
	 * @param kurtosis the kurtosis
	 * @return true when a fit exists
	 */
	static boolean covers(double skewness, double kurtosis) {
		return fitShape(skewness, kurtosis).length == 3;
	}

	/** Location and scale for the shape (l3, l4) so that the mean and deviation match. */
	static Gld scaled(double l3, double l4, double mean, double sd) {
		double[] raw = rawMoments(l3, l4);
		double spread = Math.sqrt(raw[1] - raw[0] * raw[0]);
		double l2 = (l3 < 0 || l4 < 0 ? -spread : spread) / sd;
		return new Gld(mean - raw[0] / l2, l2, l3, l4);
	}

	/** {l3, l4} of the classical root, plus a third entry when the fit is genuine rather than the fallback. */
	private static double[] fitShape(double skewness, double kurtosis) {
		Shape key = new Shape(skewness, kurtosis);
		double[] cached = CACHE.get(key);
		if (cached != null) {
			return cached;
		}
		double[] best = null;
		for (double[] start : nearest(skewness, kurtosis)) {
			double[] root = newton(start[0], start[1], skewness, kurtosis);
			if (root != null && (best == null || size(root) < size(best))) {
				best = root;
			}
		}
		double[] result = best == null ? new double[] { NORMAL_LAMBDA, NORMAL_LAMBDA }
				: new double[] { best[0], best[1], 1 };
		if (CACHE.size() > CACHE_LIMIT) {
			CACHE.clear();
		}
		CACHE.put(key, result);
		return result;
	}

	private static double size(double[] lambda) {
		return Math.max(Math.abs(lambda[0]), Math.abs(lambda[1]));
	}

	/** Damped Newton on (skewness, kurtosis) = target; null when it does not converge. */
	private static double[] newton(double l3, double l4, double skewness, double kurtosis) {
		double[] f = residual(l3, l4, skewness, kurtosis);
		for (int iter = 0; iter < 60 && f != null; iter++) {
			if (Math.abs(f[0]) < TOLERANCE && Math.abs(f[1]) < TOLERANCE) {
				return new double[] { l3, l4 };
			}
			double h3 = 1e-6 * Math.max(Math.abs(l3), 1e-3), h4 = 1e-6 * Math.max(Math.abs(l4), 1e-3);
			double[] a = residual(l3 + h3, l4, skewness, kurtosis), b = residual(l3, l4 + h4, skewness, kurtosis);
			if (a == null || b == null) {
				return null;
			}
			double j11 = (a[0] - f[0]) / h3, j21 = (a[1] - f[1]) / h3;
			double j12 = (b[0] - f[0]) / h4, j22 = (b[1] - f[1]) / h4;
			double det = j11 * j22 - j12 * j21;
			if (det == 0 || !Double.isFinite(det)) {
				return null;
			}
			double d3 = (j22 * f[0] - j12 * f[1]) / det, d4 = (j11 * f[1] - j21 * f[0]) / det;
			double[] next = null;
			double step = 1;
			for (int half = 0; half < 40; half++, step /= 2) {
				next = residual(l3 - step * d3, l4 - step * d4, skewness, kurtosis);
				if (next != null && norm(next) < norm(f)) {
					break;
				}
				next = null;
			}
			if (next == null) {
				return null;
			}
			l3 -= step * d3;
			l4 -= step * d4;
			f = next;
		}
		return f != null && Math.abs(f[0]) < TOLERANCE && Math.abs(f[1]) < TOLERANCE ? new double[] { l3, l4 } : null;
	}

	private static double norm(double[] f) {
		return f[0] * f[0] + f[1] * f[1];
	}

	private static double[] residual(double l3, double l4, double skewness, double kurtosis) {
		double[] s = shape(l3, l4);
		return s == null ? null : new double[] { s[0] - skewness, s[1] - kurtosis };
	}

	/**
	 * Skewness and kurtosis of the distribution with shape (l3, l4), the sign of l2 included; null outside the region
	 * where four moments exist and the distribution is valid (both shapes of one sign, each above -1/4).
	 */
	static double[] shape(double l3, double l4) {
		boolean positive = l3 > 0 && l4 > 0;
		boolean negative = l3 < 0 && l4 < 0 && l3 > -0.25 && l4 > -0.25;
		if (!positive && !negative) {
			return null;
		}
		double[] v = rawMoments(l3, l4);
		double a = v[0], b = v[1], c = v[2], d = v[3];
		double var = b - a * a;
		if (!(var > 0)) {
			return null;
		}
		double skew = (c - 3 * a * b + 2 * a * a * a) / (var * Math.sqrt(var));
		double kurt = (d - 4 * a * c + 6 * a * a * b - 3 * a * a * a * a) / (var * var);
		return new double[] { negative ? -skew : skew, kurt };
	}

	/** E[(F^l3 - (1 - F)^l4)^r] for r = 1..4 with F uniform. */
	static double[] rawMoments(double l3, double l4) {
		double a = 1 / (1 + l3) - 1 / (1 + l4);
		double b = 1 / (1 + 2 * l3) + 1 / (1 + 2 * l4) - 2 * SpecialFunctions.beta(1 + l3, 1 + l4);
		double c = 1 / (1 + 3 * l3) - 1 / (1 + 3 * l4) - 3 * SpecialFunctions.beta(1 + 2 * l3, 1 + l4)
				+ 3 * SpecialFunctions.beta(1 + l3, 1 + 2 * l4);
		double d = 1 / (1 + 4 * l3) + 1 / (1 + 4 * l4) - 4 * SpecialFunctions.beta(1 + 3 * l3, 1 + l4)
				+ 6 * SpecialFunctions.beta(1 + 2 * l3, 1 + 2 * l4) - 4 * SpecialFunctions.beta(1 + l3, 1 + 3 * l4);
		return new double[] { a, b, c, d };
	}

	private static List<double[]> nearest(double skewness, double kurtosis) {
		List<double[]> sorted = new ArrayList<>(TABLE);
		sorted.sort(Comparator.comparingDouble(e -> distance(e, skewness, kurtosis)));
		return sorted.subList(0, STARTS);
	}

	private static double distance(double[] entry, double skewness, double kurtosis) {
		double ds = entry[2] - skewness, dk = (entry[3] - kurtosis) / 3;
		return ds * ds + dk * dk;
	}

	/** Entries {l3, l4, skewness, kurtosis} over both lambda regions. */
	private static List<double[]> buildTable() {
		List<double[]> table = new ArrayList<>();
		List<Double> positive = new ArrayList<>(), negative = new ArrayList<>();
		for (double v = 0.004; v < 30; v *= 1.25) {
			positive.add(v);
		}
		for (double v = 0.002; v < 0.25; v *= 1.25) {
			negative.add(-v);
		}
		for (List<Double> region : List.of(positive, negative)) {
			for (double l3 : region) {
				for (double l4 : region) {
					double[] s = shape(l3, l4);
					if (s != null && Double.isFinite(s[0]) && Double.isFinite(s[1])) {
						table.add(new double[] { l3, l4, s[0], s[1] });
					}
				}
			}
		}
		return table;
	}
}
