/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code foresight lopc} on the spec's numbers (seed-lopc, Table R1 and LOPC-T16). */
class LopcCommandTest {

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	private int run(String... args) {
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	@Test
	@DisplayName("all-to-all: the 13 % contention share at W = 1024")
	void allToAll() {
		assertEquals(0, run("lopc", "--work", "1024", "--overhead", "200", "--variability", "0", "--json"),
				err.toString());
		JsonObject o = JsonParser.parseString(out.toString()).getAsJsonObject();
		assertEquals(1643.45, o.get("cycle").getAsDouble(), 0.01);
		assertEquals(0.134, o.get("contentionShare").getAsDouble(), 0.001);
		assertEquals(1424, o.get("contentionFree").getAsDouble(), 1e-9);
	}

	@Test
	@DisplayName("client-server: the best number of servers (Eq. 6.8)")
	void clientServer() {
		assertEquals(0, run("lopc", "--pattern", "client-server", "--processors", "32", "--work", "1000",
				"--overhead", "131", "--variability", "0", "--json"), err.toString());
		JsonObject o = JsonParser.parseString(out.toString()).getAsJsonObject();
		assertEquals(4.534223, o.get("optimalServers").getAsDouble(), 1e-6);
		assertEquals(5, o.get("servers").getAsInt());
		assertEquals(0.020213, o.get("throughput").getAsDouble(), 1e-6);
	}

	@Test
	@DisplayName("bad input: a clear message and exit status 1")
	void badInput() {
		assertEquals(1, run("lopc", "--work", "10", "--overhead", "0"));
		assertTrue(err.toString().contains("--overhead: the handler's time must be more than 0"), err.toString());
		// found by fuzzing: NaN and 1e308 gave NaN cycles, a negative work a cycle, 1e-320 an endless iteration
		for (String[] bad : new String[][] { { "--latency", "1e308" }, { "--work", "NaN" }, { "--overhead", "1e-320" },
				{ "--work", "-1" } }) {
			err.getBuffer().setLength(0);
			Map<String, String> options = new LinkedHashMap<>(Map.of("--work", "10", "--overhead", "1", "--pattern",
					"client-server", "--processors", "8"));
			options.put(bad[0], bad[1]);
			List<String> line = new ArrayList<>(List.of("lopc"));
			options.forEach((k, v) -> line.addAll(List.of(k, v)));
			assertEquals(1, run(line.toArray(String[]::new)), String.join(" ", bad));
			assertTrue(err.toString().startsWith("foresight: --"), err.toString());
		}
		assertEquals(1, run("lopc", "--work", "10", "--overhead", "1", "--processors", "8"));
		assertTrue(err.toString().contains("--processors and --servers are for --pattern client-server"),
				err.toString());
		assertEquals(1, run("lopc", "--pattern", "ring", "--work", "10", "--overhead", "1"));
		assertTrue(err.toString().contains("--pattern"), err.toString());
	}
}
