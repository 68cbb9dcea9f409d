/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The {@code .machine} text format: parsing, defaults, printing and line:column errors. */
class MachineFormatTest {

	private static final String EXAMPLE = """
			# a big.LITTLE box
			machine "arm \\"box\\""
			processors 8
			speed 4-7 0.5   # the little cores
			scheduler policy=priority time-slice=4ms wakeup-granularity=500us wakeup-preemption=off locks=fifo
			costs thread-creation=80us context-switch=3.5us sync-latency=0ns
			io concurrency=4
			logp L=2.5 o=0.4 g=1 P=8
			error low=-12.5% high=40% runs=20
			bind thread "worker-*" cpus=0-3,6 priority=7
			bind site "app.Server#start" cpus=7
			""";

	@Test
	void aFileThatIsNotUtf8IsAnErrorNamingItsLineAndColumn(@TempDir Path dir) throws Exception {
		Path f = dir.resolve("box.machine");
		Files.write(f, "processors 4\nmachine \"caf\u00e9\"\n".getBytes(StandardCharsets.ISO_8859_1));
		IOException e = assertThrows(IOException.class, () -> MachineFormat.read(f));
		assertEquals(f + ":2:13: not UTF-8 text (byte 0xe9 at byte offset 25); save the file as UTF-8", e.getMessage());
	}

	@Test
	void parsesEveryStatement() throws Exception {
		MachineModel m = MachineFormat.parse(EXAMPLE, "box.machine");
		assertEquals("arm \"box\"", m.name());
		assertEquals(List.of(1.0, 1.0, 1.0, 1.0, 0.5, 0.5, 0.5, 0.5), m.speeds());
		assertEquals(new SchedulerSettings(SchedulerSettings.Policy.PRIORITY, 4_000_000, 500_000, false,
				SchedulerSettings.LockPolicy.FIFO), m.scheduler());
		assertEquals(new Costs(80_000, 3_500, 0, 4).withTimerSlack(50_000), m.costs());
		assertEquals(new LogPParameters(2.5, 0.4, 1, 8), m.logp());
		assertEquals(new ModelError(-0.125, 0.4, 20), m.error());
		assertEquals(List.of(
				new BindingRule(BindingRule.Selector.THREAD_NAME, "worker-*", List.of(0, 1, 2, 3, 6), 7),
				new BindingRule(BindingRule.Selector.CREATION_SITE, "app.Server#start", List.of(7), 0)),
				m.bindings());
	}

	@Test
	@DisplayName("timer-slack: Linux's default when the file has none, printed always, so that 0 reads back")
	void timerSlackParsesAndPrints() throws Exception {
		MachineModel m = MachineFormat.parse("costs timer-slack=57us\n", "vm.machine");
		assertEquals(57_000, m.costs().timerSlackNanos());
		assertEquals(50_000, MachineFormat.parse("processors 2\n", "plain.machine").costs().timerSlackNanos());
		MachineModel none = MachineModel.ideal(2);
		assertEquals(none.costs(), MachineFormat.parse(MachineFormat.print(none), "printed").costs());
		assertEquals(true, MachineFormat.print(none).contains(" timer-slack=0"));
		MachineFormatException e = assertThrows(MachineFormatException.class,
				() -> MachineFormat.parse("costs timer-slack=-1us\n", "bad.machine"));
		assertTrue(e.getMessage().startsWith("bad.machine:1:"), e.getMessage());
	}

	@Test
	void wakeupCostParsesAndPrintsOnlyWhenSet() throws Exception {
		MachineModel m = MachineFormat.parse("costs sync-latency=20us wakeup-cost=8.5us\n", "vm.machine");
		assertEquals(new Costs(50_000, 2_000, 20_000, 32, 8_500).withTimerSlack(50_000), m.costs());
		assertEquals(m, MachineFormat.parse(MachineFormat.print(m), "printed"));
		assertEquals(false, MachineFormat.print(MachineModel.linuxServer()).contains("wakeup-cost"));
	}

	@Test
	void spinParsesAndPrintsOnlyWhenSet() throws Exception {
		MachineModel m = MachineFormat.parse("scheduler spin=20us\n", "spin.machine");
		assertEquals(20_000, m.scheduler().spinNanos());
		assertEquals(m, MachineFormat.parse(MachineFormat.print(m), "printed"));
		MachineModel auto = MachineFormat.parse("scheduler spin=auto\n", "x");
		assertEquals(SchedulerSettings.AUTO_SPIN, auto.scheduler().spinNanos());
		assertEquals(auto, MachineFormat.parse(MachineFormat.print(auto), "printed"));
		assertEquals(0, MachineModel.linuxServer().scheduler().spinNanos());
		assertEquals(false, MachineFormat.print(MachineModel.linuxServer()).contains("spin"));
	}

