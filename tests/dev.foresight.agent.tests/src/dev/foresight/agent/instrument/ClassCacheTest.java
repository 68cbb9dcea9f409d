/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.runtime.Sites;

/** {@link ClassCache} on its own: what it keeps, what it refuses to keep, what it recognizes. */
class ClassCacheTest {

	/** An integer constant javac puts into the constant pool (above the range of sipush). */
	private static final int CONSTANT = 70_000;

	/** A synchronized block, and the constant. */
	static final class Clash {
		private static final Object LOCK = new Object();
		static int x;

		static int run() {
			synchronized (LOCK) {
				x += CONSTANT;
			}
			return x;
		}
	}

	/** A synchronized block only. */
	static final class Plain {
		private static final Object LOCK = new Object();
		static int x;

		static int run() {
			synchronized (LOCK) {
				x++;
			}
			return x;
		}
	}

	@Test
	void aRewrittenClassIsFoundForTheSameFileOnly(@TempDir Path dir) throws IOException {
		ClassCache cache = ClassCache.open(dir, "agent");
		String name = internal(Plain.class);
		byte[] original = bytes(Plain.class);
		SiteLog sites = SiteLog.interning();
		byte[] rewritten = Transformer.rewrite(name, original, ClassScan.scan(original), sites);
		assertNotNull(rewritten);
		assertEquals(1, sites.entries().size());
		long key = ClassCache.key(original);
		assertNull(cache.find(name, original, key));
		cache.store(name, original, key, rewritten, sites);
		cache.close();
		// the same sites have the same ids in this JVM, so the class comes back as it was rewritten
		assertArrayEquals(rewritten, cache.find(name, original, key));
		byte[] changed = original.clone();
		changed[changed.length - 1] ^= 1;
		assertNull(cache.find(name, changed, ClassCache.key(changed)));
		assertNull(cache.find(internal(Clash.class), original, key));
	}

	@Test
	void aClassWhoseConstantsIncludeASiteIdIsNotKept(@TempDir Path dir) throws IOException {
		// the next site interned gets the id CONSTANT: the rewritten class would share that constant with the program
		int next = Sites.intern("ClassCacheTest", "probe", "", 0) + 1;
		assertTrue(next <= CONSTANT, "sites numbered past the constant already: " + next);
		for (int i = next; i < CONSTANT; i++) {
			Sites.intern("ClassCacheTest", "filler", "", i);
		}
		ClassCache cache = ClassCache.open(dir, "agent");
		String name = internal(Clash.class);
		byte[] original = bytes(Clash.class);
		SiteLog sites = SiteLog.interning();
		byte[] rewritten = Transformer.rewrite(name, original, ClassScan.scan(original), sites);
		assertEquals(CONSTANT, sites.entries().get(0).id());
		long key = ClassCache.key(original);
		cache.store(name, original, key, rewritten, sites);
		cache.close();
		assertNull(cache.find(name, original, key));
	}

	@Test
	void theKeysOfPlainClassesAreKeptForTheNextRecording(@TempDir Path dir) throws IOException {
		long a = ClassCache.key(bytes(Plain.class));
		long b = ClassCache.key(bytes(Clash.class));
		ClassCache first = ClassCache.open(dir, "agent");
		assertFalse(first.isPlain(a));
		first.addPlain(a);
		first.close();
		ClassCache second = ClassCache.open(dir, "agent");
		assertTrue(second.isPlain(a));
		assertFalse(second.isPlain(b));
		second.addPlain(b);
		second.close();
		ClassCache third = ClassCache.open(dir, "agent");
		assertTrue(third.isPlain(a) && third.isPlain(b));
		// a damaged file is no keys at all
		java.nio.file.Files.write(dir.resolve("agent").resolve(PlainClasses.FILE), new byte[] { 1, 2, 3, 4, 5, 6, 7, 8,
				0, 0, 0, 0, 0, 0, 0, 0 });
		assertFalse(ClassCache.open(dir, "agent").isPlain(a));
	}

	private static String internal(Class<?> c) {
		return c.getName().replace('.', '/');
	}

	private static byte[] bytes(Class<?> c) throws IOException {
		String name = c.getName();
		try (InputStream in = c.getResourceAsStream(name.substring(name.lastIndexOf('.') + 1) + ".class")) {
			return in.readAllBytes();
		}
	}
}
