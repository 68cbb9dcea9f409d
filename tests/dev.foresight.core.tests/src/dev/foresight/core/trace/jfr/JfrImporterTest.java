/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordingFile;

/** A JFR recording of sleeps, thread starts, monitor waits and parks becomes a trace that says what it lacks. */
class JfrImporterTest {

	/** Keeps the spinning loops' results alive. */
	static volatile double sink;

	@TempDir
	Path dir;

	@Test
	void sleepsAndThreadsAreImported() throws Exception {
		Trace trace = recorded(List.of("jdk.ThreadSleep"), List.of("jdk.ThreadStart", "jdk.ThreadEnd"), () -> {
			Thread t = new Thread(JfrImporterTest::sleepThreeTimes, "sleeper");
			t.start();
			t.join();
		});
		ThreadEvents sleeper = thread(trace, "sleeper");
		List<EventKind> kinds = new ArrayList<>();
		for (int i = 0; i < sleeper.size(); i++) {
			kinds.add(sleeper.kind(i));
		}
		assertEquals(List.of(EventKind.THREAD_BEGIN, EventKind.SLEEP, EventKind.SLEEP, EventKind.SLEEP,
				EventKind.THREAD_END), kinds);
		assertEquals(2_000_000, sleeper.arg(1));
		assertEquals("sleepThreeTimes", trace.header().site(sleeper.site(1)).method());
		assertTrue(trace.header().properties().get("import.lacks").contains("wake links"));
		assertEquals("imported from the JDK Flight Recorder file r.jfr, without wake links or uncontended "
				+ "synchronization and with CPU times estimated from the wall time between blocking events",
				ImportNote.of(trace.header()));
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	@Test
	void monitorEntriesWaitsAndParksAreImportedWithTheirClassAsObject() throws Exception {
		// JFR names a monitor or a parked thread's blocker by its class; every event of this program was refused
		// with "Could not find field with name id" until the class's id was read as the class's
		Object monitor = new Object();
		CountDownLatch held = new CountDownLatch(1);
		// with where it was recorded, as the recorder's header says it
		Trace trace = recorded(List.of("jdk.JavaMonitorEnter", "jdk.JavaMonitorWait", "jdk.ThreadPark"),
				List.of("jdk.JVMInformation", "jdk.OSInformation", "jdk.CPUInformation"), () -> {
					Thread holder = new Thread(() -> {
						synchronized (monitor) {
							held.countDown();
							sleep(30);
						}
					}, "holder");
					holder.start();
					held.await();
					Thread blocked = new Thread(() -> {
						synchronized (monitor) {
							try {
								monitor.wait(5);
							} catch (InterruptedException e) {
								Thread.currentThread().interrupt();
							}
						}
						LockSupport.parkNanos(monitor, 3_000_000);
					}, "blocked");
					blocked.start();
					holder.join();
					blocked.join();
				});
		ThreadEvents blocked = thread(trace, "blocked");
		int enter = -1;
		int wait = -1;
		int park = -1;
		for (int i = 0; i < blocked.size(); i++) {
			switch (blocked.kind(i)) {
			case MONITOR_ENTER -> enter = i;
			case WAIT -> wait = i;
			case PARK -> park = i;
			default -> {
				// thread begin and end
			}
			}
		}
		assertTrue(enter >= 0 && wait > enter && park > wait, "enter " + enter + ", wait " + wait + ", park " + park);
		// one id per class: the monitor and the parked thread's blocker are the same Object
		assertTrue(blocked.object(enter) >= 0);
		assertEquals(blocked.object(enter), blocked.object(wait));
		assertEquals(blocked.object(enter), blocked.object(park));
		assertEquals(5_000_000, blocked.arg(wait));
		assertEquals(Event.TIMED_OUT, blocked.flags(wait) & Event.TIMED_OUT);
		assertEquals(3_000_000, blocked.arg(park));
		assertEquals(System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
				trace.header().jvm());
		assertTrue(trace.header().cpuCount() >= 1, "cpus " + trace.header().cpuCount());
		String os = System.getProperty("os.name");
		assertTrue(os.equals("Linux") ? trace.header().os().startsWith("Linux ") : !trace.header().os().isEmpty(),
				trace.header().os());
	}

	@Test
	void threadsThatOutnumberTheProcessorsShareThem() throws Exception {
		// JFR shows when a thread blocks, not when it waits for a processor: three spinning threads per processor each
		// had a third of one, and a wall-time estimate gave them three times the CPU they used
		int processors = Runtime.getRuntime().availableProcessors();
		long each = 40_000_000;
		long[] wall = new long[1];
		Trace trace = recorded(List.of("jdk.JavaMonitorWait", "jdk.ThreadPark"),
				List.of("jdk.ThreadStart", "jdk.ThreadEnd", "jdk.CPUInformation", "jdk.ContainerConfiguration"), () -> {
					List<Thread> spinners = new ArrayList<>();
					for (int i = 0; i < 3 * processors; i++) {
						spinners.add(new Thread(() -> spin(ManagementFactory.getThreadMXBean()::getCurrentThreadCpuTime,
								each), "spinner-" + i));
					}
					long start = System.nanoTime();
					spinners.forEach(Thread::start);
					for (Thread t : spinners) {
						t.join();
					}
					wall[0] = System.nanoTime() - start;
				});
		assumeTrue(trace.header().properties().get("import.processors").equals(Integer.toString(processors)),
				"the JVM may use fewer processors than JFR counts (an affinity mask)");
		long cpu = 0;
		for (int i = 0; i < trace.threadCount(); i++) {
			if (trace.header().threads().get(i).name().startsWith("spinner-")) {
				cpu += trace.thread(i).totalCpuNanos();
			}
		}
		double ratio = (double) cpu / (3 * processors * each);
		// the estimate shares the wall time among the JVM's threads: where other programs took part of the processors
		// meanwhile, it overshoots by the part they took: the spinners' share is their CPU time (3 * processors * each)
		// over the processors' wall time (processors * wall)
		double share = Math.min(1, 3.0 * each / wall[0]);
		assertTrue(ratio > 0.8 && ratio < 1.5 / share, "estimated over used CPU " + ratio + ", the JVM's share of the "
				+ "processors " + share);
	}

	@Test
	void virtualThreadsRunWhereJfrSaysTheyDoAndCarriersAreLeftOut() throws Exception {
		int processors = Runtime.getRuntime().availableProcessors();
		long[] elapsed = new long[1];
		Program spinners = () -> {
			long start = System.nanoTime();
			List<Thread> ts = new ArrayList<>();
			for (int i = 0; i < 4 * processors; i++) {
				ts.add(Thread.ofVirtual().start(() -> {
					sleep(1);
					spin(System::nanoTime, 10_000_000);
				}));
			}
			for (Thread t : ts) {
				t.join();
			}
			elapsed[0] = System.nanoTime() - start;
		};
		List<String> plain = List.of("jdk.CPUInformation", "jdk.ContainerConfiguration");
		// the carriers park between virtual threads: with the park threshold at 0 they have events of their own
		Trace trace = recorded(List.of("jdk.ThreadPark", "jdk.ThreadSleep", "jdk.VirtualThreadStart",
				"jdk.VirtualThreadEnd"), plain, spinners);
		assumeTrue(trace.header().properties().get("import.processors").equals(Integer.toString(processors)),
				"the JVM may use fewer processors than JFR counts (an affinity mask)");
		long cpu = 0;
		int virtual = 0;
		for (int i = 0; i < trace.threadCount(); i++) {
			ThreadInfo t = trace.header().threads().get(i);
			assertTrue(!t.name().startsWith("ForkJoinPool-"), t.name() + " is a carrier");
			if (t.virtual()) {
				virtual++;
				cpu += trace.thread(i).totalCpuNanos();
				assertEquals(EventKind.THREAD_END, trace.thread(i).kind(trace.thread(i).size() - 1));
			}
		}
		assertEquals(4 * processors, virtual);
		// the carriers were busy while the virtual threads ran; the virtual threads had no more than the processors
		double share = (double) cpu / (processors * elapsed[0]);
		assertTrue(share > 0.5 && share <= 1.0, "virtual threads' CPU over the processors' time " + share);
		assertNull(trace.header().properties().get("import.warning"));

		// without their starts and ends a virtual thread begins at its first event (not at the recording's start),
		// and the import says what is missing
		Trace unknown = recorded(List.of("jdk.ThreadPark", "jdk.ThreadSleep"), plain, spinners);
		assertTrue(unknown.header().properties().get("import.warning").contains("jdk.VirtualThreadStart"));
		assertTrue(ImportNote.of(unknown.header()).endsWith("; " + ImportNote.NO_VIRTUAL_LIFETIMES));
		int slept = 0;
		for (int i = 0; i < unknown.threadCount(); i++) {
			if (unknown.header().threads().get(i).virtual()) {
				ThreadEvents t = unknown.thread(i);
				assertEquals(EventKind.SLEEP, t.kind(1));
				assertEquals(0, t.cpuNanos(1));
				slept++;
			}
		}
		assertEquals(4 * processors, slept);
	}

	@Test
	void aRecordingWithoutThreadOrSynchronizationEventsIsAnErrorThatSaysWhichToRecord() throws Exception {
		// the JIT's compilations only, as a recording made for another purpose holds
		IOException e = assertThrows(IOException.class,
				() -> recorded(List.of(), List.of("jdk.Compilation"), JfrImporterTest::sleepThreeTimes));
		assertTrue(e.getMessage().startsWith(dir.resolve("r.jfr") + ": no thread, monitor, park, sleep or I/O events"),
				e.getMessage());
		assertTrue(e.getMessage().endsWith("settings=profile, or with those events enabled"), e.getMessage());
	}

	/**
	 * A file whose last chunk was cut short (a copy taken while the JVM wrote it) keeps its whole chunks and says where
	 * it was cut, where the JDK's parser lost the last event before the cut; one whose only chunk was cut, or holds
	 * other bytes, is an error that names the file, where the parser threw an index out of bounds, and the chunk's byte
	 * offset.
	 */
	@Test
	void aFileCutShortKeepsItsWholeChunksAndSaysWhereItStopped() throws Exception {
		Path a = dumped("a.jfr", List.of("jdk.ThreadSleep"), List.of(), JfrImporterTest::sleepThreeTimes);
		Path b = dumped("b.jfr", List.of("jdk.ThreadSleep"), List.of(), JfrImporterTest::sleepThreeTimes);
		byte[] first = Files.readAllBytes(a);
		byte[] second = Files.readAllBytes(b);
		byte[] both = Arrays.copyOf(first, first.length + second.length / 2);
		System.arraycopy(second, 0, both, first.length, second.length / 2);
		Path cut = Files.write(dir.resolve("cut.jfr"), both);
		Trace whole = JfrImporter.read(a);
		Trace t = JfrImporter.read(cut);
		assertEquals(whole.eventCount(), t.eventCount());
		String warning = t.header().properties().get("import.warning");
		assertEquals("the chunk at byte " + first.length + " is cut short: its header gives " + second.length
				+ " bytes, the file ends " + second.length / 2 + " bytes after its start: the trace holds the "
				+ RecordingFile.readAllEvents(a).size() + " events before", warning);
		assertTrue(ImportNote.of(t.header()).endsWith("; " + warning));
		Path only = Files.write(dir.resolve("only.jfr"), Arrays.copyOf(first, first.length - 100));
		IOException e = assertThrows(IOException.class, () -> JfrImporter.read(only));
		assertEquals(only + ": damaged or cut short: the chunk at byte 0 is cut short: its header gives " + first.length
				+ " bytes, the file ends " + (first.length - 100) + " bytes after its start", e.getMessage());
		// a whole chunk of other bytes than JFR's: the parser's complaint, whatever it is, names the file
		byte[] noise = new byte[first.length];
		new java.util.Random(7).nextBytes(noise);
		System.arraycopy(first, 0, noise, 0, 16);
		Path damaged = Files.write(dir.resolve("damaged.jfr"), noise);
		e = assertThrows(IOException.class, () -> JfrImporter.read(damaged));
		assertTrue(e.getMessage().startsWith(damaged + ": damaged ("), e.getMessage());
		assertTrue(e.getMessage().endsWith(") in the chunk at byte 0 (its " + first.length + " bytes)"),
				e.getMessage());
		// a whole chunk, then one of other bytes: the first chunk's events, and where the parser failed
		byte[] twice = Arrays.copyOf(first, first.length + noise.length);
		System.arraycopy(noise, 0, twice, first.length, noise.length);
		Path then = Files.write(dir.resolve("then.jfr"), twice);
		String read = JfrImporter.read(then).header().properties().get("import.warning");
		assertTrue(read.contains(" in the chunk at byte " + first.length + " (its " + noise.length + " bytes): the "
				+ "trace holds the "), read);
	}

	/** What the program under test does while it is recorded. */
	private interface Program {
		void run() throws Exception;
	}

	/**
	 * {@code program} recorded by JFR with the events {@code timed} (no threshold, with stack traces) and
	 * {@code plain}, and imported.
	 */
	private Trace recorded(List<String> timed, List<String> plain, Program program) throws Exception {
		return JfrImporter.read(dumped("r.jfr", timed, plain, program));
	}

	/** {@code program} recorded by JFR as {@link #recorded} does, into the file {@code name}. */
	private Path dumped(String name, List<String> timed, List<String> plain, Program program) throws Exception {
		Path file = dir.resolve(name);
		try (Recording r = new Recording()) {
			timed.forEach(e -> r.enable(e).withThreshold(Duration.ZERO).withStackTrace());
			plain.forEach(r::enable);
			r.start();
			program.run();
			r.stop();
			r.dump(file);
		}
		return file;
	}

	/** The events of the imported thread named {@code name}, which must be there. */
	private static ThreadEvents thread(Trace trace, String name) {
		for (int i = 0; i < trace.threadCount(); i++) {
			if (trace.header().threads().get(i).name().equals(name)) {
				return trace.thread(i);
			}
		}
		throw new AssertionError("the " + name + " thread was not imported");
	}

	/**
	 * Spins until {@code clock} has advanced by {@code nanos}: the thread's CPU clock for a platform thread, the wall
	 * clock for a virtual thread, which has no CPU clock of its own.
	 */
	private static void spin(LongSupplier clock, long nanos) {
		long until = clock.getAsLong() + nanos;
		double x = 1;
		while (clock.getAsLong() < until) {
			for (int i = 0; i < 1_000; i++) {
				x = Math.sqrt(x + i);
			}
		}
		sink = x;
	}

	private static void sleep(long millis) {
		try {
			Thread.sleep(millis);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private static void sleepThreeTimes() {
		try {
			for (int i = 0; i < 3; i++) {
				Thread.sleep(2);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