	@Test
	void migrationCostParsesAndPrints() throws Exception {
		MachineModel m = MachineFormat.parse("scheduler migration-cost=250us\n", "queues.machine");
		assertEquals(250_000, m.scheduler().migrationCostNanos());
		assertEquals(m, MachineFormat.parse(MachineFormat.print(m), "printed"));
		MachineModel shared = MachineFormat.parse("scheduler migration-cost=0\n", "shared.machine");
		assertEquals(0, shared.scheduler().migrationCostNanos());
		assertEquals(shared, MachineFormat.parse(MachineFormat.print(shared), "printed"));
	}

	@Test
	void transferCostParsesAndPrintsOnlyWhenSet() throws Exception {
		MachineModel m = MachineFormat.parse("costs sync-transfer=60ns wakeup-cost=8.5us\n", "vm.machine");
		assertEquals(new Costs(50_000, 2_000, 1_000, 32, 8_500, 60).withTimerSlack(50_000), m.costs());
		assertEquals(m, MachineFormat.parse(MachineFormat.print(m), "printed"));
		assertEquals(false, MachineFormat.print(MachineModel.linuxServer()).contains("sync-transfer"));
	}

	@Test
	void ioCopySlowdownParsesAndPrintsOnlyWhenSet() throws Exception {
		MachineModel m = MachineFormat.parse("io concurrency=4 copy-slowdown=29%\n", "vm.machine");
		assertEquals(new Costs(50_000, 2_000, 1_000, 4, 0, 0, 0.29).withTimerSlack(50_000), m.costs());
		assertEquals(true, MachineFormat.print(m).contains("io concurrency=4 copy-slowdown=29%"));
		assertEquals(m, MachineFormat.parse(MachineFormat.print(m), "printed"));
		assertEquals(false, MachineFormat.print(MachineModel.linuxServer()).contains("copy-slowdown"));
		// costs after the io line keep its slowdown
		MachineModel after = MachineFormat.parse("io copy-slowdown=12.5%\ncosts thread-creation=1us context-switch=1us "
				+ "sync-latency=1us wakeup-cost=1us\n", "order.machine");
		assertEquals(0.125, after.costs().ioCopySlowdown());
	}

