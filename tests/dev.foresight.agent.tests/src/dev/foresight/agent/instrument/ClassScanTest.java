/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The scan that spares ASM the classes that cannot need rewriting: it must find every synchronized method, every
 * monitorenter and every call a rule replaces, and it should pass over the rest.
 */
class ClassScanTest {

	/** Arithmetic only, and a method named like a rule with another descriptor. */
	static final class Plain {
		int x;

		int add(int y) {
			return x + y;
		}

		void lock(int n) {
			x = n;
		}

		void callsOwnLock() {
			lock(3);
		}
	}

	/** A synchronized block in its second method only. */
	static final class Block {
		final Object m = new Object();
		int x;

		int read() {
			return x;
		}

		void write(int v) {
			synchronized (m) {
				x = v;
			}
		}
	}

	/** A synchronized method. */
	static final class Method {
		int x;

		synchronized void set(int v) {
			x = v;
		}
	}

	/** A call a rule replaces (ReentrantLock.lock and unlock). */
	static final class Locking {
		final ReentrantLock lock = new ReentrantLock();

		void run() {
			lock.lock();
			lock.unlock();
		}
	}

	private static byte[] bytes(Class<?> c) throws IOException {
		String name = c.getName();
		try (InputStream in = c.getResourceAsStream(name.substring(name.lastIndexOf('.') + 1) + ".class")) {
			return in.readAllBytes();
		}
	}

	@Test
	@DisplayName("a class without synchronization is not handed to ASM")
	void plainClassNeedsNothing() throws IOException {
		ClassScan.Result r = ClassScan.scan(bytes(Plain.class));
		assertFalse(r.rewrite());
		assertFalse(r.synchronizedMethods());
	}

	@Test
	@DisplayName("a synchronized block marks its method only (constructor, read, write)")
	void blockMarksItsMethod() throws IOException {
		ClassScan.Result r = ClassScan.scan(bytes(Block.class));
		assertTrue(r.rewrite());
		assertFalse(r.synchronizedMethods());
		assertArrayEquals(new boolean[] { false, false, true }, r.methods());
	}

	@Test
	@DisplayName("a synchronized method is found, with the flag that asks for first lines")
	void synchronizedMethod() throws IOException {
		ClassScan.Result r = ClassScan.scan(bytes(Method.class));
		assertTrue(r.rewrite());
		assertTrue(r.synchronizedMethods());
		assertArrayEquals(new boolean[] { false, true }, r.methods());
	}

	@Test
	@DisplayName("a call a rule replaces is found")
	void ruleCall() throws IOException {
		ClassScan.Result r = ClassScan.scan(bytes(Locking.class));
		assertTrue(r.rewrite());
		assertArrayEquals(new boolean[] { false, true }, r.methods());
	}

	/** Two synchronized blocks and a synchronized method. */
	static final class Blocks {
		final Object m = new Object();
		int x;

		void first(int v) {
			synchronized (m) {
				x = v;
			}
		}

		void second(int v) {
			synchronized (m) {
				x = -v;
			}
		}

		synchronized void third(int v) {
			x = v + 1;
		}
	}

	@Test
	@DisplayName("a JDK class's monitors are looked for in the methods named only (ConcurrentHashMap's compute family)")
	void monitorsOfTheNamedMethods() throws IOException {
		ClassScan.Result all = ClassScan.monitors(bytes(Blocks.class), null, false);
		assertArrayEquals(new boolean[] { false, true, true, true }, all.methods());
		assertTrue(all.synchronizedMethods());
		ClassScan.Result named = ClassScan.monitors(bytes(Blocks.class), Set.of("second"), false);
		assertArrayEquals(new boolean[] { false, false, true, false }, named.methods());
		assertFalse(named.synchronizedMethods());
		assertTrue(ClassScan.monitors(bytes(Blocks.class), Set.of("third"), false).synchronizedMethods());
		assertFalse(ClassScan.monitors(bytes(Blocks.class), Set.of("read"), false).rewrite());
	}

	/** A pipe's shape: a synchronized method that calls a plain one, which waits on the monitor the caller holds. */
	static final class Pipe {
		int free;

		synchronized void put() throws InterruptedException {
			awaitSpace();
			free--;
		}

		private void awaitSpace() throws InterruptedException {
			while (free == 0) {
				notifyAll();
				wait(1000);
			}
		}
	}

	@Test
	@DisplayName("with waits, a JDK class's method that waits or notifies on a monitor it does not take is found too")
	void waitsOutsideTheMonitorsMethods() throws IOException {
		// methods: the constructor, put, awaitSpace
		assertArrayEquals(new boolean[] { false, true, false }, ClassScan.monitors(bytes(Pipe.class), null, false)
				.methods());
		assertArrayEquals(new boolean[] { false, true, true }, ClassScan.monitors(bytes(Pipe.class), null, true)
				.methods());
	}

	@Test
	@DisplayName("a file the scan cannot read is left to ASM")
	void unreadableMeansEverything() {
		ClassScan.Result r = ClassScan.scan(new byte[] { (byte) 0xCA, (byte) 0xFE, 0, 0, 0, 0, 0, 65, 0, 2, 99 });
		assertTrue(r.rewrite());
		assertTrue(r.method(0));
	}
}
