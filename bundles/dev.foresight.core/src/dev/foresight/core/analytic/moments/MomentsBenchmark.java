/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Measures the moments evaluation of a seeded, program-shaped series-parallel model of (by default) 10^6 nodes: a
 * sequence of phases, each an SPMD phase (N identical workers) or a task-parallel phase (a few distinct branches),
 * whose bodies nest loops with fixed and random counts, conditionals, sequences and small forks of distinct tasks.
 * Evaluation walks the nodes once in post order, so its cost is the sum of the O(1) compositions.
 * <p>
 * Run: {@code java -cp <core jar> dev.foresight.core.analytic.moments.MomentsBenchmark [nodes] [seed] [runs]
 * [warm-up seed]}. With a warm-up seed, a different model is evaluated twice first, so that the first timed run
 * measures a new model (no cached distribution fits) on compiled code, as in a long-running IDE.
 */
public final class MomentsBenchmark {

	private static final byte TASK = 0, SEQ = 1, PAR = 2, PAR_IID = 3, LOOP = 4, RANDOM_LOOP = 5, CHOICE = 6;
	private static final String[] NAMES = { "task", "sequence", "parallel (distinct)", "parallel (identical)", "loop",
			"random-count loop", "choice" };

	private final SplittableRandom random;
	private byte[] kind = new byte[1024];
	private int[] first = new int[1024], count = new int[1024];
	private double[] parameter = new double[1024];
	private Moments[] leaf = new Moments[1024];
	private int[] children = new int[4096];
	private int size, childSize;

	private MomentsBenchmark(long seed) {
		random = new SplittableRandom(seed);
	}

	/**
	 * Builds the model, evaluates it several times and prints node counts, timings and the result.
	 *
	 * @param args optional node count, seed and number of timed runs
	 */
	public static void main(String[] args) {
		int nodes = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
		long seed = args.length > 1 ? Long.parseLong(args[1]) : 42;
		int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
		if (args.length > 3) {
			MomentsBenchmark warmUp = new MomentsBenchmark(Long.parseLong(args[3]));
			int warmRoot = warmUp.build(nodes);
			warmUp.evaluate(warmRoot);
			warmUp.evaluate(warmRoot);
			System.out.println("warmed up on seed " + args[3]);
		}
		MomentsBenchmark model = new MomentsBenchmark(seed);
		long t0 = System.nanoTime();
		int root = model.build(nodes);
		System.out.printf("built %,d nodes in %.0f ms (seed %d)%n", model.size, (System.nanoTime() - t0) / 1e6, seed);
		int[] perKind = new int[NAMES.length];
		for (int i = 0; i < model.size; i++) {
			perKind[model.kind[i]]++;
		}
		for (int k = 0; k < NAMES.length; k++) {
			System.out.printf("  %-22s %,9d%n", NAMES[k], perKind[k]);
		}
		// CPU time of this thread as well as wall time: on a shared machine the wall time measures the neighbours too.
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		double[] wall = new double[runs], cpu = new double[runs];
		Moments result = null;
		for (int r = 0; r < runs; r++) {
			long start = System.nanoTime(), startCpu = threads.getCurrentThreadCpuTime();
			result = model.evaluate(root);
			wall[r] = (System.nanoTime() - start) / 1e6;
			cpu[r] = (threads.getCurrentThreadCpuTime() - startCpu) / 1e6;
			System.out.printf("run %d: %.1f ms wall, %.1f ms cpu%n", r + 1, wall[r], cpu[r]);
		}
		System.out.printf("evaluation: first run (new model) %.1f ms wall, %.1f ms cpu%n", wall[0], cpu[0]);
		Arrays.sort(wall);
		Arrays.sort(cpu);
		System.out.printf("evaluation: median of %d runs %.1f ms wall, %.1f ms cpu; min %.1f ms wall, %.1f ms cpu%n",
				runs, wall[runs / 2], cpu[runs / 2], wall[0], cpu[0]);
		System.out.println("result: " + result);
	}

	/** Appends phases under one sequence until the model has about {@code target} nodes; returns the root. */
	private int build(int target) {
		List<Integer> phases = new ArrayList<>();
		while (size < target - 1) {
			int budget = Math.min(target - 1 - size, 500 + random.nextInt(20_000));
			phases.add(phase(budget));
		}
		return node(SEQ, 0, phases);
	}

