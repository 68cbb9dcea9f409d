/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.BinaryOperator;

/**
 * A stochastic value as a histogram of intervals with probabilities (Schopf section 4.D, Eq. 4.16), uniform inside
 * each bin. Arithmetic combines every pair of bins (Eqs. 4.18 to 4.21), so the bin count multiplies; the density is
 * Luethi's mixture of uniforms (Eq. 4.25).
 *
 * @param bins the bins, probabilities summing to 1
 */
public record Histogram(List<Histogram.Bin> bins) {

	/**
	 * One bin.
	 *
	 * @param range the values of the bin
	 * @param p its probability
	 */
	public record Bin(Interval range, double p) {
	}

	/**
	 * A piece of the density: constant {@code density} over {@code range}.
	 *
	 * @param range the elementary segment
	 * @param density the density there (or the summed probability, for the thesis-compatible form)
	 */
	public record Segment(Interval range, double density) {
	}

	/**
	 * Checks the probabilities.
	 */
	public Histogram {
		bins = List.copyOf(bins);
		double total = 0;
		for (Bin b : bins) {
			if (!(b.p >= 0)) {
				throw new IllegalArgumentException("bin probability must be >= 0, got " + b.p);
			}
			total += b.p;
		}
		if (bins.isEmpty() || Math.abs(total - 1) > 1e-9) {
			throw new IllegalArgumentException("histogram probabilities must sum to 1, got " + total);
		}
	}

	/**
	 * Combines every pair of bins with an interval operation, assuming the two values independent.
	 *
	 * @param other the other histogram
	 * @param op the interval operation, for example {@link Interval#plus}
	 * @return the intermediate histogram, one bin per pair
	 */
	public Histogram combine(Histogram other, BinaryOperator<Interval> op) {
		List<Bin> out = new ArrayList<>(bins.size() * other.bins.size());
		for (Bin a : bins) {
			for (Bin b : other.bins) {
				out.add(new Bin(op.apply(a.range, b.range), a.p * b.p));
			}
		}
		return new Histogram(out);
	}

	/**
	 * The sum of two independent histogram values.
	 *
	 * @param other the other value
	 * @return the intermediate histogram
	 */
	public Histogram plus(Histogram other) {
		return combine(other, Interval::plus);
	}

	/**
	 * Luethi's density (Eq. 4.25) on the elementary segments between all bin ends: each bin spreads its probability
	 * uniformly. It integrates to 1, unlike the overlap sums the thesis prints as Eq. 4.22.
	 *
	 * @return the segments with their densities
	 */
	public List<Segment> density() {
		return segments(true);
	}

	/**
	 * The summed probability of the bins overlapping each elementary segment: the numbers the thesis prints as
	 * Eq. 4.22 (spec erratum 13), kept for comparison with the source.
	 *
	 * @return the segments with their overlap sums
	 */
	public List<Segment> overlapSums() {
		return segments(false);
	}

	private List<Segment> segments(boolean asDensity) {
		TreeSet<Double> cuts = new TreeSet<>();
		for (Bin b : bins) {
			if (asDensity && b.range.length() == 0) {
				throw new IllegalArgumentException("a density needs bins of non-zero width, got " + b.range);
			}
			cuts.add(b.range.lo());
			cuts.add(b.range.hi());
		}
		List<Segment> out = new ArrayList<>();
		Double prev = null;
		for (double cut : cuts) {
			if (prev != null) {
				double mid = 0.5 * (prev + cut), value = 0;
				for (Bin b : bins) {
					if (b.range.lo() <= mid && mid <= b.range.hi()) {
						value += asDensity ? b.p / b.range.length() : b.p;
					}
				}
				out.add(new Segment(new Interval(prev, cut), value));
			}
			prev = cut;
		}
		return out;
	}
}
