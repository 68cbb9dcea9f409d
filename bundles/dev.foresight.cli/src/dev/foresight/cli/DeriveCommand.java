/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import dev.foresight.core.model.derive.DerivationException;
import dev.foresight.core.model.derive.DerivedModel;
import dev.foresight.core.model.derive.TraceDerivation;
import dev.foresight.core.model.io.TaskGraphPrinter;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code foresight derive FILE.ftrace [-o OUT.taskgraph] [--min-us N]}: a recorded program as an editable model. */
@Command(name = "derive", mixinStandardHelpOptions = true,
		description = "Derives a .taskgraph model from an .ftrace recording: the CPU work between synchronization"
				+ " events becomes tasks (times in ms), program order and recorded wake links become edges.")
public final class DeriveCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE", description = "the .ftrace recording")
	private Path file;

	@Option(names = { "-o", "--output" }, paramLabel = "OUT",
			description = "write the model to OUT (a .taskgraph file) instead of standard output")
	private Path output;

	@Option(names = "--min-us", paramLabel = "N", defaultValue = "10",
			description = "merge segments of at most N microseconds of CPU into a neighbour (default: ${DEFAULT-VALUE};"
					+ " 0 keeps every path exact)")
	private double minMicros;

	@Override
	public Integer call() throws IOException {
		if (output != null) {
			OutputFiles.requireWritable(output, "the model");
		}
		if (!(minMicros >= 0) || Double.isInfinite(minMicros)) {
			throw new IllegalArgumentException("--min-us must be a number of microseconds >= 0, got " + minMicros);
		}
		TraceReadResult read;
		try {
			read = FtraceReader.read(file);
		} catch (NoSuchFileException e) {
			throw new IllegalArgumentException(file + ": no such file");
		}
		DerivedModel d;
		try {
			d = TraceDerivation.derive(read.trace(), graphName(), Math.round(minMicros * 1000));
		} catch (DerivationException e) {
			throw new IllegalArgumentException(file + ": " + e.getMessage());
		}
		String text = TaskGraphPrinter.print(d.graph());
		PrintWriter err = spec.commandLine().getErr();
		read.warnings().forEach(w -> err.println("warning: " + Main.located(file, w)));
		d.warnings().forEach(w -> err.println("warning: " + file + ": " + w));
		if (d.ignoredLinks() > d.warnings().size()) {
			err.println("warning: " + file + ": " + d.ignoredLinks() + " wake links ignored in all");
		}
		if (output == null) {
			spec.commandLine().getOut().print(text);
			spec.commandLine().getOut().flush();
			err.println(summary(d));
		} else {
			Files.writeString(output, text, StandardCharsets.UTF_8);
			spec.commandLine().getOut().println("wrote " + output + ": " + summary(d));
		}
		return 0;
	}

	private String graphName() {
		String name = file.getFileName().toString();
		return name.endsWith(".ftrace") ? name.substring(0, name.length() - ".ftrace".length()) : name;
	}

	private static String summary(DerivedModel d) {
		double parallelism = d.criticalPathMillis() == 0 ? 1 : d.workMillis() / d.criticalPathMillis();
		return String.format(Locale.ROOT, "%d tasks (%d short segments merged), %d edges (%d between threads);"
				+ " work %.3f ms, critical path %.3f ms, average parallelism %.2f", d.tasks(), d.merged(), d.edges(),
				d.crossEdges(), d.workMillis(), d.criticalPathMillis(), parallelism);
	}
}
