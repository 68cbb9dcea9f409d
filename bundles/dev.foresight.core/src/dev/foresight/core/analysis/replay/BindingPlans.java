/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.replay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.foresight.core.analysis.result.AllocationResult;
import dev.foresight.core.machine.BindingRule;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.ThreadInfo;

/** Turns an allocation into the binding plan of a machine model, to be written as a {@code .machine} file. */
public final class BindingPlans {

	private BindingPlans() {
	}

	/**
	 * {@code machine} with {@code result}'s processor count and one {@code bind thread} rule per thread name. Threads
	 * that share a name share the first one's processor (a rule selects by name), and glob characters in names are
	 * matched as wildcards; a warning is returned in {@code warnings} for each such name.
	 */
	public static MachineModel plan(MachineModel machine, AllocationResult result, List<ThreadInfo> threads,
			List<String> warnings) {
		Map<String, Integer> byName = new LinkedHashMap<>();
		for (ThreadInfo t : threads) {
			Integer cpu = result.plan().get(t.id());
			Integer earlier = byName.putIfAbsent(t.name(), cpu);
			if (earlier != null && !earlier.equals(cpu)) {
				warnings.add("threads named '" + t.name() + "' are planned on different processors; the plan binds "
						+ "them all to processor " + earlier);
			}
			if (t.name().contains("*") || t.name().contains("?")) {
				warnings.add("thread name '" + t.name() + "' contains a wildcard; its rule may match other threads");
			}
		}
		List<BindingRule> rules = new ArrayList<>();
		byName.forEach((name, cpu) -> rules.add(
				new BindingRule(BindingRule.Selector.THREAD_NAME, name, List.of(cpu), 0)));
		return machine.withProcessors(result.cpus()).withBindings(rules);
	}
}
