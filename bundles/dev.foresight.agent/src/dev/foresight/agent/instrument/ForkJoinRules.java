/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.Map;

import dev.foresight.agent.instrument.CallRules.Rule;

/** The call rules of fork/join tasks and pools, part of {@link CallRules}. */
final class ForkJoinRules {

	private static final String FORK_JOIN = "dev/foresight/agent/runtime/ForkJoinHooks";
	private static final String JUC = "java/util/concurrent/";

	private ForkJoinRules() {
	}

	/**
	 * Fork/join calls only pass their site to the JDK's own hooks ({@code ForkJoinHooks}), which record the fork, the
	 * wait or the submission wherever it comes from.
	 */
	static void addTo(Map<String, Rule> rules, Map<String, Rule> anyOwner, Map<String, Rule> anyOwnerStatic) {
		Rule join = new Rule(FORK_JOIN, "bracket:JoinTask", null);
		for (String m : new String[] { "join()Ljava/lang/Object;", "invoke()Ljava/lang/Object;", "quietlyJoin()V",
				"quietlyInvoke()V" }) {
			anyOwner.put(m, join);
		}
		anyOwner.put("fork()Ljava/util/concurrent/ForkJoinTask;", new Rule(FORK_JOIN, "bracket:Fork", null));
		String task = "Ljava/util/concurrent/ForkJoinTask;";
		rules.put(JUC + "ForkJoinPool.invoke(" + task + ")Ljava/lang/Object;",
				new Rule(FORK_JOIN, "bracket:PoolInvoke", null));
		Rule submit = new Rule(FORK_JOIN, "bracket:PoolSubmit", null);
		rules.put(JUC + "ForkJoinPool.submit(" + task + ")" + task, submit);
		rules.put(JUC + "ForkJoinPool.execute(" + task + ")V", submit);
		// static methods inherited by a task class are named with that class as owner
		Rule all = new Rule(FORK_JOIN, "bracket:InvokeAll", null);
		anyOwnerStatic.put("invokeAll(" + task + task + ")V", all);
		anyOwnerStatic.put("invokeAll([" + task + ")V", all);
		anyOwnerStatic.put("invokeAll(Ljava/util/Collection;)Ljava/util/Collection;", all);
	}
}
