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
	/** Below this |l| the shape moments are integrated rather than taken from the beta-function formulas. */
	private static final double SMALL_SHAPE = 0.1;
	private static final int STARTS = 4, WIDE_STARTS = 2;
	/** Newton converges in a handful of steps from a table start; a root outside the region fails fast. */
	private static final int MAX_ITERATIONS = 30, MAX_HALVINGS = 12;
	private static final int CACHE_LIMIT = 50_000;
	private static final double CLASSICAL_LIMIT = 1.5;
	private static final double[][] CLASSICAL = buildTable(CLASSICAL_LIMIT);
	private static final double[][] WIDE = buildTable(30);
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
		double[] c = centralMoments(l3, l4);
		double spread = Math.sqrt(c[1]);
		double l2 = (l3 < 0 || l4 < 0 ? -spread : spread) / sd;
		return new Gld(mean - c[0] / l2, l2, l3, l4);
	}

	/** {l3, l4} of the classical root, plus a third entry when the fit is genuine rather than the fallback. */
	private static double[] fitShape(double skewness, double kurtosis) {
		Shape key = new Shape(skewness, kurtosis);
		double[] cached = CACHE.get(key);
		if (cached != null) {
			return cached;
		}
		double[] best = solve(CLASSICAL, STARTS, skewness, kurtosis);
		if (best == null) {
			best = solve(WIDE, WIDE_STARTS, skewness, kurtosis);
		}
		double[] result = best == null ? new double[] { NORMAL_LAMBDA, NORMAL_LAMBDA }
				: new double[] { best[0], best[1], 1 };
		if (CACHE.size() > CACHE_LIMIT) {
			CACHE.clear();
		}
		CACHE.put(key, result);
		return result;
	}

	/**
	 * Newton from the nearest table entries, smallest shape first; the first root that stays in the table's range is
	 * the classical one, so later starts are only tried when an earlier one fails.
	 */
	private static double[] solve(double[][] table, int starts, double skewness, double kurtosis) {
		double[] best = null;
		for (double[] start : nearest(table, starts, skewness, kurtosis)) {
			double[] root = newton(start[0], start[1], skewness, kurtosis);
			if (root != null && (best == null || size(root) < size(best))) {
				best = root;
				if (size(root) <= CLASSICAL_LIMIT) {
					break;
				}
			}
		}
		return best;
	}

	private static double size(double[] lambda) {
		return Math.max(Math.abs(lambda[0]), Math.abs(lambda[1]));
	}

	/** Damped Newton on (skewness, kurtosis) = target; null when it does not converge. */
	private static double[] newton(double l3, double l4, double skewness, double kurtosis) {
		double[] f = residual(l3, l4, skewness, kurtosis);
		for (int iter = 0; iter < MAX_ITERATIONS && f != null; iter++) {
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
			for (int half = 0; half < MAX_HALVINGS; half++, step /= 2) {
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
		double[] c = centralMoments(l3, l4);
		double var = c[1];
		if (!(var > 0)) {
			return null;
		}
		double skew = c[2] / (var * Math.sqrt(var));
		return new double[] { negative ? -skew : skew, c[3] / (var * var) };
	}

	/**
	 * Mean and central moments 2..4 of F^l3 - (1 - F)^l4 with F uniform. Small shapes integrate numerically with
	 * expm1, because the closed beta-function forms cancel catastrophically there (spec 2.4, pitfall 4).
	 */
	static double[] centralMoments(double l3, double l4) {
		if (Math.max(Math.abs(l3), Math.abs(l4)) < SMALL_SHAPE) {
			return integratedMoments(l3, l4);
		}
		double[] v = rawMoments(l3, l4);
		double a = v[0], b = v[1], c = v[2], d = v[3];
		return new double[] { a, b - a * a, c - 3 * a * b + 2 * a * a * a,
				d - 4 * a * c + 6 * a * a * b - 3 * a * a * a * a };
	}

	/**
	 * Tanh-sinh on every other node (step 1/8): the shape integrands are smooth enough for about 1e-12, and the fit
	 * evaluates them thousands of times.
	 */
	private static double[] integratedMoments(double l3, double l4) {
		int n = Quadrature.TS_U.length;
		double[] x = new double[n];
		double mean = 0;
		for (int i = 0; i < n; i += 2) {
			x[i] = FastMath.expm1(l3 * Quadrature.TS_LOGU[i]) - FastMath.expm1(l4 * Quadrature.TS_LOG1MU[i]);
			mean += 2 * Quadrature.TS_W[i] * x[i];
		}
		double m2 = 0, m3 = 0, m4 = 0;
		for (int i = 0; i < n; i += 2) {
			double d = x[i] - mean, d2 = d * d, w = 2 * Quadrature.TS_W[i];
			m2 += w * d2;
			m3 += w * d2 * d;
			m4 += w * d2 * d2;
		}
		return new double[] { mean, m2, m3, m4 };
	}

	/**
	 * E[(F^l3 - (1 - F)^l4)^r] for r = 1..4 with F uniform (Ramberg et al.). The six beta functions share their six
	 * single-shape log-gamma values, so those are computed once (the same operations as {@link SpecialFunctions#beta},
	 * hence the same results): the fit evaluates this thousands of times per distribution.
	 */
	private static double[] rawMoments(double l3, double l4) {
		double g13 = SpecialFunctions.logGamma(1 + l3), g14 = SpecialFunctions.logGamma(1 + l4);
		double g23 = SpecialFunctions.logGamma(1 + 2 * l3), g24 = SpecialFunctions.logGamma(1 + 2 * l4);
		double g33 = SpecialFunctions.logGamma(1 + 3 * l3), g34 = SpecialFunctions.logGamma(1 + 3 * l4);
		double a = 1 / (1 + l3) - 1 / (1 + l4);
		double b = 1 / (1 + 2 * l3) + 1 / (1 + 2 * l4) - 2 * beta(g13, g14, (1 + l3) + (1 + l4));
		double c = 1 / (1 + 3 * l3) - 1 / (1 + 3 * l4) - 3 * beta(g23, g14, (1 + 2 * l3) + (1 + l4))
				+ 3 * beta(g13, g24, (1 + l3) + (1 + 2 * l4));
		double d = 1 / (1 + 4 * l3) + 1 / (1 + 4 * l4) - 4 * beta(g33, g14, (1 + 3 * l3) + (1 + l4))
				+ 6 * beta(g23, g24, (1 + 2 * l3) + (1 + 2 * l4)) - 4 * beta(g13, g34, (1 + l3) + (1 + 3 * l4));
		return new double[] { a, b, c, d };
	}

	/** B(a, b) from ln Gamma(a), ln Gamma(b) and a + b. */
	private static double beta(double logGammaA, double logGammaB, double sum) {
		return Math.exp(logGammaA + logGammaB - SpecialFunctions.logGamma(sum));
	}

	/** The {@code starts} entries nearest to the target shape, by increasing shape size. */
	private static List<double[]> nearest(double[][] table, int starts, double skewness, double kurtosis) {
		double[][] picked = new double[starts][];
		double[] dist = new double[starts];
		java.util.Arrays.fill(dist, Double.POSITIVE_INFINITY);
		for (double[] e : table) {
			double d = distance(e, skewness, kurtosis);
			if (d < dist[starts - 1]) {
				int i = starts - 1;
				for (; i > 0 && dist[i - 1] > d; i--) {
					dist[i] = dist[i - 1];
					picked[i] = picked[i - 1];
				}
				dist[i] = d;
				picked[i] = e;
			}
		}
		List<double[]> out = new ArrayList<>();
		for (double[] e : picked) {
			if (e != null) {
				out.add(e);
			}
		}
		out.sort(Comparator.comparingDouble(GldFit::size));
		return out;
	}

	private static double distance(double[] entry, double skewness, double kurtosis) {
		double ds = entry[2] - skewness, dk = (entry[3] - kurtosis) / 3;
		return ds * ds + dk * dk;
	}

	/**
	 * Entries {l3, l4, skewness, kurtosis}: both regions with positive shapes up to {@code maxPositive}. Up to 1.5 the
	 * positive region maps one-to-one onto its shapes (the classical branch), beyond it lie the other roots.
	 */
	private static double[][] buildTable(double maxPositive) {
		List<double[]> table = new ArrayList<>();
		List<Double> positive = new ArrayList<>(), negative = new ArrayList<>();
		for (double v = 0.004; v < maxPositive; v *= 1.25) {
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
		return table.toArray(double[][]::new);
	}
}
