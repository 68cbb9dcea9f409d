/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.replay;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.foresight.core.sim.DeadlockException;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.WaitEdge;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/** Copies of a trace that the adapters replay. */
final class ReplayTraces {

	/** A thread as a simulation of {@link #uniquelyNamed(Trace)} describes it: {@code thread t3}. */
	private static final Pattern RENAMED = Pattern.compile("thread t(\\d+)");

	private ReplayTraces() {
	}

	/** Name that thread {@code id} gets in {@link #uniquelyNamed(Trace)}. */
	static String name(int id) {
		return "t" + id;
	}

	/** The trace with every thread renamed {@code t<id>}, so that a binding plan can name each thread alone. */
	static Trace uniquelyNamed(Trace trace) {
		List<ThreadInfo> threads = new ArrayList<>();
		for (ThreadInfo t : trace.header().threads()) {
			threads.add(new ThreadInfo(t.id(), name(t.id()), t.parent(), t.creationSite(), t.virtual(), t.daemon()));
		}
		TraceHeader h = trace.header();
		return new Trace(new TraceHeader(h.formatVersion(), h.jvm(), h.os(), h.cpuCount(), h.startEpochMillis(),
				threads, h.sites(), h.properties()), trace.streams());
	}

	/** A deadlock of the simulation as an unchecked exception that names the cycles. */
	static IllegalStateException deadlock(DeadlockException e) {
		return new IllegalStateException("the simulation deadlocks under every model: " + e.getMessage(), e);
	}

	/**
	 * {@link #deadlock(DeadlockException)} of a simulation of {@link #uniquelyNamed(Trace)}: the cycles name the
	 * threads as {@code trace} does, not by the names the binding plan needed.
	 */
	static IllegalStateException deadlock(DeadlockException e, Trace trace) {
		Map<SimulationModel, List<WaitEdge>> named = new EnumMap<>(SimulationModel.class);
		e.cycles().forEach((model, edges) -> named.put(model, edges.stream().map(w -> new WaitEdge(w.thread(),
				trace.header().threads().get(w.thread()).name(), renamed(w.object(), trace), w.site(), w.waitsFor()))
				.toList()));
		return deadlock(new DeadlockException(named));
	}

	/** {@code text} with each thread the binding plan named {@code t<id>} ("thread t3") named as in {@code trace}. */
	private static String renamed(String text, Trace trace) {
		Matcher m = RENAMED.matcher(text);
		StringBuilder sb = new StringBuilder();
		while (m.find()) {
			int id = Integer.parseInt(m.group(1));
			String name = id < trace.threadCount() ? trace.header().threads().get(id).name() : m.group();
			m.appendReplacement(sb, Matcher.quoteReplacement("thread " + name));
		}
		return m.appendTail(sb).toString();
	}
}
