/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

/**
 * A call site in the recorded program; events refer to it by {@link #id()} (an index in the trace's site table).
 *
 * @param id index in the site table
 * @param className fully qualified class name
 * @param method method name
 * @param file source file name, or empty when unknown
 * @param line source line, or -1 when unknown
 */
public record Site(int id, String className, String method, String file, int line) {

	/** Class and method as {@code Class#method}. */
	public String qualifiedMethod() {
		return className + '#' + method;
	}
}
