/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.foresight.core.machine.BindingRule;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.TraceSummary;

/**
 * Where the threads of a simulated run waited for each other: the call sites of their blocking synchronization, ranked
 * by the time threads spent blocked there. Joins, sleeps and I/O are left out: they wait for a thread's end, a timer
 * or a device, not for a shared object that a change of the program could free sooner.
 */
public final class WaitSites {

	/** Kinds of event a thread blocks in that are not synchronization with another thread over an object. */
	private static final Set<EventKind> NOT_SYNCHRONIZATION = EnumSet.of(EventKind.JOIN, EventKind.SLEEP,
			EventKind.IO_BEGIN, EventKind.IO_END, EventKind.THREAD_START, EventKind.THREAD_BEGIN, EventKind.THREAD_END,
			EventKind.YIELD, EventKind.VTHREAD_MOUNT, EventKind.VTHREAD_UNMOUNT);

	/**
	 * One call site where threads blocked.
	 *
	 * @param site the call site
	 * @param kind the blocking kind of event recorded there most often
	 * @param waits how many times a thread blocked there
	 * @param blockedNanos the time threads spent blocked there, summed over the threads
	 * @param threads the names of the threads that blocked there, in the order of the run's threads
	 */
	public record WaitSite(Site site, EventKind kind, long waits, double blockedNanos, List<String> threads) {

		/** Defensive copy: a value. */
		public WaitSite {
			threads = List.copyOf(threads);
		}
	}

	private WaitSites() {
	}

	/**
	 * The sites of {@code run} (simulated with a timeline) where threads blocked on synchronization, most time blocked
	 * first, at most {@code limit}. {@code summary} is the trace's, whose sites and kinds name them.
	 */
	public static List<WaitSite> of(SimulatedRun run, TraceSummary summary, int limit) {
		Map<Integer, Site> sites = new HashMap<>();
		Map<Integer, EventKind> kinds = blockingKinds(summary, sites);
		Map<Integer, double[]> blocked = new HashMap<>();
		Map<Integer, Set<String>> names = new HashMap<>();
		for (ThreadRun t : run.threads()) {
			for (StateInterval i : t.intervals()) {
				if (i.state() == ThreadState.BLOCKED && kinds.containsKey(i.site()) && i.length() > 0) {
					double[] sum = blocked.computeIfAbsent(i.site(), s -> new double[2]);
					sum[0] += i.length();
					sum[1]++;
					names.computeIfAbsent(i.site(), s -> new LinkedHashSet<>()).add(t.name());
				}
			}
		}
		List<WaitSite> out = new ArrayList<>();
		blocked.forEach((id, sum) -> out.add(new WaitSite(sites.get(id), kinds.get(id), (long) sum[1], sum[0],
				new ArrayList<>(names.get(id)))));
		out.sort(Comparator.comparingDouble(WaitSite::blockedNanos).reversed()
				.thenComparingInt(w -> w.site().id()));
		return out.size() > limit ? List.copyOf(out.subList(0, limit)) : out;
	}

	/** Per site id, its synchronization kind recorded most often ({@code sites} gets the sites). */
	private static Map<Integer, EventKind> blockingKinds(TraceSummary summary, Map<Integer, Site> sites) {
		Map<Integer, EventKind> kinds = new HashMap<>();
		Map<Integer, Long> counts = new HashMap<>();
		for (TraceSummary.SiteCount c : summary.sites()) {
			int id = c.site().id();
			sites.put(id, c.site());
			if (!NOT_SYNCHRONIZATION.contains(c.kind()) && c.count() > counts.getOrDefault(id, -1L)) {
				kinds.put(id, c.kind());
				counts.put(id, c.count());
			}
		}
		return kinds;
	}

	/**
	 * What if the threads that wait at a site ran on one processor: {@code machine} with {@code cpus} processors and
	 * the threads named {@code threads} bound to processor 0, before the machine's own rules (the others run as they
	 * did). Threads that synchronize often then need no wake-up across processors, at the price of sharing one
	 * (spec 5: allocation).
	 */
	public static MachineModel together(MachineModel machine, int cpus, List<String> threads) {
		List<BindingRule> rules = new ArrayList<>();
		for (String name : threads) {
			rules.add(new BindingRule(BindingRule.Selector.THREAD_NAME, name, List.of(0), 0));
		}
		rules.addAll(machine.bindings());
		return machine.withProcessors(cpus).withBindings(rules);
	}
}
