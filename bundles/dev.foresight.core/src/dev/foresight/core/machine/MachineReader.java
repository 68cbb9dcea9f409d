/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import dev.foresight.core.machine.MachineTokens.Token;

/** The statements of a {@code .machine} file, applied one line at a time over the defaults. */
final class MachineReader {

	private final String source;
	private final MachineValues values;
	private final MachineModel defaults = MachineModel.linuxServer();
	private String name = defaults.name();
	private List<Double> speeds = new ArrayList<>(defaults.speeds());
	private boolean sawSpeed;
	private SchedulerSettings scheduler = defaults.scheduler();
	private Costs costs = defaults.costs();
	private LogPParameters logp;
	private final List<BindingRule> bindings = new ArrayList<>();
	private ModelError modelError = ModelError.NONE;
	private int line;
	/** Lines that set the time slice, the context switch and a processor's speed (0: the default). */
	private int sliceLine;
	private int switchLine;
	private int speedLine;

	MachineReader(String source) {
		this.source = source;
		this.values = new MachineValues(source);
	}

	private MachineFormatException error(Token at, String message) {
		return new MachineFormatException(source, line, at.column(), message);
	}

	void statement(int lineNo, List<Token> t) throws MachineFormatException {
		this.line = lineNo;
		values.line = lineNo;
		Token head = t.get(0);
		switch (head.text()) {
		case "machine" -> {
			expectCount(t, 2, "machine \"NAME\"");
			name = t.get(1).text();
		}
		case "processors" -> processors(t);
		case "speed" -> speed(t);
		case "scheduler" -> settings(t, this::scheduler);
		case "costs" -> settings(t, this::cost);
		case "io" -> settings(t, this::io);
		case "logp" -> settings(t, this::logp);
		case "bind" -> bind(t);
		case "error" -> settings(t, this::modelError);
		default -> throw error(head, "unknown statement '" + head.text()
				+ "' (expected machine, processors, speed, scheduler, costs, io, logp, error or bind)");
		}
	}

	MachineModel build() throws MachineFormatException {
		String slice = MachineModel.sliceProblem(speeds, scheduler, costs);
		if (slice != null) {
			// the last line that set one of the figures, so that the message points at one of them
			throw new MachineFormatException(source, Math.max(speedLine, Math.max(sliceLine, switchLine)), 1, slice);
		}
		return new MachineModel(name, speeds, scheduler, costs, logpOrDefault(), bindings, modelError);
	}

	private LogPParameters logpOrDefault() {
		return logp != null ? logp : new LogPParameters(1.0, 0.5, 0.2, speeds.size());
	}

	private void expectCount(List<Token> t, int n, String form) throws MachineFormatException {
		if (t.size() != n) {
			Token at = t.size() > n ? t.get(n) : t.get(t.size() - 1);
			throw error(at, "expected: " + form);
		}
	}

	private void processors(List<Token> t) throws MachineFormatException {
		expectCount(t, 2, "processors COUNT");
		if (sawSpeed) {
			throw error(t.get(0), "'processors' must come before 'speed'");
		}
		int n = values.processorCount(t.get(1));
		speeds = new ArrayList<>(Collections.nCopies(n, 1.0));
	}

	private void speed(List<Token> t) throws MachineFormatException {
		expectCount(t, 3, "speed CPUS FACTOR, for example: speed 8-15 0.5");
		double factor = values.positiveNumber(t.get(2));
		if (factor > 1000) {
			throw error(t.get(2), "a processor's speed is at most 1000 times the reference's, not " + t.get(2).text());
		}
		for (int cpu : values.cpus(t.get(1), t.get(1).text())) {
			if (cpu >= speeds.size()) {
				throw error(t.get(1), "processor " + cpu + " does not exist (processors " + speeds.size() + ")");
			}
			speeds.set(cpu, factor);
		}
		sawSpeed = true;
		speedLine = line;
	}

	private interface Setting {
		void apply(Token at, String key, Token value, String text) throws MachineFormatException;
	}

	private void settings(List<Token> t, Setting setting) throws MachineFormatException {
		if (t.size() < 2) {
			throw error(t.get(0), "expected KEY=VALUE settings after '" + t.get(0).text() + "'");
		}
		for (Token s : t.subList(1, t.size())) {
			int eq = s.text().indexOf('=');
			if (eq <= 0) {
				throw error(s, "expected KEY=VALUE, found '" + s.text() + "'");
			}
			Token value = new Token(s.text().substring(eq + 1), s.column() + eq + 1, s.quoted());
			setting.apply(s, s.text().substring(0, eq), value, value.text());
		}
	}

	private void scheduler(Token at, String key, Token v, String text) throws MachineFormatException {
		SchedulerSettings s = scheduler;
		if (key.equals("time-slice")) {
			sliceLine = line;
		}
		scheduler = switch (key) {
		case "policy" -> new SchedulerSettings(values.choice(v, SchedulerSettings.Policy.class), s.timeSliceNanos(),
				s.wakeupGranularityNanos(), s.wakeupPreemption(), s.locks(), s.spinNanos(), s.migrationCostNanos());
		case "time-slice" -> new SchedulerSettings(s.policy(), values.timeSlice(v), s.wakeupGranularityNanos(),
				s.wakeupPreemption(), s.locks(), s.spinNanos(), s.migrationCostNanos());
		case "wakeup-granularity" -> new SchedulerSettings(s.policy(), s.timeSliceNanos(), values.duration(v),
				s.wakeupPreemption(), s.locks(), s.spinNanos(), s.migrationCostNanos());
		case "wakeup-preemption" -> new SchedulerSettings(s.policy(), s.timeSliceNanos(),
				s.wakeupGranularityNanos(), values.onOff(v), s.locks(), s.spinNanos(), s.migrationCostNanos());
		case "locks" -> new SchedulerSettings(s.policy(), s.timeSliceNanos(), s.wakeupGranularityNanos(),
				s.wakeupPreemption(), values.choice(v, SchedulerSettings.LockPolicy.class), s.spinNanos(),
				s.migrationCostNanos());
		case "spin" -> s.withSpin(text.equals("auto") ? SchedulerSettings.AUTO_SPIN : values.duration(v));
		case "migration-cost" -> s.withMigrationCost(values.duration(v));
		default -> throw error(at, "unknown scheduler setting '" + key + "' (expected policy, time-slice,"
				+ " wakeup-granularity, wakeup-preemption, locks, spin or migration-cost)");
		};
	}

