/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.foresight.core.model.Resource;
import dev.foresight.core.model.lower.FlatGraph;
import dev.foresight.core.model.lower.FlatResource;
import dev.foresight.core.model.lower.FlatUse;

/**
 * The contention submodels of a model's resources. Buses and servers form one closed network with the executing
 * tasks as customers, solved by MVA; each parameter is the average over the executing tasks (thesis Appendix B), and
 * a task's delay is {@code T_remain x rate x R} (the dimensionally correct form, erratum 4). Locks are M/M/1//K
 * queues whose response time, with K the running average of executing tasks, delays each using task at its start.
 */
public final class ContentionModel implements SystemModel {

	private final FlatGraph graph;
	private final int[] centers;
	private final double[] service;
	private final int[] servers;
	private final double[] lockRate;
	private final double[] avg;
	private double[] key = new double[0];
	private double[] response;

	/** The submodels of {@code graph}'s resources with task times {@code times}. */
	public ContentionModel(FlatGraph graph, double[] times) {
		this.graph = graph;
		List<Integer> c = new ArrayList<>();
		for (int r = 0; r < graph.resources().size(); r++) {
			if (graph.resources().get(r).kind() != Resource.Kind.LOCK) {
				c.add(r);
			}
		}
		centers = c.stream().mapToInt(Integer::intValue).toArray();
		service = Arrays.stream(centers).mapToDouble(r -> graph.resources().get(r).service()).toArray();
		servers = Arrays.stream(centers).map(r -> Math.max(1, graph.resources().get(r).servers())).toArray();
		avg = new double[centers.length];
		lockRate = lockRates(graph, times);
	}

	/** Per lock: one request per task, so the rate is 1 / (mean CPU time of the tasks that use it). */
	private static double[] lockRates(FlatGraph g, double[] times) {
		double[] sum = new double[g.resources().size()];
		int[] n = new int[sum.length];
		for (int t = 0; t < g.size(); t++) {
			for (FlatUse u : g.uses(t)) {
				sum[u.resource()] += times[t];
				n[u.resource()]++;
			}
		}
		double[] rate = new double[sum.length];
		for (int r = 0; r < rate.length; r++) {
			rate[r] = n[r] == 0 || sum[r] == 0 ? 0 : n[r] / sum[r];
		}
		return rate;
	}

	/** Whether {@code g} declares any resource a task uses. */
	public static boolean needed(FlatGraph g) {
		for (int t = 0; t < g.size(); t++) {
			if (g.uses(t).length > 0) {
				return true;
			}
		}
		return false;
	}

	@Override
	public void delays(int[] running, int count, double[] remain, double[] delay) {
		Arrays.fill(avg, 0);
		for (int k = 0; k < count; k++) {
			for (FlatUse u : graph.uses(running[k])) {
				int i = centerIndex(u.resource());
				if (i >= 0) {
					avg[i] += u.rate() / count;
				}
			}
		}
		double[] r = solve(count);
		for (int k = 0; k < count; k++) {
			int t = running[k];
			double d = 0;
			for (FlatUse u : graph.uses(t)) {
				int i = centerIndex(u.resource());
				if (i >= 0 && r != null) {
					d += remain[t] * u.rate() * r[i];
				}
			}
			delay[t] = d;
		}
	}

	/** Per-request response times for {@code count} customers at the current average rates; cached (section 4.3.1). */
	private double[] solve(int count) {
		double total = 0;
		for (double a : avg) {
			total += a;
		}
		if (total == 0) {
			return null;
		}
		double[] k = Arrays.copyOf(avg, avg.length + 1);
		k[avg.length] = count;
		if (!Arrays.equals(k, key)) {
			double[] visits = new double[avg.length];
			for (int i = 0; i < visits.length; i++) {
				visits[i] = avg[i] / total;
			}
			response = Mva.responseTimes(count, 1 / total, visits, service, servers);
			key = k;
		}
		return response;
	}

	private int centerIndex(int resource) {
		for (int i = 0; i < centers.length; i++) {
			if (centers[i] == resource) {
				return i;
			}
		}
		return -1;
	}

	@Override
	public double startDelay(int task, double averageRunning) {
		double d = 0;
		for (FlatUse u : graph.uses(task)) {
			FlatResource r = graph.resources().get(u.resource());
			if (r.kind() == Resource.Kind.LOCK && lockRate[u.resource()] > 0 && r.service() > 0) {
				d += MachineRepairman.response(averageRunning, lockRate[u.resource()], r.service());
			}
		}
		return d;
	}
}
