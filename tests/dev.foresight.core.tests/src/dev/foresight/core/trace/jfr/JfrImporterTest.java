/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import jdk.jfr.Recording;

/** A JFR recording of sleeps, thread starts, monitor waits and parks becomes a trace that says what it lacks. */
class JfrImporterTest {

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
		List<EventKind> kinds = new java.util.ArrayList<>();
		for (int i = 0; i < sleeper.size(); i++) {
			kinds.add(sleeper.kind(i));
		}
		assertEquals(List.of(EventKind.THREAD_BEGIN, EventKind.SLEEP, EventKind.SLEEP, EventKind.SLEEP,
				EventKind.THREAD_END), kinds);
		assertEquals(2_000_000, sleeper.arg(1));
		assertEquals("sleepThreeTimes", trace.header().site(sleeper.site(1)).method());
		assertTrue(trace.header().properties().get("import.lacks").contains("wake links"));
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

	/** What the program under test does while it is recorded. */
	private interface Program {
		void run() throws Exception;
	}

	/**
	 * {@code program} recorded by JFR with the events {@code timed} (no threshold, with stack traces) and
	 * {@code plain}, and imported.
	 */
	private Trace recorded(List<String> timed, List<String> plain, Program program) throws Exception {
		Path file = dir.resolve("r.jfr");
		try (Recording r = new Recording()) {
			timed.forEach(e -> r.enable(e).withThreshold(Duration.ZERO).withStackTrace());
			plain.forEach(r::enable);
			r.start();
			program.run();
			r.stop();
			r.dump(file);
		}
		return JfrImporter.read(file);
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
