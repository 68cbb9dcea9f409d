/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The start's scan of the loaded classes asks about binary names ({@code java.util.Vector}), the transformer about
 * internal names ({@code java/util/Vector}): both must pick the same JDK classes.
 */
class JdkClassNamesTest {

	private static final List<String> NAMES = List.of("java.io.PrintStream", "java.io.PrintWriter", "java.util.Vector",
			"java.util.Stack", "java.util.Hashtable", "java.util.Timer", "java.util.TimerThread",
			"java.util.Timer$ThreadReaper", "java.util.logging.StreamHandler", "java.util.logging.FileHandler",
			"java.util.Collections$SynchronizedMap", "java.util.Collections$SynchronizedSortedSet",
			"java.lang.Thread", "java.lang.VirtualThread", "java.lang.ThreadBuilders",
			"java.util.concurrent.ForkJoinPool", "java.util.concurrent.ForkJoinTask",
			"java.util.concurrent.CompletableFuture", "java.util.ArrayList", "java.util.HashMap",
			"java.util.Collections$UnmodifiableMap", "java.io.BufferedOutputStream", "java.lang.Object",
			"javax.print.PrintStream", "dev.foresight.agent.runtime.Hooks", "java.util.Vector$Itr");

	@Test
	void binaryAndInternalNamesPickTheSameClasses() {
		int picked = 0;
		for (String binary : NAMES) {
			String internal = binary.replace('.', '/');
			assertEquals(JdkMonitors.covers(internal), JdkMonitors.coversBinaryName(binary), binary);
			assertEquals(JdkAdvice.CLASSES.contains(internal), JdkAdvice.BINARY_NAMES.contains(binary), binary);
			if (JdkMonitors.covers(internal) || JdkAdvice.CLASSES.contains(internal)) {
				picked++;
			}
		}
		// the twelve monitor classes and views, the six of the advice; not the rest
		assertEquals(18, picked);
	}

	@Test
	void everyInternalNameOfTheAdviceHasItsBinaryName() {
		assertEquals(JdkAdvice.CLASSES.size(), JdkAdvice.BINARY_NAMES.size());
		for (String internal : JdkAdvice.CLASSES) {
			assertTrue(JdkAdvice.BINARY_NAMES.contains(internal.replace('/', '.')), internal);
		}
	}
}