	@Test
	void aSliceNoLongerThanASwitchIsRefused() throws Exception {
		// every turn of threads sharing a processor would go to the switch: a simulated run that never ends
		MachineModel m = MachineFormat.parse("scheduler time-slice=5us\ncosts context-switch=4us\n", "x");
		assertEquals(5_000, m.scheduler().timeSliceNanos());
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> m.withCosts(new Costs(0, 5_000, 0, 1)));
		assertTrue(e.getMessage().contains("must be longer than a context switch (5000 ns)"), e.getMessage());
		// a logp line between the two reads its defaults without checking the model half-way
		assertEquals(500, MachineFormat.parse("scheduler time-slice=1us\nlogp L=2\ncosts context-switch=500ns\n",
				"x").costs().contextSwitchNanos());
	}

	/**
	 * Values past any machine are refused where they are written (found by fuzzing): a cost of the largest long made
	 * the simulation run for ever, a processor range to 2^31 was expanded one processor at a time, and an upper error
	 * of 1e308 % gave infinite bands.
	 */
	@Test
	void valuesPastAnyMachineAreRefusedAtTheirLineAndColumn() throws Exception {
		Map<String, String> refused = Map.of(
				"costs thread-creation=9223372036854775807ns\n",
				"x:1:23: a duration of at most 3600s is expected, found '9223372036854775807ns'",
				"scheduler time-slice=2h\n", "x:1:22: expected a duration such as 3ms, 50us or 200ns, found '2h'",
				"costs wakeup-cost=3601s\n", "x:1:19: a duration of at most 3600s is expected, found '3601s'",
				"scheduler time-slice=999ns\n", "x:1:22: a time slice of at least 1us is expected, found '999ns'",
				"bind thread \"*\" cpus=0-2147483647\n", "x:1:22: processor numbers go up to 65535, not 2147483647",
				"processors 4\nspeed 4-2147483647 0.5\n", "x:2:7: processor numbers go up to 65535, not 2147483647",
				"processors 65537\n", "x:1:12: at most 65536 processors, not 65537",
				"processors 2\nspeed 1 1e308\n",
				"x:2:9: a processor's speed is at most 1000 times the reference's, not 1e308",
				"error low=-10% high=1e308%\n", "x:1:21: the upper error must lie between 0% and 1000%, not 1e308%");
		refused.forEach((text, message) -> {
			MachineFormatException e = assertThrows(MachineFormatException.class,
					() -> MachineFormat.parse(text, "x"), text);
			assertEquals(message, e.getMessage(), text);
		});
		assertEquals(3_600_000_000_000L, MachineFormat.parse("costs thread-creation=3600s\n", "x").costs()
				.threadCreationNanos());
		assertEquals(65_536, MachineFormat.parse("processors 65536\n", "x").processors());
	}

	@Test
	void emptyFileIsTheTypicalLinuxServer() throws Exception {
		assertEquals(MachineModel.linuxServer(), MachineFormat.parse("# nothing\n\n", "x"));
		// a woken thread preempts at once, as the kernel was measured to do
		assertEquals(0, MachineModel.linuxServer().scheduler().wakeupGranularityNanos());
	}

	@Test
	void zeroNeedsNoUnit() throws Exception {
		MachineModel m = MachineFormat.parse("scheduler wakeup-granularity=0\ncosts wakeup-cost=0 sync-latency=2us\n",
				"x");
		assertEquals(0, m.scheduler().wakeupGranularityNanos());
		assertEquals(0, m.costs().wakeupCostNanos());
		assertEquals(2_000, m.costs().syncLatencyNanos());
	}

	@Test
	void printThenParseGivesTheSameModel() throws Exception {
		MachineModel m = MachineFormat.parse(EXAMPLE, "box.machine");
		assertEquals(m, MachineFormat.parse(MachineFormat.print(m), "printed"));
		MachineModel linux = MachineModel.linuxServer();
		assertEquals(linux, MachineFormat.parse(MachineFormat.print(linux), "printed"));
		MachineModel ideal = MachineModel.ideal(3);
		assertEquals(ideal.costs(), MachineFormat.parse(MachineFormat.print(ideal), "printed").costs());
	}

	@ParameterizedTest
	@CsvSource(delimiter = '|', value = {
			"processors 0|1|12|must be at least 1, not 0",
			"frobnicate 3|1|1|unknown statement 'frobnicate'",
			"scheduler time-slice=3|1|22|expected a duration such as 3ms",
			"scheduler policy=random|1|18|'random' is not one of fair, priority",
			"costs context-switch=2us sync=1us|1|26|unknown cost 'sync'",
			"processors 4\\nspeed 2-9 0.5|2|7|processor 4 does not exist",
			"bind thread \"w\" cpus=3-1|1|22|bad processor list '3-1'",
			"machine \"open|1|9|unterminated string",
			"logp L=-1|1|8|must not be negative",
			"speed 0 2\\nprocessors 2|2|1|'processors' must come before 'speed'",
			"error low=5%|1|11|the lower error must lie above -100% and not above 0%",
			"error high=-3%|1|12|the upper error must lie between 0% and 1000%, not -3%",
			"error high=30|1|12|expected a percentage such as -12% or 35%",
			"error wide=3%|1|7|unknown error setting 'wide'",
			"io copy-slowdown=-5%|1|18|the copy slowdown must not be negative",
			"io copy-slowdown=5|1|18|expected a percentage such as -12% or 35%",
			"io speed=5%|1|4|unknown io setting 'speed' (expected concurrency or copy-slowdown)",
			"scheduler migration-cost=soon|1|26|expected a duration such as 3ms",
			"scheduler time-slice=2us|1|1|the time slice (2000 ns) must be longer than a context switch (2000 ns)",
			"scheduler time-slice=5us\\ncosts context-switch=8us|2|1|the time slice (5000 ns) must be longer than a "
					+ "context switch (8000 ns)",
			"scheduler time-slice=100us\\ncosts context-switch=50us\\nprocessors 2\\nspeed 1 0.25|4|1|the time slice "
					+ "(100000 ns, 25000 ns of work at speed 0.25) must be longer than a context switch (50000 ns)" })
	void errorsNameLineAndColumn(String text, int line, int column, String message) {
		MachineFormatException e = assertThrows(MachineFormatException.class,
				() -> MachineFormat.parse(text.replace("\\n", "\n"), "bad.machine"));
		assertEquals(line, e.line(), e.getMessage());
		assertEquals(column, e.column(), e.getMessage());
		String prefix = "bad.machine:" + line + ":" + column + ": " + message;
		assertEquals(prefix, e.getMessage().substring(0, Math.min(prefix.length(), e.getMessage().length())));
	}
}
