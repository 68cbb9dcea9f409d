/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.Bound;
import dev.foresight.core.analysis.result.ParallelismProfile;

/**
 * Computes p(n,k,t,z,V) = min over allocation shapes A of s(A,V) + z r(A,t,V) (spec sections 7.2-7.6) by the
 * branch-and-bound over allocation classes of section 7.6: a class fixes the first c processors' counts; its value
 * uses the even spreading of the rest for the thick part and the tightest packing for the thin part, a lower bound
 * for every shape in the class. The search expands the class of least value until that class is a complete shape.
 */
public final class BoundSearch {

	private final ParallelismProfile profile;
	private final int n;
	private final ShapeMath math;
	private final double[] v;
	private final Map<List<Integer>, Double> thickCache = new HashMap<>();
	private long evaluated;

	/** A search for the program with the given profile. */
	public BoundSearch(ParallelismProfile profile) {
		this.profile = profile;
		this.n = profile.threads();
		this.math = new ShapeMath(n);
		this.v = profile.fractions().stream().mapToDouble(Double::doubleValue).toArray();
	}

	/** s(A, V), the thick part (spec section 7.4); time with no active thread counts fully on any allocation. */
	public double thick(int[] shape) {
		return thickCache.computeIfAbsent(asList(shape), key -> {
			evaluated++;
			double[] mean = math.meanSlotTimes(shape);
			double sum = v[0];
			for (int q = 1; q <= n; q++) {
				sum += v[q] * mean[q];
			}
			return sum;
		});
	}

	/** r(A, t, V), the thin part (spec section 7.5). */
	public double thin(int[] shape, double latency) {
		if (n == 1) {
			return 0;
		}
		double together = 0;
		for (int a : shape) {
			together += (double) a * (a - 1);
		}
		double all = (double) n * (n - 1);
		return (all - together) / all * latency * profile.averageParallelism();
	}

	/** The bound for {@code cpus} processors and latency {@code latency}; cancellable between classes. */
	public Bound bound(int cpus, double latency, ProgressMonitor monitor) {
		if (cpus < 1) {
			throw new IllegalArgumentException("processor count must be positive, was " + cpus);
		}
		if (latency < 0) {
			throw new IllegalArgumentException("latency must not be negative, was " + latency);
		}
		long before = evaluated;
		monitor.begin("Bound for " + cpus + " processors", -1);
		double z = profile.granularity();
		PriorityQueue<Node> open = new PriorityQueue<>();
		open.add(node(new int[0], cpus, latency, z));
		while (true) {
			monitor.checkCanceled();
			Node best = open.poll();
			if (best.remaining == 0) {
				double s = thick(best.prefix);
				double r = z * thin(best.prefix, latency);
				double time = best.value * profile.optimalTime();
				// a program without work (a trace cut before its first event) is its own speedup, 1
				double speedup = time > 0 ? profile.totalWork() / time : 1;
				return new Bound(cpus, latency, best.value, asList(best.prefix), s, r, time, speedup,
						evaluated - before, ShapeMath.shapeCount(n, cpus));
			}
			int left = cpus - best.prefix.length;
			int cap = best.prefix.length == 0 ? n : best.prefix[best.prefix.length - 1];
			int lowest = (best.remaining + left - 1) / left;
			for (int a = lowest; a <= Math.min(cap, best.remaining); a++) {
				int[] prefix = Arrays.copyOf(best.prefix, best.prefix.length + 1);
				prefix[prefix.length - 1] = a;
				Node child = node(prefix, cpus, latency, z);
				if (child != null) {
					open.add(child);
				}
			}
			monitor.worked(1);
		}
	}

	private Node node(int[] prefix, int cpus, double latency, double z) {
		int used = Arrays.stream(prefix).sum();
		int rest = n - used;
		if (rest == 0) {
			return new Node(prefix, 0, thick(prefix) + z * thin(prefix, latency));
		}
		int left = cpus - prefix.length;
		int cap = prefix.length == 0 ? n : prefix[prefix.length - 1];
		if (left == 0 || (long) left * cap < rest) {
			return null;
		}
		// thick completion: the rest spread evenly over the free processors (evening out never hurts, Theorem 3)
		int[] even = Arrays.copyOf(prefix, prefix.length + left);
		for (int i = 0; i < left; i++) {
			even[prefix.length + i] = rest / left + (i < rest % left ? 1 : 0);
		}
		// thin completion: the rest packed onto as few processors as the cap allows
		List<Integer> packed = new ArrayList<>(asList(prefix));
		for (int r = rest; r > 0; r -= Math.min(cap, r)) {
			packed.add(Math.min(cap, r));
		}
		int[] thinShape = packed.stream().mapToInt(Integer::intValue).toArray();
		int[] thickShape = Arrays.stream(even).filter(a -> a > 0).toArray();
		return new Node(prefix, rest, thick(thickShape) + z * thin(thinShape, latency));
	}

	private static List<Integer> asList(int[] shape) {
		return Arrays.stream(shape).boxed().toList();
	}

	/** An allocation class: a prefix of processor counts and how many threads remain. */
	private record Node(int[] prefix, int remaining, double value) implements Comparable<Node> {
		@Override
		public int compareTo(Node o) {
			int c = Double.compare(value, o.value);
			// among equal values prefer complete shapes, so the search stops as soon as it can
			return c != 0 ? c : Integer.compare(remaining, o.remaining);
		}
	}
}
