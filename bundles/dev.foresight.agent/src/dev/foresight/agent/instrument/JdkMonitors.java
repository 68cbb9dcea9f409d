/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.Map;
import java.util.Set;

/**
 * The JDK classes whose monitors programs share between their threads without a synchronized block of their own:
 * {@code System.out} and other print streams and writers, the handlers of {@code java.util.logging} (a console or
 * file log that every thread writes to), the legacy synchronized collections and the views of
 * {@code Collections.synchronizedMap} and its kin. Their synchronized methods and blocks are recorded as an
 * application class's are, at the JDK's own sites; their other calls are not (they are the JDK's, not the
 * program's). {@code java.util.Timer} and its thread are recorded with the waits and notifies on their task queue's
 * monitor too: the timer thread waits for a task's time in {@code Object.wait}, which the replay must wait as well.
 * Of {@code ConcurrentHashMap} only the methods that run the program's function holding a bin's monitor
 * ({@code computeIfAbsent}, {@code computeIfPresent}, {@code compute}, {@code merge}): threads that compute the same
 * key, or keys of one bin, take turns there, and a cache that computes its values so scales no better than that;
 * only inside the program's calls of those methods ({@code MapComputeHooks}), since the JDK computes in maps of its
 * own; its other locking (a put into a bin) holds the monitor a few instructions and is left out. Left out: classes the JDK mostly uses privately, whose every use would be an uncontended event
 * ({@code StringBuffer} inside the text formats, buffered streams, the class loaders).
 */
final class JdkMonitors {

	static final String CHM = "java/util/concurrent/ConcurrentHashMap";
	private static final Set<String> CLASSES = Set.of("java/io/PrintStream", "java/io/PrintWriter",
			"java/util/logging/StreamHandler", "java/util/logging/FileHandler", "java/util/Vector", "java/util/Stack",
			"java/util/Hashtable", JdkMonitors.CHM);
	/** Of these classes, the methods whose monitors are recorded, by class; all of them where a class is not here. */
	private static final Map<String, Set<String>> METHODS = Map.of(CHM,
			Set.of("computeIfAbsent", "computeIfPresent", "compute", "merge"));
	/**
	 * Classes whose waits and notifies on their monitors are recorded as well. A pipe's reader and writer take turns
	 * by them: the reader waits until the writer, finding the buffer full, notifies it (a write does not).
	 */
	private static final Set<String> WAITS = Set.of("java/util/Timer", "java/util/TimerThread",
			"java/util/Timer$ThreadReaper", "java/io/PipedInputStream", "java/io/PipedOutputStream",
			"java/io/PipedReader", "java/io/PipedWriter");
	/** Collections' synchronized views: SynchronizedMap, SynchronizedList, SynchronizedSortedSet and the rest. */
	private static final String VIEWS = "java/util/Collections$Synchronized";

	private static final Set<String> BINARY_NAMES = binaryNames();
	private static final String VIEWS_BINARY = VIEWS.replace('/', '.');

	private JdkMonitors() {
	}

	/** Whether the class (internal name) is one of these. */
	static boolean covers(String className) {
		return CLASSES.contains(className) || className.startsWith(VIEWS) || WAITS.contains(className);
	}

	/**
	 * Whether the class, by its binary name ({@code java.util.Vector}), is one of these: the start's scan of the loaded
	 * classes asks it of each of hundreds of names, interpreted, where making each an internal name cost milliseconds.
	 */
	static boolean coversBinaryName(String name) {
		return name.startsWith("java.") && (BINARY_NAMES.contains(name) || name.startsWith(VIEWS_BINARY));
	}

	/** The methods of the class (internal name) whose monitors are recorded, or {@code null} for all of them. */
	static Set<String> methods(String className) {
		return METHODS.get(className);
	}

	/**
	 * Whether the class's monitors are recorded only inside the program's calls of it ({@code MapComputeHooks}): the
	 * JDK uses {@code ConcurrentHashMap} for caches of its own.
	 */
	static boolean onlyInProgramCalls(String className) {
		return className.equals(CHM);
	}

	/** Whether the waits and notifies of the class (internal name) are recorded too. */
	static boolean waitsToo(String className) {
		return WAITS.contains(className);
	}

	private static Set<String> binaryNames() {
		Set<String> names = JdkAdvice.binaryNames(CLASSES);
		names.addAll(JdkAdvice.binaryNames(WAITS));
		return names;
	}
}
