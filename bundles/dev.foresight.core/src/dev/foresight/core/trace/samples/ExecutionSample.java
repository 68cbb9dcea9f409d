/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.samples;

/**
 * One execution sample: the method a running thread was executing at an instant (the top frame of its stack).
 *
 * @param jvmThreadId the JVM's id of the sampled thread ({@code Thread.threadId()}), or -1 when unknown
 * @param threadName the Java name of the sampled thread, or empty
 * @param epochNanos when it was taken, in nanoseconds since the Unix epoch
 * @param className binary name of the class of the top frame ({@code a.b.C$D})
 * @param method name of the method of the top frame
 * @param line source line of the top frame, or -1 when unknown
 */
public record ExecutionSample(long jvmThreadId, String threadName, long epochNanos, String className, String method,
		int line) {

	/** The method as {@code class#method}, the key the function tables use. */
	public String qualifiedMethod() {
		return className + '#' + method;
	}
}
