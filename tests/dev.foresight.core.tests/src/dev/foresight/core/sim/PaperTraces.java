/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.foresight.core.machine.BindingRule;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * Builds traces from the uni-processor traces of spec seed-broberg section 9 (Paper VIII Tables 1-3): lines such as
 * {@code 5 P2 Send event X to P1}. One time unit is one millisecond. The time between two consecutive lines is CPU
 * work of the thread of the later line; {@code Create} is a {@code thread_start}, {@code Wait for event X} a take
 * from the thread's own hand-off queue linked to the send that satisfied it (first unmatched send, FIFO), and
 * {@code Send event X to Pj} a hand-off put into Pj's queue.
 */
final class PaperTraces {

	static final long UNIT = 1_000_000;

	private PaperTraces() {
	}

	/** Program P (spec 9.1). */
	static Trace programP() {
		return parse("""
				0 P1 Create P2
				1 P1 Create P3
				3 P1 Wait
				5 P2 Send P1
				6 P1 Create P4
				7 P1 Wait
				8 P2 Terminate
				10 P3 Send P1
				12 P1 Terminate
				15 P3 Terminate
				18 P4 Terminate
				""");
	}

	/** Program Q (spec 9.2). */
	static Trace programQ() {
		return parse("""
				0 P1 Create P2
				1 P1 Create P3
				2 P1 Wait
				9 P2 Send P1
				11 P1 Send P2
				12 P2 Wait
				13 P1 Wait
				14 P2 Terminate
				16 P3 Send P1
				18 P1 Send P3
				19 P3 Wait
				20 P1 Terminate
				21 P3 Terminate
				""");
	}

	/** Program R (spec 9.3). */
	static Trace programR() {
		return parse("""
				0 P1 Create P2
				1 P1 Create P3
				2 P1 Create P4
				3 P1 Wait
				15 P2 Send P1
				17 P1 Wait
				18 P2 Wait
				25 P3 Send P1
				27 P1 Send P2
				28 P1 Send P3
				29 P2 Terminate
				30 P3 Wait
				31 P1 Wait
				32 P3 Terminate
				34 P4 Send P1
				36 P1 Send P4
				37 P4 Wait
				38 P1 Terminate
				39 P4 Terminate
				""");
	}

	/**
	 * The spec's machine for these examples: no costs, preemptive fixed priority P1 > P2 > P3 > P4, each process
	 * bound to the processor {@code cpuOf[k]} (process k+1).
	 */
	static MachineModel machine(int cpus, int... cpuOf) {
		List<BindingRule> plan = new ArrayList<>();
		for (int k = 0; k < cpuOf.length; k++) {
			plan.add(new BindingRule(BindingRule.Selector.THREAD_NAME, "P" + (k + 1), List.of(cpuOf[k]), 10 - k));
		}
		return MachineModel.ideal(cpus).withBindings(plan);
	}

	static Trace parse(String text) {
		Map<String, Integer> ids = new HashMap<>();
		List<ThreadEvents.Builder> builders = new ArrayList<>();
		Map<Integer, Deque<int[]>> unmatchedSends = new HashMap<>();
		Map<Integer, Deque<int[]>> unmatchedWaits = new HashMap<>();
		long prevTime = 0;
		for (String line : text.strip().split("\n")) {
			String[] w = line.trim().split(" ");
			long time = Long.parseLong(w[0]) * UNIT;
			int t = id(w[1], ids, builders);
			ThreadEvents.Builder b = builders.get(t);
			long cpu = time - prevTime;
			prevTime = time;
			switch (w[2]) {
			case "Create" -> {
				int child = id(w[3], ids, builders);
				int start = b.add(EventKind.THREAD_START, -1, -1, cpu, time, child, 0);
				builders.get(child).add(EventKind.THREAD_BEGIN, -1, -1, 0, time, 0, 0, t, start);
			}
			case "Wait" -> {
				int i = b.add(EventKind.QUEUE_TAKE, 100 + t, -1, cpu, time, 0, 0);
				int[] send = poll(unmatchedSends, t);
				if (send != null) {
					b.setWake(i, send[0], send[1]);
				} else {
					unmatchedWaits.computeIfAbsent(t, k -> new ArrayDeque<>()).add(new int[] { t, i });
				}
			}
			case "Send" -> {
				int to = id(w[3], ids, builders);
				int i = b.add(EventKind.QUEUE_PUT, 100 + to, -1, cpu, time, 0, Event.HANDOFF);
				int[] wait = poll(unmatchedWaits, to);
				if (wait != null) {
					builders.get(wait[0]).setWake(wait[1], t, i);
				} else {
					unmatchedSends.computeIfAbsent(to, k -> new ArrayDeque<>()).add(new int[] { t, i });
				}
			}
			case "Terminate" -> b.add(EventKind.THREAD_END, -1, -1, cpu, time, 0, 0);
			default -> throw new IllegalArgumentException(line);
			}
		}
		List<ThreadInfo> infos = new ArrayList<>();
		List<ThreadEvents> streams = new ArrayList<>();
		for (Map.Entry<String, Integer> e : ids.entrySet().stream().sorted(Map.Entry.comparingByValue()).toList()) {
			infos.add(new ThreadInfo(e.getValue(), e.getKey(), e.getValue() == 0 ? -1 : 0, -1, false));
			streams.add(builders.get(e.getValue()).build());
		}
		return new Trace(new TraceHeader(1, "paper", "paper", 1, 0, infos, List.of(), Map.of()), streams);
	}

	private static int[] poll(Map<Integer, Deque<int[]>> m, int key) {
		Deque<int[]> q = m.get(key);
		return q == null ? null : q.poll();
	}

	private static int id(String name, Map<String, Integer> ids, List<ThreadEvents.Builder> builders) {
		return ids.computeIfAbsent(name, n -> {
			builders.add(ThreadEvents.builder(builders.size()));
			return builders.size() - 1;
		});
	}

	/** A copy of {@code trace} in which every {@code io_end} comes {@code wait} ns of wall time after its begin. */
	static Trace withIoWait(Trace trace, long wait) {
		List<ThreadEvents> out = new ArrayList<>();
		for (ThreadEvents s : trace.streams()) {
			ThreadEvents.Builder b = ThreadEvents.builder(s.thread());
			long shift = 0;
			for (int i = 0; i < s.size(); i++) {
				if (s.kind(i) == EventKind.IO_END) {
					shift += wait;
				}
				b.add(s.kind(i), s.object(i), s.site(i), s.cpuNanos(i), s.wallNanos(i) + shift, s.arg(i), s.flags(i),
						s.wakeThread(i), s.wakeIndex(i));
			}
			out.add(b.build());
		}
		return new Trace(trace.header(), out);
	}
}