	private void cost(Token at, String key, Token v, String text) throws MachineFormatException {
		Costs c = costs;
		if (key.equals("context-switch")) {
			switchLine = line;
		}
		costs = switch (key) {
		case "thread-creation" -> new Costs(values.duration(v), c.contextSwitchNanos(), c.syncLatencyNanos(),
				c.ioConcurrency(), c.wakeupCostNanos(), c.transferNanos(), c.ioCopySlowdown(), c.timerSlackNanos());
		case "context-switch" -> new Costs(c.threadCreationNanos(), values.duration(v), c.syncLatencyNanos(),
				c.ioConcurrency(), c.wakeupCostNanos(), c.transferNanos(), c.ioCopySlowdown(), c.timerSlackNanos());
		case "sync-latency" -> new Costs(c.threadCreationNanos(), c.contextSwitchNanos(), values.duration(v),
				c.ioConcurrency(), c.wakeupCostNanos(), c.transferNanos(), c.ioCopySlowdown(), c.timerSlackNanos());
		case "wakeup-cost" -> new Costs(c.threadCreationNanos(), c.contextSwitchNanos(), c.syncLatencyNanos(),
				c.ioConcurrency(), values.duration(v), c.transferNanos(), c.ioCopySlowdown(), c.timerSlackNanos());
		case "sync-transfer" -> c.withTransfer(values.duration(v));
		case "timer-slack" -> c.withTimerSlack(values.duration(v));
		default -> throw error(at, "unknown cost '" + key + "' (expected thread-creation, context-switch, sync-latency, "
				+ "wakeup-cost, sync-transfer or timer-slack)");
		};
	}

	private void io(Token at, String key, Token v, String text) throws MachineFormatException {
		costs = switch (key) {
		case "concurrency" -> costs.withIoConcurrency(text.equals("unlimited") ? Integer.MAX_VALUE
				: values.positiveInt(v));
		case "copy-slowdown" -> {
			double d = values.percent(v);
			if (d < 0) {
				throw error(v, "the copy slowdown must not be negative, not " + text);
			}
			yield costs.withIoCopySlowdown(d);
		}
		default -> throw error(at, "unknown io setting '" + key + "' (expected concurrency or copy-slowdown)");
		};
	}

	private void logp(Token at, String key, Token v, String text) throws MachineFormatException {
		LogPParameters l = logpOrDefault();
		logp = switch (key) {
		case "L" -> new LogPParameters(values.nonNegative(v), l.overhead(), l.gap(), l.processors());
		case "o" -> new LogPParameters(l.latency(), values.nonNegative(v), l.gap(), l.processors());
		case "g" -> new LogPParameters(l.latency(), l.overhead(), values.nonNegative(v), l.processors());
		case "P" -> new LogPParameters(l.latency(), l.overhead(), l.gap(), values.processorCount(v));
		default -> throw error(at, "unknown LogP parameter '" + key + "' (expected L, o, g or P)");
		};
	}

	private void modelError(Token at, String key, Token v, String text) throws MachineFormatException {
		ModelError e = modelError;
		modelError = switch (key) {
		case "low" -> {
			double d = values.percent(v);
			if (d <= -1 || d > 0) {
				throw error(v, "the lower error must lie above -100% and not above 0%, not " + text);
			}
			yield new ModelError(d, e.high(), e.runs());
		}
		case "high" -> {
			double d = values.percent(v);
			if (d < 0 || d > 10) {
				throw error(v, "the upper error must lie between 0% and 1000%, not " + text);
			}
			yield new ModelError(e.low(), d, e.runs());
		}
		case "runs" -> new ModelError(e.low(), e.high(), Math.max(0, values.integer(v)));
		default -> throw error(at, "unknown error setting '" + key + "' (expected low, high or runs)");
		};
	}

	private void bind(List<Token> t) throws MachineFormatException {
		if (t.size() < 4 || !(t.get(1).text().equals("thread") || t.get(1).text().equals("site"))) {
			throw error(t.size() > 1 ? t.get(1) : t.get(0),
					"expected: bind thread \"NAME-GLOB\" cpus=LIST [priority=N] "
							+ "or bind site \"Class#method\" cpus=LIST");
		}
		BindingRule.Selector selector = t.get(1).text().equals("thread") ? BindingRule.Selector.THREAD_NAME
				: BindingRule.Selector.CREATION_SITE;
		List<Integer> cpus = null;
		int priority = 0;
		for (Token s : t.subList(3, t.size())) {
			String text = s.text();
			if (text.startsWith("cpus=")) {
				cpus = values.cpus(new Token(text.substring(5), s.column() + 5, false), text.substring(5));
			} else if (text.startsWith("priority=")) {
				priority = values.integer(new Token(text.substring(9), s.column() + 9, false));
			} else {
				throw error(s, "unknown binding setting '" + text + "' (expected cpus= or priority=)");
			}
		}
		if (cpus == null) {
			throw error(t.get(2), "a binding needs cpus=LIST");
		}
		bindings.add(new BindingRule(selector, t.get(2).text(), cpus, priority));
	}
}
