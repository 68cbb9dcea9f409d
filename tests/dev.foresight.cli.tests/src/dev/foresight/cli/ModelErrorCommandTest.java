/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;

import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineFormatException;
import dev.foresight.core.trace.ftrace.FtraceWriter;

/** {@code foresight model-error}: a machine's error line fitted to measured traces. */
class ModelErrorCommandTest {

	@TempDir
	Path dir;
	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	private int run(String... args) {
		out.getBuffer().setLength(0);
		err.getBuffer().setLength(0);
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	/**
	 * Five copies of {@link PredictCommandTest#twoWorkers()}, each measured on one and two processors at the
	 * predicted times off by the errors of ModelErrorFitTest: -12 .. +35 %.
	 */
	private List<String> measuredTraces(Path machine) throws Exception {
		Path one = dir.resolve("t0.ftrace");
		FtraceWriter.write(PredictCommandTest.twoWorkers(), one);
		assertEquals(0, run("predict", one.toString(), "--cpus", "1,2", "--samples", "0", "--json", "--machine",
				machine.toString()), err.toString());
		JsonArray p = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("predictions");
		double t1 = p.get(0).getAsJsonObject().get("time_ms").getAsDouble();
		double t2 = p.get(1).getAsJsonObject().get("time_ms").getAsDouble();
		double[] e1 = { -0.12, 0.0, 0.04, 0.10, 0.22 };
		double[] e2 = { -0.05, 0.02, 0.07, 0.15, 0.35 };
		List<String> traces = new ArrayList<>();
		for (int k = 0; k < 5; k++) {
			Path t = dir.resolve("t" + k + ".ftrace");
			FtraceWriter.write(PredictCommandTest.twoWorkers(), t);
			Files.writeString(dir.resolve("t" + k + ".measured"), String.format(Locale.ROOT,
					"foresight-measured 1\ncpus 1 startup 0 runs %.6f\ncpus 2 startup 0 runs %.6f\n",
					t1 * (1 + e1[k]), t2 * (1 + e2[k])));
			traces.add(t.toString());
		}
		return traces;
	}

	@Test
	@DisplayName("the fitted line, its leave-one-out coverage, and --write replacing the machine's error line")
	void fitsAndWrites() throws Exception {
		Path machine = dir.resolve("box.machine");
		Files.writeString(machine, "# measured by hand\nprocessors 2\nerror low=-1% high=2% runs=3\n");
		List<String> args = new ArrayList<>(List.of("model-error", "--machine", machine.toString(), "--write"));
		args.addAll(measuredTraces(machine));
		assertEquals(0, run(args.toArray(String[]::new)), err.toString());
		assertTrue(out.toString().contains("\nerror low=-12.0% high=35.0% runs=10\n"), out.toString());
		assertTrue(out.toString().contains("left out in turn, 8 of 10 measured times fall inside the band the others "
				+ "give (80 %; the band claims 90 %); written to " + machine), out.toString());
		assertEquals("# measured by hand\nprocessors 2\nerror low=-12.0% high=35.0% runs=10\n",
				Files.readString(machine));
		assertEquals(0.35, MachineFormat.read(machine).error().high(), 1e-12);
	}

	@Test
	@DisplayName("a machine without an error line gets one at its end; a file that would not parse is not written")
	void appendsAndChecks() throws Exception {
		Path p = Path.of("x.machine");
		assertEquals("processors 2\nerror low=0.0% high=5.0% runs=10\n",
				ModelErrorCommand.withError("processors 2", "error low=0.0% high=5.0% runs=10", p));
		MachineFormatException e = assertThrows(MachineFormatException.class, () -> ModelErrorCommand
				.withError("processors 2\nfrobnicate 3\n", "error low=0.0% high=5.0% runs=10", p));
		assertTrue(e.getMessage().startsWith("x.machine:2:1:"), e.getMessage());
	}

	@Test
	@DisplayName("a trace without measured runs, too few pairs and --write without a machine are named")
	void errors() throws Exception {
		Path t = dir.resolve("lone.ftrace");
		FtraceWriter.write(PredictCommandTest.twoWorkers(), t);
		assertEquals(1, run("model-error", t.toString()));
		assertEquals("foresight: " + t + " has no measured runs beside it (" + dir.resolve("lone.measured")
				+ "): run 'foresight measure --like " + t + "' first\n", err.toString());
		Files.writeString(dir.resolve("lone.measured"), "foresight-measured 1\ncpus 1 startup 0 runs 20\n");
		assertEquals(1, run("model-error", t.toString()));
		assertEquals("foresight: fitting the model error needs at least 10 predicted-versus-measured pairs, got 1\n",
				err.toString());
		assertEquals(1, run("model-error", "--write", t.toString()));
		assertTrue(err.toString().startsWith("foresight: --write needs --machine FILE"), err.toString());
	}
}
