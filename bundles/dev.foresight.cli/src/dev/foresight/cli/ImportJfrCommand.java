/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import dev.foresight.core.trace.jfr.ImportNote;
import dev.foresight.core.trace.jfr.JfrImporter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code foresight import-jfr}: a JDK Flight Recorder file as a (lower-fidelity) trace. */
@Command(name = "import-jfr", description = "Converts a JDK Flight Recorder file to .ftrace, as far as JFR allows "
		+ "(the command says what the trace lacks).", mixinStandardHelpOptions = true)
public final class ImportJfrCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE.jfr", description = "The JFR recording.")
	private Path file;

	@Option(names = { "-o", "--output" }, required = true, description = "The .ftrace file to write.")
	private Path output;

	@Override
	public Integer call() throws Exception {
		OutputFiles.requireWritable(output, "the trace");
		Trace t = JfrImporter.read(file);
		FtraceWriter.write(t, output);
		spec.commandLine().getErr().println("foresight: wrote " + output + " (" + t.eventCount() + " events, "
				+ t.threadCount() + " threads); a trace imported from JFR lacks " + ImportNote.LACKS);
		String warning = t.header().properties().get("import.warning");
		if (warning != null) {
			spec.commandLine().getErr().println("foresight: warning: " + warning);
		}
		return 0;
	}
}
