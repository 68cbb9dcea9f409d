/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.objectweb.asm.ClassReader;

import dev.foresight.agent.runtime.InstrumentationCost;
import dev.foresight.agent.runtime.Recorder;

/**
 * The supertypes of a class that a call names as its owner, so that a call of a java.util.concurrent method through
 * a program's subclass or implementation of a JDK type meets that type's rule: javac names the receiver's static
 * type as the owner, and a library's latch that extends {@code CountDownLatch} awaits itself as its own type
 * (Reactor's {@code block()}). The owner need not be loaded yet, and a class loaded during a transformation is not
 * transformed itself, so its class file is read from the loader of the class being rewritten instead, up to the
 * first JDK types. Answers are kept by name, whichever loader found them first.
 */
final class Supertypes {

	/** The loader of the class being rewritten on this thread ({@link Transformer}); none: the system loader. */
	private static final ThreadLocal<ClassLoader> LOADER = new ThreadLocal<>();
	private static final ConcurrentHashMap<String, List<String>> ANCESTORS = new ConcurrentHashMap<>();
	/** Per type, its superclass and interfaces: of the classes defined so far ({@link #defined}) and those read. */
	private static final ConcurrentHashMap<String, List<String>> DIRECT = new ConcurrentHashMap<>();
	/** Deep enough for any real hierarchy; a cycle in broken class files ends here. */
	private static final int MAX_DEPTH = 16;

	private Supertypes() {
	}

	/** Sets the loader whose class files the lookups on this thread read ({@code null}: the system loader). */
	static void loader(ClassLoader loader) {
		if (loader == null) {
			LOADER.remove();
		} else {
			LOADER.set(loader);
		}
	}

	/**
	 * Notes the superclass and interfaces of a class being defined ({@link ClassScan} reads them from its file), so
	 * that a call through it needs no read: a superclass is defined before its subclasses, and the class itself
	 * before its own calls are rewritten.
	 */
	static void defined(String type, List<String> direct) {
		DIRECT.putIfAbsent(type, direct);
	}

	/**
	 * Every supertype of {@code owner} (an internal name), nearest first: the superclass chain, then the interfaces;
	 * empty when its class file cannot be found or read.
	 */
	static List<String> of(String owner) {
		List<String> known = ANCESTORS.get(owner);
		if (known != null) {
			return known;
		}
		Set<String> out = new LinkedHashSet<>();
		collect(owner, out, 0);
		List<String> result = List.copyOf(out);
		ANCESTORS.putIfAbsent(owner, result);
		return result;
	}

	private static void collect(String type, Set<String> out, int depth) {
		// a JDK type ends the walk: the rules name each JDK type whose calls they hook, the classes with their
		// interfaces, and reading the JDK's class files would cost the start of a recording more than they add
		if (depth >= MAX_DEPTH || CallRules.jdk(type)) {
			return;
		}
		List<String> direct = direct(type);
		for (String s : direct) {
			out.add(s);
		}
		for (String s : direct) {
			List<String> known = ANCESTORS.get(s);
			if (known != null) {
				out.addAll(known);
			} else {
				collect(s, out, depth + 1);
			}
		}
	}

	/** The direct superclass and interfaces of {@code type}, from its definition or read from its class file. */
	private static List<String> direct(String type) {
		List<String> known = DIRECT.get(type);
		if (known == null) {
			known = read(type);
			DIRECT.putIfAbsent(type, known);
		}
		return known;
	}

	private static List<String> read(String type) {
		ClassLoader loader = LOADER.get();
		String file = type + ".class";
		// the loader's own locks and tables are the JDK's, whose hooks would record the read as the program's
		boolean hushed = Recorder.hush();
		try (InputStream in = loader != null ? loader.getResourceAsStream(file)
				: ClassLoader.getSystemResourceAsStream(file)) {
			if (in == null) {
				return List.of();
			}
			InstrumentationCost.supertypesRead();
			ClassReader r = new ClassReader(in);
			List<String> direct = new ArrayList<>();
			if (r.getSuperName() != null) {
				direct.add(r.getSuperName());
			}
			direct.addAll(List.of(r.getInterfaces()));
			return direct;
		} catch (Exception | LinkageError e) {
			// an unreadable or strange class file: the call stays as it is
			return List.of();
		} finally {
			Recorder.unhush(hushed);
		}
	}
}
