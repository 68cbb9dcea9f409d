/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import dev.foresight.core.analysis.result.AllocationResult;

/**
 * Writes a binding plan as a {@code .machine} file: the processor count and one {@code bind} line per thread (thread
 * name to processor, as DESIGN.md describes the binding plan), with the prediction in a comment.
 */
final class MachinePlanWriter {

	private MachinePlanWriter() {
	}

	static void write(Path file, AllocationResult result, List<String> threadNames) throws IOException {
		StringBuilder text = new StringBuilder();
		text.append(String.format(Locale.ROOT,
				"# Binding plan by 'foresight allocate --algorithm %s': predicted %.3f ms on %d processors%n",
				result.algorithm(), result.time() / AnalysisInput.NS_PER_MS, result.cpus()));
		text.append("processors = ").append(result.cpus()).append('\n');
		for (int t = 0; t < threadNames.size(); t++) {
			text.append("bind \"").append(threadNames.get(t).replace("\\", "\\\\").replace("\"", "\\\""))
					.append("\" = ").append(result.plan().get(t)).append('\n');
		}
		try {
			Files.writeString(file, text);
		} catch (IOException e) {
			throw new IOException(file + ": cannot write the plan: " + e.getMessage(), e);
		}
	}
}
