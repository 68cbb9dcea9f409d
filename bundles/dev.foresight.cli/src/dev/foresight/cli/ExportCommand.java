/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
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

	@Option(names = "--from", paramLabel = "MS", defaultValue = "0",
			description = "Leave out what happened before this many milliseconds of the recording (wall clock).")
	private double fromMillis;

	@Option(names = "--to", paramLabel = "MS",
			description = "Leave out what happened after this many milliseconds of the recording (default: the end).")
	private Double toMillis;

	@Override
	public Integer call() throws Exception {
		if (!format.equals("chrome")) {
			throw new IllegalArgumentException("unknown export format '" + format + "' (known: chrome)");
		}
		OutputFiles.requireWritable(output, "the export");
		long to = toMillis == null ? Long.MAX_VALUE : Math.round(toMillis * 1e6);
		if (fromMillis < 0 || (toMillis != null && toMillis < fromMillis)) {
			throw new IllegalArgumentException("--from must be at least 0 and --to not below it, were " + fromMillis
					+ " and " + (toMillis == null ? "the end" : toMillis));
		}
		ChromeTraceWriter.write(FtraceReader.read(file).trace(), output, Math.round(fromMillis * 1e6), to);
		spec.commandLine().getErr().println("foresight: wrote " + output);
		String large = largeWarning(output, Files.size(output), LARGE_BYTES);
		if (large != null) {
			spec.commandLine().getErr().println(large);
		}
		return 0;
	}

	/**
	 * JSON larger than this does not open in the Perfetto UI in a browser: the page gets about 2 GB in all, and the
	 * loaded trace takes more than its file (perfetto.dev, "Visualising large traces"); a 900 MB JSON trace crashed
	 * it (Perfetto's issue 99). The whole of a recording of 9.6 M events writes 1.9 GB.
	 */
	static final long LARGE_BYTES = 512L << 20;

	/** The warning for an export of {@code bytes} to {@code output}, or {@code null} when it is below {@code most}. */
	static String largeWarning(Path output, long bytes, long most) {
		if (bytes <= most) {
			return null;
		}
		return String.format(Locale.ROOT, "foresight: warning: %s is %.1f GB, more than the Perfetto UI opens in a "
				+ "browser: export a part of the recording with --from and --to (milliseconds), or open it through "
				+ "Perfetto's trace_processor --httpd (https://perfetto.dev/docs/visualization/large-traces)", output,
				bytes / 1e9);
	}
}
