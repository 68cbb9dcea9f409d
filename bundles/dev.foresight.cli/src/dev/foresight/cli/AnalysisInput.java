/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.Supplier;

import com.google.gson.GsonBuilder;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineFormatException;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.ReplayablePart;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/** What the analysis commands share: reading the trace, checking processor counts, printing JSON. */
final class AnalysisInput {

	/** Nanoseconds per millisecond: traces count nanoseconds, outputs milliseconds. */
	static final double NS_PER_MS = 1e6;

	private AnalysisInput() {
	}

	/**
	 * The trace in {@code file}; format errors name the file and byte offset. Of a recording that was not closed (a
	 * killed JVM), the part every thread's blocks cover ({@link ReplayablePart}), which a warning on {@code err} says.
	 */
	static Trace read(Path file, PrintWriter err) throws IOException {
		TraceReadResult read = FtraceReader.read(file);
		read.warnings().forEach(w -> err.println("foresight: warning: " + Main.located(file, w)));
		ReplayablePart part = ReplayablePart.of(read.trace(), read.closed());
		if (part.warning() != null) {
			err.println("foresight: warning: " + Main.located(file, part.warning()));
		}
		return part.trace();
	}

	/** The execution graph of a trace, with wake-link errors naming the file. */
	static ExecutionGraph graph(Path file, Trace trace) {
		return ofFile(file, () -> TraceGraphs.of(trace));
	}

	/** What {@code work} makes of the trace in {@code file}, its errors (wake links, thread counts) naming the file. */
	static <T> T ofFile(Path file, Supplier<T> work) {
		try {
			return work.get();
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
		}
	}

	/** The machine in {@code file}, or the default Linux server when none is given. */
	static MachineModel machine(Path file) throws IOException, MachineFormatException {
		return file == null ? MachineModel.linuxServer() : MachineFormat.read(file);
	}

	/** Checks a processor count given with {@code --cpus}. */
	static int cpus(int cpus) {
		if (cpus < 1 || cpus > CpuCounts.LARGEST) {
			throw new IllegalArgumentException("--cpus must lie between 1 and " + CpuCounts.LARGEST + ", was " + cpus);
		}
		return cpus;
	}

	/** Prints {@code value} as indented JSON. */
	static void printJson(PrintWriter out, Object value) {
		out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(value));
	}

	/** Nanoseconds as milliseconds. */
	static double ms(double nanos) {
		return nanos / NS_PER_MS;
	}
}
