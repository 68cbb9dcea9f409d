/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import dev.foresight.core.trace.chrome.ChromeTraceWriter;
import dev.foresight.core.trace.ftrace.FtraceReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code foresight export}: converts a trace for other tools. */
@Command(name = "export", description = "Exports an .ftrace file; --format chrome writes Chrome trace-event JSON "
		+ "(opens in the Perfetto UI).", mixinStandardHelpOptions = true)
public final class ExportCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE", description = "The trace.")
	private Path file;

	@Option(names = "--format", required = true, description = "Output format: chrome.")
	private String format;

	@Option(names = { "-o", "--output" }, required = true, description = "Output file.")
	private Path output;

	@Override
	public Integer call() throws Exception {
		if (!format.equals("chrome")) {
			throw new IllegalArgumentException("unknown export format '" + format + "' (known: chrome)");
		}
		OutputFiles.requireWritable(output, "the export");
		ChromeTraceWriter.write(FtraceReader.read(file).trace(), output);
		spec.commandLine().getErr().println("foresight: wrote " + output);
		return 0;
	}
}
