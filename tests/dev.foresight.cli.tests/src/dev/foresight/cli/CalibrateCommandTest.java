/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineModel;

/** {@code foresight calibrate}: the file it writes, its JSON, its help and its errors. */
class CalibrateCommandTest {

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	private int run(String... args) {
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	@Test
	void writesAMachineFileThatParsesAndRoundTrips(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("here.machine");
		assertEquals(0, run("calibrate", "--cpus", "1", "--batches", "3", "-o", file.toString()), err.toString());
		MachineModel m = MachineFormat.read(file);
		assertEquals(1, m.processors());
		assertEquals("calibrated", m.name());
		assertTrue(m.costs().threadCreationNanos() > 0 && m.costs().contextSwitchNanos() > 0, m.costs().toString());
		assertEquals(m, MachineFormat.parse(MachineFormat.print(m), "printed"));
		String text = Files.readString(file);
		assertTrue(text.startsWith("# measured by 'foresight calibrate' at "), text);
		assertTrue(text.contains("the median of 3 batches"), text);
		assertTrue(out.toString().contains("context-switch = hand-off on one, wall - unpark/park: "), out.toString());
		assertTrue(out.toString().contains("written to " + file), out.toString());
	}

	@Test
	void jsonHoldsEveryFigureWithItsSpread() throws Exception {
		assertEquals(0, run("calibrate", "--cpus", "1", "--batches", "3", "--json"), err.toString());
		JsonObject o = JsonParser.parseString(out.toString()).getAsJsonObject();
		assertEquals(1, o.get("cpus").getAsInt());
		JsonObject sw = o.getAsJsonObject("figures").getAsJsonObject("context_switch");
		assertEquals(3, sw.get("samples").getAsInt());
		assertTrue(sw.get("min_ns").getAsDouble() <= sw.get("median_ns").getAsDouble()
				&& sw.get("median_ns").getAsDouble() <= sw.get("max_ns").getAsDouble(), sw.toString());
		assertTrue(o.get("machine").getAsString().contains("costs thread-creation="));
		// a timed park's lateness is the machine's timer slack, to the 10 ns it is rounded to
		double slack = o.getAsJsonObject("figures").getAsJsonObject("timer_slack").get("median_ns").getAsDouble();
		assertTrue(slack > 0, "timer slack " + slack);
		MachineModel m = MachineFormat.parse(o.get("machine").getAsString(), "json");
		assertEquals(Math.round(slack / 10) * 10, m.costs().timerSlackNanos());
		// where taskset pins the threads, the wake-up delay and the granularity the model takes from it
		if (o.get("pinned").getAsBoolean()) {
			JsonObject delay = o.getAsJsonObject("figures").getAsJsonObject("wakeup_delay");
			JsonObject granularity = o.getAsJsonObject("figures").getAsJsonObject("wakeup_granularity");
			assertEquals(delay.get("median_ns").getAsDouble() - sw.get("median_ns").getAsDouble(),
					granularity.get("median_ns").getAsDouble(), 1e-6);
			assertTrue(o.get("machine").getAsString().contains("wakeup-granularity="));
		}
	}

	@Test
	void helpNamesTheOptions() {
		assertEquals(0, run("calibrate", "--help"));
		assertTrue(out.toString().contains("--cpus") && out.toString().contains("--output"), out.toString());
	}

	@Test
	void badProcessorCountsAreRejected() {
		assertEquals(1, run("calibrate", "--cpus", "0"));
		assertTrue(err.toString().contains("--cpus: must be between 1 and"), err.toString());
		assertEquals(1, run("calibrate", "--cpus", "100000"));
		assertEquals(2, run("calibrate", "--cpus", "two"));
		assertEquals(1, run("calibrate", "--batches", "0"));
		assertTrue(err.toString().contains("--batches: must be at least 1"), err.toString());
	}

	@Test
	void anOutputItCannotWriteIsRefusedBeforeMeasuring(@TempDir Path dir) {
		// measuring takes tens of seconds, which a missing directory found afterwards would waste
		Path file = dir.resolve("gone").resolve("m.machine");
		assertEquals(1, run("calibrate", "-o", file.toString()));
		assertEquals("foresight: " + file + ": cannot write the machine file, " + file.getParent() + " does not exist",
				err.toString().strip());
	}
}
