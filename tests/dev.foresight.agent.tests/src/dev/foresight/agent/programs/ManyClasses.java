/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Defines {@code [count]} classes the recorder has not seen, each with a synchronized block: copies of
 * {@code LoadOrder.A} that differ in their source file name (a byte of the constant pool), each in a class loader of
 * its own, and runs each once. With {@code unnamed} the loaders define them without a name, as some code generators
 * do.
 */
public final class ManyClasses {

	private ManyClasses() {
	}

	/** {@code [count] [unnamed]}. */
	public static void main(String[] a) throws Exception {
		boolean named = a.length < 2 || !a[1].equals("unnamed");
		byte[] bytes;
		try (InputStream in = ManyClasses.class.getResourceAsStream("LoadOrder$A.class")) {
			bytes = in.readAllBytes();
		}
		int at = indexOf(bytes, "LoadOrder.java".getBytes(StandardCharsets.UTF_8));
		long sum = 0;
		for (int k = 0; k < Integer.parseInt(a[0]); k++) {
			byte[] copy = bytes.clone();
			// "LoadOrder.java" becomes "LoadOrdeA.java", "LoadOrdeB.java", ...: another file for the recorder
			copy[at + 8] = (byte) ('A' + k);
			Class<?> c = new Loader().define(copy, named);
			java.lang.reflect.Method run = c.getDeclaredMethod("run", int.class);
			run.setAccessible(true);
			sum += (long) run.invoke(null, 1);
		}
		System.out.println("ManyClasses " + sum);
	}

	private static int indexOf(byte[] b, byte[] what) throws IOException {
		for (int i = 0; i + what.length <= b.length; i++) {
			int j = 0;
			while (j < what.length && b[i + j] == what[j]) {
				j++;
			}
			if (j == what.length) {
				return i;
			}
		}
		throw new IOException("no source file name in the class");
	}

	/** A class loader of its own for each copy. */
	private static final class Loader extends ClassLoader {

		Loader() {
			super(ManyClasses.class.getClassLoader());
		}

		Class<?> define(byte[] b, boolean named) {
			return defineClass(named ? LoadOrder.class.getName() + "$A" : null, b, 0, b.length);
		}
	}
}
