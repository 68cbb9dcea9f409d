/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.List;
import java.util.Map;

/**
 * The self-describing header of a trace: where it was recorded and the tables events refer to.
 *
 * @param formatVersion version of the {@code .ftrace} format the trace was read from
 * @param jvm JVM name and version of the recorded program
 * @param os operating system name and version
 * @param cpuCount processors available to the recorded program
 * @param startEpochMillis wall-clock start of the recording
 * @param threads thread table, indexed by thread id
 * @param sites site table, indexed by site id
 * @param properties further facts (command line, recorder options, warnings)
 */
public record TraceHeader(int formatVersion, String jvm, String os, int cpuCount, long startEpochMillis,
		List<ThreadInfo> threads, List<Site> sites, Map<String, String> properties) {

	/** Defensive copies: a header is a value. */
	public TraceHeader {
		threads = List.copyOf(threads);
		sites = List.copyOf(sites);
		properties = Map.copyOf(properties);
	}

	/** This header with {@code newProperties} in place of its properties (a trace built or amended in code). */
	public TraceHeader withProperties(Map<String, String> newProperties) {
		return new TraceHeader(formatVersion, jvm, os, cpuCount, startEpochMillis, threads, sites, newProperties);
	}

	/** The site with id {@code id}, or {@code null} for -1. */
	public Site site(int id) {
		return id < 0 ? null : sites.get(id);
	}
}
