/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.Map;

import dev.foresight.agent.instrument.CallRules.Rule;

/**
 * The calls whose tasks the JDK submits, or waits for, inside its own code, where no call site is rewritten: a
 * CompletableFuture's async methods given an executor, an executor service's invokeAll, invokeAny and its wait
 * for termination, a completion service, a scheduled executor's schedule, and the stops of its periodic tasks. Their
 * hooks are the runtime's {@code StageHooks} (invokeAny's {@code InvokeAnyHooks}, the stops' {@code PeriodicStops}).
 */
final class StageRules {

	private static final String JUC = "java/util/concurrent/";
	private static final String TU = "Ljava/util/concurrent/TimeUnit;";
	private static final String STAGES = "dev/foresight/agent/runtime/StageHooks";
	private static final String STOPS = "dev/foresight/agent/runtime/PeriodicStops";
	/** How the descriptor of a method whose last parameter is an executor reads at the parameters' end. */
	private static final String LAST_EXECUTOR = "Ljava/util/concurrent/Executor;)";
	/**
	 * A CompletableFuture's async methods given an executor (thenApplyAsync(f, pool), runAsync(r, pool) and the
	 * like): the JDK hands each stage to the executor, so the executor is wrapped to record the submission.
	 */
	private static final Rule EXECUTOR_ARGUMENT = new Rule(STAGES, "executor:tracing", null);

	private StageRules() {
	}

	/** Puts the rules keyed by owner, name and descriptor into {@code rules}. */
	static void addTo(Map<String, Rule> rules) {
		String fut = "Ljava/util/concurrent/Future;";
		// a completable future's timeout, which the JDK carries out on a thread of its own
		String cf = "L" + JUC + "CompletableFuture;";
		String[] cfs = { JUC + "CompletableFuture" };
		add(rules, cfs, "orTimeout(J" + TU + ")" + cf, "orTimeout", cf);
		add(rules, cfs, "completeOnTimeout(Ljava/lang/Object;J" + TU + ")" + cf, "completeOnTimeout", cf);
		// invokeAll runs its tasks through execute inside the JDK, and waits for them there
		String[] services = { JUC + "ExecutorService", JUC + "ThreadPoolExecutor", JUC + "ScheduledThreadPoolExecutor",
				JUC + "AbstractExecutorService", JUC + "ScheduledExecutorService" };
		String exs = "L" + JUC + "ExecutorService;";
		add(rules, services, "invokeAll(Ljava/util/Collection;)Ljava/util/List;", "invokeAll", exs);
		add(rules, services, "invokeAll(Ljava/util/Collection;J" + TU + ")Ljava/util/List;", "invokeAll", exs);
		// invokeAny too, and it waits for the first that returns: replaced by its algorithm on recorded calls
		Rule any = new Rule("dev/foresight/agent/runtime/InvokeAnyHooks", "invokeAny", exs);
		for (String owner : services) {
			rules.put(owner + ".invokeAny(Ljava/util/Collection;)Ljava/lang/Object;", any);
			rules.put(owner + ".invokeAny(Ljava/util/Collection;J" + TU + ")Ljava/lang/Object;", any);
		}
		// a wait for an executor's termination: a join of each thread that ran its tasks
		add(rules, services, "awaitTermination(J" + TU + ")Z", "awaitTermination", exs);
		add(rules, services, "close()V", "close", exs);
		// which interrupts the threads that run its tasks
		add(rules, services, "shutdownNow()Ljava/util/List;", "shutdownNow", exs);
		// which stop its periodic tasks, as a cancel of such a task's future does
		Rule shutdown = new Rule(STOPS, "shutdown", exs);
		Rule cancel = new Rule(STOPS, "cancel", "Ljava/util/concurrent/Future;");
		for (String owner : services) {
			rules.put(owner + ".shutdown()V", shutdown);
		}
		for (String owner : new String[] { JUC + "Future", JUC + "ScheduledFuture", JUC + "RunnableScheduledFuture" }) {
			rules.put(owner + ".cancel(Z)Z", cancel);
		}
		// a scheduled task: submitted at the call, to begin after its delay (the submit's argument)
		String[] scheduled = { JUC + "ScheduledExecutorService", JUC + "ScheduledThreadPoolExecutor" };
		String sf = "L" + JUC + "ScheduledFuture;", ses = "L" + JUC + "ScheduledExecutorService;";
		add(rules, scheduled, "schedule(Ljava/util/concurrent/Callable;J" + TU + ")" + sf, "schedule", ses);
		add(rules, scheduled, "schedule(Ljava/lang/Runnable;J" + TU + ")" + sf, "schedule", ses);
		// a periodic task: each run submits the next with its delay
		add(rules, scheduled, "scheduleAtFixedRate(Ljava/lang/Runnable;JJ" + TU + ")" + sf, "scheduleAtFixedRate", ses);
		add(rules, scheduled, "scheduleWithFixedDelay(Ljava/lang/Runnable;JJ" + TU + ")" + sf, "scheduleWithFixedDelay",
				ses);
		// a completion service makes its futures and queues them inside the JDK
		String[] ecs = { JUC + "ExecutorCompletionService", JUC + "CompletionService" };
		String cs = "L" + JUC + "CompletionService;";
		add(rules, ecs, "submit(Ljava/util/concurrent/Callable;)" + fut, "submit", cs);
		add(rules, ecs, "submit(Ljava/lang/Runnable;Ljava/lang/Object;)" + fut, "submit", cs);
		add(rules, ecs, "take()" + fut, "take", cs);
		add(rules, ecs, "poll()" + fut, "poll", cs);
		add(rules, ecs, "poll(J" + TU + ")" + fut, "poll", cs);
	}

	private static void add(Map<String, Rule> rules, String[] owners, String nameDesc, String hook, String receiver) {
		for (String owner : owners) {
			rules.put(owner + '.' + nameDesc, new Rule(STAGES, hook, receiver));
		}
	}

	/** Whether a method with this descriptor could take an executor as its last argument. */
	static boolean mayMatch(String desc) {
		return desc.contains(LAST_EXECUTOR);
	}

	/** The rule for a CompletableFuture or CompletionStage method whose last argument is an executor, or null. */
	static Rule executorArgument(String owner, String desc) {
		return desc.contains(LAST_EXECUTOR) && (owner.equals(JUC + "CompletableFuture")
				|| owner.equals(JUC + "CompletionStage")) ? EXECUTOR_ARGUMENT : null;
	}
}
