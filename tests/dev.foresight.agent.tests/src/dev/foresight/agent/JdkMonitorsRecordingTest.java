/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.core.trace.EventKind.MONITOR_ENTER;
import static dev.foresight.core.trace.EventKind.MONITOR_EXIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.DeadlockException;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.SiteCallers;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Records {@code SharedJdkObjects}: the monitors that JDK classes take inside their own methods (synchronized maps
 * and lists, Vector, Hashtable, System.out, a log handler) are monitor_enter and monitor_exit at the JDK's sites,
 * so that threads which share such objects are predicted to take turns as they do (issue 3: "instruments
 * application classes and the JDK's synchronization points").
 */
class JdkMonitorsRecordingTest {

	private static final String MAIN = "dev.foresight.agent.programs.SharedJdkObjects";
	private static Trace counts;

	@BeforeAll
	static void record() throws Exception {
		counts = recorded("", "counts");
	}

	private static Trace recorded(String options, String mode) throws Exception {
		Path file = Files.createTempFile("jdk-monitors", ".ftrace");
		Recordings.Run run = Recordings.run(file, options, 60, MAIN, mode);
		assertEquals(0, run.exitCode(), run.stderr());
		Trace trace = FtraceReader.read(file).trace();
		Files.delete(file);
		return trace;
	}

	/** The objects the events act on. */
	private static Set<Long> objects(Trace t, List<int[]> events) {
		Set<Long> ids = new HashSet<>();
		for (int[] e : events) {
			ids.add(t.thread(e[0]).object(e[1]));
		}
		return ids;
	}

	@Test
	@DisplayName("each call of a shared synchronized map, list, Vector and Hashtable enters and leaves its monitor")
	void sharedCollectionsAreMonitorsOfTheirOwn() {
		Object[][] expected = { { "java.util.Collections$SynchronizedMap", "put", 1200 },
				{ "java.util.Vector", "add", 900 }, { "java.util.Hashtable", "put", 600 },
				{ "java.util.Collections$SynchronizedCollection", "add", 300 } };
		Set<Long> all = new HashSet<>();
		for (Object[] x : expected) {
			// the program's object: the JDK uses such classes itself too (logging's set-up puts into a Hashtable)
			List<int[]> enters = at(counts, MONITOR_ENTER, (String) x[0], (String) x[1]);
			Map<Long, Long> byObject = new HashMap<>();
			enters.forEach(e -> byObject.merge(counts.thread(e[0]).object(e[1]), 1L, Long::sum));
			long shared = byObject.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
			assertEquals(((Integer) x[2]).longValue(), byObject.get(shared), x[0] + "." + x[1]);
			long exits = at(counts, MONITOR_EXIT, (String) x[0], (String) x[1]).stream()
					.filter(e -> counts.thread(e[0]).object(e[1]) == shared).count();
			assertEquals(((Integer) x[2]).longValue(), exits, x[0] + "." + x[1]);
			all.add(shared);
			Set<Integer> threads = new HashSet<>();
			enters.stream().filter(e -> counts.thread(e[0]).object(e[1]) == shared).forEach(e -> threads.add(e[0]));
			assertEquals(3, threads.size(), x[0] + " entered by the three threads");
		}
		assertEquals(4, all.size(), "four distinct objects");
		assertEquals(List.of(), TraceChecker.check(counts));
	}

	@Test
	@DisplayName("a JDK monitor entered again by its holder is not recorded again, where a first entry at that site is")
	void reentriesOfTheJdksMonitorsAreLeftOut() {
		// 150 pops hold the stack; each enters it again in peek and removeElementAt, which only the three peeks of
		// their own record
		List<int[]> pops = at(counts, MONITOR_ENTER, "java.util.Stack", "pop");
		assertEquals(150, pops.size());
		Set<Long> stack = objects(counts, pops);
		assertEquals(1, stack.size());
		assertEquals(150, at(counts, MONITOR_EXIT, "java.util.Stack", "pop").size());
		for (var kind : List.of(MONITOR_ENTER, MONITOR_EXIT)) {
			List<int[]> peeks = at(counts, kind, "java.util.Stack", "peek");
			assertEquals(3, peeks.size(), kind + " at Stack.peek");
			assertEquals(stack, objects(counts, peeks));
			assertEquals(0, at(counts, kind, "java.util.Vector", "removeElementAt").size(),
					kind + " at removeElementAt");
		}
		// println writes its line through the stream's own write, inside the monitor writeln holds (the console log
		// handler's writes to System.err are first entries of that stream's monitor, and recorded)
		Set<Long> out = objects(counts, at(counts, MONITOR_ENTER, "java.io.PrintStream", "writeln"));
		assertEquals(1, out.size());
		Set<Long> written = objects(counts, at(counts, MONITOR_ENTER, "java.io.PrintStream", "write"));
		assertFalse(written.contains(out.iterator().next()), "System.out entered again in write");
		assertEquals(List.of(), TraceChecker.check(counts));
	}

	@Test
	@DisplayName("each of four println calls holds System.out")
	void printlnHoldsSystemOut() {
		assertOneMonitorHeld("java.io.PrintStream", "writeln", 4);
	}

	@Test
	@DisplayName("each of three log records is published holding the console handler")
	void loggingHoldsItsHandler() {
		assertOneMonitorHeld("java.util.logging.StreamHandler", "publish", 3);
	}

	/** {@code cls.method} entered and left one monitor {@code times} times. */
	private static void assertOneMonitorHeld(String cls, String method, int times) {
		List<int[]> enters = at(counts, MONITOR_ENTER, cls, method);
		assertEquals(times, enters.size());
		assertEquals(1, objects(counts, enters).size());
		assertEquals(times, at(counts, MONITOR_EXIT, cls, method).size());
	}

	@Test
	@DisplayName("the program's lines behind the JDK's monitor sites are sampled, in the program's order")
	void callersOfTheJdksMonitorsAreTheProgramsLines() {
		SiteCallers callers = SiteCallers.of(counts.header());
		String[][] calls = { { "java.util.Collections$SynchronizedMap", "put" }, { "java.util.Vector", "add" },
				{ "java.util.Hashtable", "put" }, { "java.util.Collections$SynchronizedCollection", "add" },
				{ "java.io.PrintStream", "writeln" }, { "java.util.logging.StreamHandler", "publish" } };
		int previous = 0;
		for (String[] c : calls) {
			// the program's callers of the JDK sites of c, by site, and their samples
			Map<Site, Integer> program = new HashMap<>();
			counts.header().sites().stream().filter(s -> s.className().equals(c[0]) && s.method().equals(c[1]))
					.flatMap(s -> callers.at(s).stream()).filter(x -> x.site().className().equals(MAIN))
					.forEach(x -> program.merge(x.site(), x.samples(), Integer::sum));
			Site worker = program.keySet().stream().filter(x -> x.method().startsWith("lambda$"))
					.findFirst().orElseThrow(() -> new AssertionError(c[0] + "." + c[1] + ": " + program));
			assertTrue(worker.line() > previous, c[0] + "." + c[1] + " called at line " + worker.line()
					+ ", after line " + previous);
			previous = worker.line();
			if (c[1].equals("writeln")) {
				// four calls, all sampled: three by the threads at one line, main's later
				Site main = program.keySet().stream().filter(x -> x.method().equals("main")).findFirst().orElseThrow();
				assertEquals(Map.of(worker, 3, main, 1), program);
				assertTrue(main.line() > worker.line());
			} else if (c[1].equals("publish")) {
				assertEquals(Map.of(worker, 3), program);
			} else {
				// hundreds of entries, each of the first eight sampled
				assertTrue(program.get(worker) >= 8, c[0] + "." + c[1] + ": " + program);
				assertEquals(1, program.size(), c[0] + "." + c[1] + ": " + program);
			}
		}
	}

	@Test
	@DisplayName("threads computing inside a synchronized map's lock are predicted to take turns, not to scale")
	void workInsideTheMapsLockIsSerial() throws Exception {
		Trace recorded = recorded("", "compute");
		// the same program with the synchronized views left out (exclude): the map's lock is not seen
		Trace blind = recorded("exclude=java.util.Collections$Synchronized", "compute");
		String map = "java.util.Collections$SynchronizedMap";
		assertEquals(75, at(recorded, MONITOR_ENTER, map, "computeIfAbsent").size());
		assertEquals(0, at(blind, MONITOR_ENTER, map, "computeIfAbsent").size());
		double seen = speedupAt3(recorded);
		double unseen = speedupAt3(blind);
		// 75 turns of 1 ms each, one at a time: about 75 ms on any number of processors
		assertTrue(seen < 1.25, "speedup " + seen);
		// without the lock the three threads scale, after what main does before it starts them
		assertScales(blind, unseen, seen);
	}

	@Test
	@DisplayName("a ConcurrentHashMap's merge and compute hold the bin's monitor: 300 merges, 75 computes taking turns")
	void computeInsideAConcurrentMapsBinIsSerial() throws Exception {
		Trace recorded = recorded("", "concurrent");
		Trace blind = recorded("exclude=java.util.concurrent.ConcurrentHashMap", "concurrent");
		String map = "java.util.concurrent.ConcurrentHashMap";
		// only the program's calls: the JDK's own computes (a lambda's first use makes dozens) are not recorded
		long all = recorded.streams().stream().mapToLong(e -> java.util.stream.IntStream.range(0, e.size())
				.filter(i -> e.kind(i) == MONITOR_ENTER && recorded.header().site(e.site(i)) != null
						&& recorded.header().site(e.site(i)).className().equals(map))
				.count()).sum();
		assertEquals(375, all, "bins entered: 300 merges and 75 computes");
		Map<Long, Long> byObject = new HashMap<>();
		at(recorded, MONITOR_ENTER, map, "merge").forEach(e -> byObject.merge(recorded.thread(e[0]).object(e[1]), 1L,
				Long::sum));
		long bin = byObject.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
		assertEquals(300L, byObject.get(bin));
		for (var c : List.of(new Object[] { MONITOR_ENTER, "compute", 75L }, new Object[] { MONITOR_EXIT, "merge", 300L },
				new Object[] { MONITOR_EXIT, "compute", 75L })) {
			assertEquals(c[2], at(recorded, (EventKind) c[0], map, (String) c[1]).stream()
					.filter(e -> recorded.thread(e[0]).object(e[1]) == bin).count(), c[0] + " at " + c[1]);
		}
		// a put and a get are no compute: not recorded
		assertEquals(0, at(recorded, MONITOR_ENTER, map, "putVal").size());
		assertEquals(0, at(blind, MONITOR_ENTER, map, "compute").size());
		assertEquals(List.of(), TraceChecker.check(recorded));
		double seen = speedupAt3(recorded);
		double unseen = speedupAt3(blind);
		// 75 turns of 1 ms each, one at a time
		assertTrue(seen < 1.25, "speedup " + seen);
		assertScales(blind, unseen, seen);
	}

	/**
	 * The speedup on 3 processors of a trace whose lock is not seen is that of its threads running side by side after
	 * main's start: its CPU time over main's and the longest thread's (the program's start, some 15 ms, is main's).
	 */
	private static void assertScales(Trace recorded, double unseen, double seen) {
		Trace blind = TraceSurgery.withoutCompilers(recorded);
		long total = 0;
		long longest = 0;
		long main = 0;
		for (var e : blind.streams()) {
			long c = 0;
			for (int i = 0; i < e.size(); i++) {
				c += e.cpuNanos(i);
			}
			total += c;
			if (e.thread() == 0) {
				main = c;
			} else {
				longest = Math.max(longest, c);
			}
		}
		double side = (double) total / (main + longest);
		assertTrue(side > 1.8, "the threads' own work side by side " + side);
		assertTrue(unseen > 0.9 * side && unseen > 1.5 * seen,
				"speedup without the lock " + unseen + " (side by side " + side + ", with the lock " + seen + ")");
	}

	private static double speedupAt3(Trace t) throws DeadlockException {
		Simulator sim = new Simulator(TraceSurgery.withoutCompilers(t));
		MachineModel m = MachineModel.linuxServer();
		return (double) sim.run(m, 1, SimulationModel.DIRECT, false).completionNanos()
				/ sim.run(m, 3, SimulationModel.DIRECT, false).completionNanos();
	}
}
