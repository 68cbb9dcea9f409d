/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import dev.foresight.core.InputFiles;
import dev.foresight.core.machine.MachineTokens.Token;

/**
 * Reads and writes the {@code .machine} text format (documented in {@code docs/machine-format.md}): one statement
 * per line, {@code #} comments, {@code key=value} settings, durations with a unit. Whatever a file leaves out keeps
 * the value of {@link MachineModel#linuxServer()}. Errors name the line and column.
 */
public final class MachineFormat {

	private MachineFormat() {
	}

	/** Reads a {@code .machine} file. */
	public static MachineModel read(Path file) throws IOException, MachineFormatException {
		return parse(InputFiles.readUtf8(file), file.toString());
	}

	/** Parses {@code text}; {@code source} names it in error messages. */
	public static MachineModel parse(String text, String source) throws MachineFormatException {
		MachineReader reader = new MachineReader(source);
		String[] lines = text.split("\r?\n", -1);
		for (int k = 0; k < lines.length; k++) {
			List<Token> tokens = MachineTokens.split(source, k + 1, lines[k]);
			if (!tokens.isEmpty()) {
				reader.statement(k + 1, tokens);
			}
		}
		return reader.build();
	}

	/** Writes {@code m} in the format; {@link #parse} of the result gives {@code m} back. */
	public static String print(MachineModel m) {
		StringBuilder sb = new StringBuilder();
		sb.append("# Foresight machine model\n");
		sb.append("machine ").append(MachineTokens.quote(m.name())).append('\n');
		sb.append("processors ").append(m.processors()).append('\n');
		printSpeeds(sb, m.speeds());
		SchedulerSettings s = m.scheduler();
		sb.append("scheduler policy=").append(lower(s.policy())).append(" time-slice=")
				.append(duration(s.timeSliceNanos())).append(" wakeup-granularity=")
				.append(duration(s.wakeupGranularityNanos())).append(" wakeup-preemption=")
				.append(s.wakeupPreemption() ? "on" : "off").append(" locks=").append(lower(s.locks()));
		if (s.spinNanos() != 0) {
			sb.append(" spin=").append(s.spinNanos() == SchedulerSettings.AUTO_SPIN ? "auto" : duration(s.spinNanos()));
		}
		sb.append(" migration-cost=").append(duration(s.migrationCostNanos()));
		sb.append('\n');
		Costs c = m.costs();
		sb.append("costs thread-creation=").append(duration(c.threadCreationNanos())).append(" context-switch=")
				.append(duration(c.contextSwitchNanos())).append(" sync-latency=")
				.append(duration(c.syncLatencyNanos()));
		if (c.wakeupCostNanos() != 0) {
			sb.append(" wakeup-cost=").append(duration(c.wakeupCostNanos()));
		}
		if (c.transferNanos() != 0) {
			sb.append(" sync-transfer=").append(duration(c.transferNanos()));
		}
		// printed even when 0, since a file without it gets the default machine's slack
		sb.append(" timer-slack=").append(duration(c.timerSlackNanos()));
		sb.append('\n');
		sb.append("io concurrency=").append(c.ioConcurrency() == Integer.MAX_VALUE ? "unlimited" : c.ioConcurrency());
		if (c.ioCopySlowdown() != 0) {
			// to a ten-thousandth of a per cent: 0.29 is 28.999999999999996 % in binary
			sb.append(" copy-slowdown=").append(number(Math.round(c.ioCopySlowdown() * 1e6) / 1e4)).append('%');
		}
		sb.append('\n');
		LogPParameters l = m.logp();
		sb.append("logp L=").append(number(l.latency())).append(" o=").append(number(l.overhead())).append(" g=")
				.append(number(l.gap())).append(" P=").append(l.processors()).append('\n');
		ModelError e = m.error();
		if (!e.isNone() || e.runs() > 0) {
			sb.append("error low=").append(number(e.low() * 100)).append("% high=").append(number(e.high() * 100))
					.append("% runs=").append(e.runs()).append('\n');
		}
		for (BindingRule b : m.bindings()) {
			sb.append("bind ").append(b.selector() == BindingRule.Selector.THREAD_NAME ? "thread " : "site ")
					.append(MachineTokens.quote(b.pattern())).append(" cpus=").append(cpuSet(b.cpus()));
			if (b.priority() != 0) {
				sb.append(" priority=").append(b.priority());
			}
			sb.append('\n');
		}
		return sb.toString();
	}

	private static void printSpeeds(StringBuilder sb, List<Double> speeds) {
		int i = 0;
		while (i < speeds.size()) {
			int j = i;
			while (j + 1 < speeds.size() && speeds.get(j + 1).equals(speeds.get(i))) {
				j++;
			}
			if (speeds.get(i) != 1.0) {
				sb.append("speed ").append(i == j ? String.valueOf(i) : i + "-" + j).append(' ')
						.append(number(speeds.get(i))).append('\n');
			}
			i = j + 1;
		}
	}

	private static String lower(Enum<?> e) {
		return e.name().toLowerCase(Locale.ROOT);
	}

	/** A duration with the largest unit that represents it exactly, for example {@code 3ms}. */
	static String duration(long nanos) {
		if (nanos != 0 && nanos % 1_000_000_000L == 0) {
			return nanos / 1_000_000_000L + "s";
		}
		if (nanos != 0 && nanos % 1_000_000 == 0) {
			return nanos / 1_000_000 + "ms";
		}
		if (nanos != 0 && nanos % 1_000 == 0) {
			return nanos / 1_000 + "us";
		}
		return nanos + "ns";
	}

	static String number(double d) {
		return d == Math.rint(d) && Math.abs(d) < 1e15 ? String.valueOf((long) d) : String.valueOf(d);
	}

	/** Processor indexes as ranges: {@code 0-3,8}. */
	static String cpuSet(List<Integer> cpus) {
		List<Integer> sorted = new ArrayList<>(cpus);
		Collections.sort(sorted);
		StringBuilder sb = new StringBuilder();
		int i = 0;
		while (i < sorted.size()) {
			int j = i;
			while (j + 1 < sorted.size() && sorted.get(j + 1) == sorted.get(j) + 1) {
				j++;
			}
			if (sb.length() > 0) {
				sb.append(',');
			}
			sb.append(sorted.get(i));
			if (j > i) {
				sb.append('-').append(sorted.get(j));
			}
			i = j + 1;
		}
		return sb.toString();
	}
}
