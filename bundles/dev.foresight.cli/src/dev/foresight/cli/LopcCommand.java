/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;

import dev.foresight.core.analytic.lopc.AllToAll;
import dev.foresight.core.analytic.lopc.ClientServer;
import dev.foresight.core.analytic.lopc.CycleTimes;
import dev.foresight.core.analytic.lopc.LopcMachine;
import dev.foresight.core.analytic.lopc.RulesOfThumb;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code foresight lopc}: the LoPC contention model for homogeneous all-to-all communication or a client-server work
 * pile, from LogP's latency and overhead.
 */
@Command(name = "lopc", mixinStandardHelpOptions = true,
		description = "Predicts the cycle time of blocking request/reply communication with handler contention (LoPC).")
public final class LopcCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Option(names = "--pattern", defaultValue = "all-to-all", paramLabel = "all-to-all|client-server",
			description = "communication pattern (default: ${DEFAULT-VALUE})")
	private String pattern;

	@Option(names = "--work", required = true, paramLabel = "W", description = "work between blocking requests")
	private double work;

	@Option(names = "--latency", defaultValue = "0", paramLabel = "L", description = "network latency S_l (LogP L)")
	private double latency;

	@Option(names = "--overhead", required = true, paramLabel = "O",
			description = "message handler time S_o (about LogP o)")
	private double overhead;

	@Option(names = "--variability", defaultValue = "1", paramLabel = "C2",
			description = "squared coefficient of variation of handler times: 1 exponential, 0 constant")
	private double variability;

	@Option(names = "--shared-memory", description = "handlers run on a protocol processor and never interrupt work")
	private boolean sharedMemory;

	@Option(names = "--processors", defaultValue = "0", paramLabel = "P", description = "processors (client-server)")
	private int processors;

	@Option(names = "--servers", defaultValue = "0", paramLabel = "P_s",
			description = "servers (client-server; default: the best number)")
	private int servers;

	@Option(names = "--json", description = "print JSON")
	private boolean json;

	/**
	 * The widest ratio between the work, latency and overhead (a fuzzed 1e308 gave NaN, and a work 1e308 times the
	 * overhead an iteration that did not end).
	 */
	static final double WIDEST = 1e9;

	@Override
	public Integer call() {
		finite("--work", work);
		finite("--latency", latency);
		finite("--overhead", overhead);
		finite("--variability", variability);
		if (!(overhead > 0)) {
			throw new IllegalArgumentException("--overhead: the handler's time must be more than 0, was " + overhead);
		}
		if (Math.max(work, latency) / overhead > WIDEST) {
			throw new IllegalArgumentException("--work and --latency must be at most " + (long) WIDEST
					+ " times --overhead: give them in a unit that keeps them within nine orders of magnitude");
		}
		if (servers < 0) {
			throw new IllegalArgumentException("--servers must not be negative (0: the best number), was " + servers);
		}
		LopcMachine machine = new LopcMachine(latency, overhead, variability, sharedMemory);
		JsonObject result = switch (pattern) {
		case "all-to-all" -> allToAll(machine);
		case "client-server" -> clientServer(machine);
		default -> throw new IllegalArgumentException("--pattern: expected all-to-all or client-server, got '"
				+ pattern + "'");
		};
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			out.println(new GsonBuilder().setPrettyPrinting().create().toJson(result));
		} else {
			result.entrySet().forEach(e -> out.printf(Locale.ROOT, "%-22s %s%n", e.getKey(), e.getValue()));
		}
		return 0;
	}

	private JsonObject allToAll(LopcMachine machine) {
		if (processors != 0 || servers != 0) {
			// all-to-all's cycle does not depend on the processor count; a count given for it was silently dropped
			throw new IllegalArgumentException("--processors and --servers are for --pattern client-server");
		}
		CycleTimes t = AllToAll.solve(work, machine);
		JsonObject o = new JsonObject();
		o.addProperty("pattern", "all-to-all");
		o.addProperty("cycle", t.cycle());
		o.addProperty("compute", t.compute());
		o.addProperty("requestHandler", t.request());
		o.addProperty("replyHandler", t.reply());
		o.addProperty("contention", t.contention());
		o.addProperty("contentionShare", t.contentionFreeError());
		o.addProperty("contentionFree", t.contentionFree());
		o.addProperty("ruleOfThumb", RulesOfThumb.allToAllCycle(work, machine));
		o.addProperty("upperBound", RulesOfThumb.allToAllUpperBound(work, machine));
		return o;
	}

	private JsonObject clientServer(LopcMachine machine) {
		if (processors < 2 || processors > CpuCounts.LARGEST) {
			throw new IllegalArgumentException("--processors: a work pile needs 2 to " + CpuCounts.LARGEST
					+ " processors, got " + processors);
		}
		ClientServer.Prediction p = servers > 0 ? ClientServer.predict(processors, servers, work, machine)
				: ClientServer.best(processors, work, machine);
		JsonObject o = new JsonObject();
		o.addProperty("pattern", "client-server");
		o.addProperty("processors", processors);
		o.addProperty("optimalServers", ClientServer.optimalServers(processors, work, machine));
		o.addProperty("servers", p.servers());
		o.addProperty("cycle", p.cycle());
		o.addProperty("throughput", p.throughput());
		o.addProperty("serverQueue", p.serverQueue());
		o.addProperty("throughputBound", ClientServer.throughputBound(processors, p.servers(), work, machine));
		return o;
	}

	private static void finite(String option, double value) {
		if (!(value >= 0) || Double.isInfinite(value)) {
			throw new IllegalArgumentException(option + " must be a number, 0 or more, was " + value);
		}
	}
}
