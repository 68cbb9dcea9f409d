/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** The {@code foresight model} contract of issue 6. */
class ModelCommandTest {

	@TempDir
	Path dir;

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	private int run(String... args) {
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	private Path write(String name, String text) throws IOException {
		Path p = dir.resolve(name);
		Files.writeString(p, text);
		return p;
	}

	@Test
	void jsonInputGivesTheContractOutput() throws IOException {
		Path f = write("g.json", "{\"tasks\": [{\"id\": \"a\", \"time\": 5}, {\"id\": \"x\", \"dist\": {\"normal\":"
				+ " {\"mean\": 10, \"sd\": 2}}}, {\"id\": \"y\", \"time\": 10}], \"edges\": [[\"a\", \"x\"],"
				+ " [\"a\", \"y\"]]}");
		assertEquals(0, run("model", f.toString(), "--cpus", "1,2", "--json"), err.toString());
		JsonObject o = JsonParser.parseString(out.toString()).getAsJsonObject();
		JsonArray preds = o.getAsJsonArray("predictions");
		assertEquals(2, preds.size());
		assertEquals(25, preds.get(0).getAsJsonObject().get("time").getAsDouble(), 1e-12);
		assertEquals(15, preds.get(1).getAsJsonObject().get("time").getAsDouble(), 1e-12);
		assertEquals(25.0 / 15, preds.get(1).getAsJsonObject().get("speedup").getAsDouble(), 1e-12);
		JsonObject m = o.getAsJsonObject("moments");
		// max(N(10, 2), 10) + 5: E = 15 + 2 * phi(0) = 15.7979
		assertEquals(15 + 2 / Math.sqrt(2 * Math.PI), m.get("mean").getAsDouble(), 0.05);
		assertTrue(m.has("variance") && m.has("skewness") && m.has("kurtosis"));
		assertEquals("monte-carlo", o.get("momentsMethod").getAsString());
	}

	@Test
	void textModelWithOverridesAndTable() throws IOException {
		Path f = write("m.taskgraph", "param N = 4\ntask init 2\ngroup work N time 3\ntask done 1\n");
		// 1..2 is every count from 1 to 2
		assertEquals(0, run("model", f.toString(), "--cpus", "1..2,8", "--set", "N=8"), err.toString());
		String s = out.toString();
		assertTrue(s.contains("     1             27    1.0000"), s);
		assertTrue(s.contains("     2             15    1.8000"), s);
		assertTrue(s.contains("     8              6    4.5000"), s);
		assertTrue(s.contains("moments: PAMELA moments method"), s);
	}

	/** A normal task time often below 0, on which Monte Carlo and the moments method disagree, is a warning. */
	@Test
	void aNormalTimeOftenBelowZeroIsWarnedOf() throws IOException {
		Path f = write("n.taskgraph", "task a normal(1, 100)\n");
		assertEquals(0, run("model", f.toString(), "--cpus", "1"), err.toString());
		String warning = "the time of task a, normal(1, 100), is below 0 with probability 49.6 %: Monte Carlo counts "
				+ "such draws as 0, the moments method does not, and they disagree";
		assertTrue(out.toString().contains("\nwarning: " + warning + "\n"), out.toString());
		out.getBuffer().setLength(0);
		assertEquals(0, run("model", f.toString(), "--cpus", "1", "--json"), err.toString());
		assertEquals(warning, JsonParser.parseString(out.toString()).getAsJsonObject().get("warning").getAsString());
	}

	@Test
	void syntaxErrorsArePositioned() throws IOException {
		Path f = write("bad.taskgraph", "task a 1\ntask b *\ntask c\n");
		assertEquals(1, run("model", f.toString(), "--cpus", "2"));
		assertTrue(err.toString().startsWith("foresight: " + f + ":2:8: expected a number"), err.toString());
		assertTrue(err.toString().contains(f + ":4:1: expected a number"), err.toString());
	}

	@Test
	void modelErrorsArePositioned() throws IOException {
		Path f = write("bad.taskgraph", "param N\ntask a N\ntask b normal(1, -1)\n");
		assertEquals(1, run("model", f.toString(), "--cpus", "2"));
		assertEquals("foresight: " + f + ":1:7: parameter 'N' has no value; give one with --set N=VALUE\n",
				err.toString());
		err.getBuffer().setLength(0);
		assertEquals(1, run("model", f.toString(), "--cpus", "2", "--set", "N=1"));
		assertEquals("foresight: " + f + ":3:8: the time of b: normal standard deviation -1.0 is negative\n",
				err.toString());
	}

	@Test
	void cyclesAreNamed() throws IOException {
		Path f = write("c.json", "{\"tasks\": [{\"id\": \"a\", \"time\": 1}, {\"id\": \"b\", \"time\": 1}],"
				+ " \"edges\": [[\"a\", \"b\"], [\"b\", \"a\"]]}");
		assertEquals(1, run("model", f.toString(), "--cpus", "2"));
		assertEquals("foresight: " + f + ": the dag has a cycle: a -> b -> a\n", err.toString());
	}

	@Test
	void timesThatOverflowADoubleAreAnErrorNamingTheFile() throws IOException {
		Path f = write("huge.taskgraph", "task a 1e308\ntask b 1e308\n");
		assertEquals(1, run("model", f.toString(), "--cpus", "1,2"));
		assertEquals("foresight: " + f + ": the completion time on 1 processor is Infinity: the model's times are too"
				+ " large for a double (about 1.8e308); give them in a larger unit\n", err.toString());
	}

	@Test
	void missingFileIsAnError() {
		assertEquals(1, run("model", dir.resolve("none.taskgraph").toString(), "--cpus", "2"));
		assertTrue(err.toString().contains("no such file"), err.toString());
	}
}