	private int phase(int budget) {
		if (budget < 8 || random.nextDouble() < 0.7) {
			int body = block(budget - 1);
			return node(PAR_IID, 2 + random.nextInt(63), List.of(body));
		}
		int k = 2 + random.nextInt(5);
		List<Integer> branches = new ArrayList<>();
		for (int i = 0; i < k; i++) {
			branches.add(block(Math.max(1, (budget - 1) / k)));
		}
		return node(PAR, 0, branches);
	}

	/** A structured block of about {@code budget} nodes. */
	private int block(int budget) {
		if (budget <= 1) {
			return task();
		}
		double u = random.nextDouble();
		if (u < 0.15) {
			return node(LOOP, 2 + random.nextInt(19), List.of(block(budget - 1)));
		}
		if (u < 0.2) {
			return node(RANDOM_LOOP, 1 + random.nextInt(10), List.of(block(budget - 1)));
		}
		if (u < 0.3 && budget >= 3) {
			return node(CHOICE, 0.05 + 0.9 * random.nextDouble(), List.of(block((budget - 1) / 2),
					block((budget - 1) / 2)));
		}
		if (u < 0.35 && budget >= 3) {
			int k = 2 + random.nextInt(3);
			List<Integer> forks = new ArrayList<>();
			for (int i = 0; i < k; i++) {
				forks.add(block(Math.max(1, (budget - 1) / k)));
			}
			return node(PAR, 0, forks);
		}
		int k = Math.min(budget - 1, 2 + random.nextInt(9));
		List<Integer> parts = new ArrayList<>();
		int left = budget - 1;
		for (int i = 0; i < k; i++) {
			int share = i == k - 1 ? left : Math.max(1, left / (k - i));
			parts.add(block(share));
			left -= share;
		}
		return node(SEQ, 0, parts);
	}

	private int task() {
		double scale = 1 + 99 * random.nextDouble();
		Moments m = switch (random.nextInt(4)) {
		case 0 -> Moments.constant(scale);
		case 1 -> Moments.normal(scale, scale * 0.1 * random.nextDouble());
		case 2 -> Moments.exponential(scale);
		default -> Moments.uniform(scale, scale * (1 + random.nextDouble()));
		};
		int id = node(TASK, 0, List.of());
		leaf[id] = m;
		return id;
	}

	private int node(byte k, double p, List<Integer> kids) {
		if (size == kind.length) {
			int n = size * 2;
			kind = Arrays.copyOf(kind, n);
			first = Arrays.copyOf(first, n);
			count = Arrays.copyOf(count, n);
			parameter = Arrays.copyOf(parameter, n);
			leaf = Arrays.copyOf(leaf, n);
		}
		if (childSize + kids.size() > children.length) {
			children = Arrays.copyOf(children, Math.max(children.length * 2, childSize + kids.size()));
		}
		kind[size] = k;
		parameter[size] = p;
		first[size] = childSize;
		count[size] = kids.size();
		for (int c : kids) {
			children[childSize++] = c;
		}
		return size++;
	}

	/** Children precede their parent, so one pass in index order evaluates every node after its children. */
	private Moments evaluate(int root) {
		Moments[] value = new Moments[size];
		for (int i = 0; i <= root; i++) {
			value[i] = switch (kind[i]) {
			case TASK -> leaf[i];
			case SEQ -> Moments.sequence(gather(value, i));
			case PAR -> Moments.parallel(gather(value, i));
			case PAR_IID -> Moments.parallel(value[children[first[i]]], (long) parameter[i]);
			case LOOP -> Moments.repeat(value[children[first[i]]], (long) parameter[i]);
			case RANDOM_LOOP -> Moments.repeat(value[children[first[i]]], Moments.uniform(1, 2 * parameter[i]));
			case CHOICE -> Moments.choice(new double[] { parameter[i], 1 - parameter[i] },
					new Moments[] { value[children[first[i]]], value[children[first[i] + 1]] });
			default -> throw new IllegalStateException("unknown node kind " + kind[i]);
			};
		}
		return value[root];
	}

	private List<Moments> gather(Moments[] value, int node) {
		List<Moments> out = new ArrayList<>(count[node]);
		for (int c = first[node]; c < first[node] + count[node]; c++) {
			out.add(value[children[c]]);
		}
		return out;
	}
}
