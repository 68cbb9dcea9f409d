/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.machine.calibrate.CpuAffinity;

/** {@link ProgramRuns} running a real program ({@link SleepThenExit}) with taskset, on this (Linux) machine. */
class ProgramRunsTest {

	/** The folder of the test programs' classes. */
	private static Path classes() throws Exception {
		return Path.of(SleepThenExit.class.getProtectionDomain().getCodeSource().getLocation().toURI());
	}

	/** The launcher of this JVM. */
	private static String java() {
		return Path.of(System.getProperty("java.home"), "bin", "java").toString();
	}

	private static ProgramRuns runs(String... args) throws Exception {
		Path classes = classes();
		List<String> javaArgs = new ArrayList<>(List.of("-cp", classes.toString(), SleepThenExit.class.getName()));
		javaArgs.addAll(List.of(args));
		return new ProgramRuns(java(), javaArgs, 60);
	}

	@Test
	@DisplayName("each processor count runs the program as often as asked; its time is its wall time less the JVM's")
	void measuresEveryCount() throws Exception {
		List<Integer> counts = CpuAffinity.allowedCpus().size() >= 2 ? List.of(2, 1) : List.of(1);
		List<String> log = new ArrayList<>();
		MeasuredRuns m = runs("300").measure(counts, 2, ProgressMonitor.NONE, log::add);
		assertEquals(counts.stream().sorted().toList(), m.points().stream().map(MeasuredRuns.Point::cpus).toList());
		for (MeasuredRuns.Point p : m.points()) {
			assertEquals(2, p.runNanos().size());
			assertTrue(p.startupNanos() > 0, "start-up " + p.startupNanos());
			// the program sleeps 300 ms: no run is shorter, however loaded the machine (which only lengthens the
			// start-up that is taken off, so that the difference itself is not bounded here)
			for (double run : p.runNanos()) {
				assertTrue(run >= 300e6, "run " + run);
			}
			double shortest = p.runNanos().stream().mapToDouble(Double::doubleValue).min().orElseThrow();
			assertEquals(shortest - p.startupNanos(), p.time().min(), 1, "time " + p.time());
			// Linux says how much of the machine's processor time a hypervisor took meanwhile
			assertTrue(p.steal() >= 0 && p.steal() <= 1, "steal " + p.steal());
		}
		assertEquals(2 * counts.size(), log.size());
		assertTrue(log.get(0).startsWith("run 1 of 2 on "), log.get(0));
		assertTrue(m.command().endsWith("SleepThenExit 300"), m.command());
	}

	@Test
	@DisplayName("a recorded command reads copies of the files the recording kept; one too long for Linux runs too")
	void keptFilesAndLongCommands(@TempDir Path dir) throws Exception {
		Path classes = classes();
		String java = java();
		// a class path of 140,000 characters: over the 128 KiB Linux allows one argument of a new process
		StringBuilder cp = new StringBuilder(classes.toString());
		while (cp.length() < 140_000) {
			cp.append(File.pathSeparator).append(dir.resolve("not-there-" + cp.length() + ".jar"));
		}
		String gone = dir.resolve("deleted-by-the-ide.txt").toString();
		List<String> args = List.of("-cp", cp.toString(), SleepThenExit.class.getName(), "10", "<", gone);
		// the file holds the exit code; without the recording's copy the program exits with 98
		IOException e = assertThrows(IOException.class, () -> new ProgramRuns(new RecordedCommand(java,
				List.of("-cp", classes.toString(), SleepThenExit.class.getName(), "10", "<", gone), dir, Map.of()), 60)
				.measure(List.of(1), 1, ProgressMonitor.NONE, s -> { }));
		assertTrue(e.getMessage().startsWith("run 1 on 1 processor failed with exit code 98"), e.getMessage());
		List<Path> before = madeFiles();
		RecordedCommand kept = new RecordedCommand(java, args, dir, Map.of(), false, Map.of(gone, "0\n"));
		MeasuredRuns m = new ProgramRuns(kept, 60).measure(List.of(1), 2, ProgressMonitor.NONE, s -> { });
		assertEquals(2, m.at(1).orElseThrow().runNanos().size());
		assertTrue(m.command().endsWith("10 < " + gone), m.command());
		assertEquals(before, madeFiles(), "the copies and the argument file are deleted after the measurement");
		assertFalse(Files.exists(Path.of(gone)));
	}

	/** The temporary files of measurements now in this JVM's temporary directory. */
	private static List<Path> madeFiles() throws IOException {
		try (var files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
			return files.filter(f -> f.getFileName().toString().matches("foresight-(kept|args).*")).sorted().toList();
		}
	}

	@Test
	@DisplayName("an argument file's words are quoted so that the launcher reads them back as they were")
	void quotedForTheLauncher(@TempDir Path dir) throws Exception {
		Path echo = Files.writeString(dir.resolve("Echo.java"), "public class Echo { public static void main("
				+ "String[] a) { System.out.print(String.join(\"\\u0000\", a) + \"\\u0000\"); } }\n");
		List<String> words = List.of("plain", "with space", "quote \" and \\ backslash", "#hash", "", "tab\there",
				"line\nend", "carriage\rreturn", "x".repeat(RunFiles.MAX_ARG + 1));
		List<String> args = new ArrayList<>(List.of("-Dstdout.encoding=UTF-8", echo.toString()));
		args.addAll(words);
		try (RunFiles files = new RunFiles()) {
			List<String> launched = files.launchable(args);
			assertEquals(1, launched.size());
			assertTrue(launched.get(0).startsWith("@"), launched.get(0));
			List<String> cmd = new ArrayList<>(List.of(java()));
			cmd.addAll(launched);
			Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
			String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			assertTrue(p.waitFor(60, TimeUnit.SECONDS));
			assertEquals(0, p.exitValue(), out);
			assertEquals(words, List.of(out.substring(0, out.length() - 1).split("\0", -1)));
		}
	}

	@Test
	@DisplayName("a recorded command runs again in its directory with the environment variables its launcher set")
	void recordedEnvironment(@TempDir Path dir) throws Exception {
		Path classes = classes();
		String java = java();
		List<String> args = List.of("-cp", classes.toString(), SleepThenExit.class.getName(), "10",
				"$FORESIGHT_TEST_EXIT");
		MeasuredRuns m = new ProgramRuns(new RecordedCommand(java, args, dir, Map.of("FORESIGHT_TEST_EXIT", "0")), 60)
				.measure(List.of(1), 1, ProgressMonitor.NONE, s -> { });
		assertEquals(1, m.points().size());
		IOException e = assertThrows(IOException.class, () -> new ProgramRuns(new RecordedCommand(java, args, dir,
				Map.of("FORESIGHT_TEST_EXIT", "7")), 60).measure(List.of(1), 1, ProgressMonitor.NONE, s -> { }));
		assertEquals("run 1 on 1 processor failed with exit code 7: slept 10 ms, exit code 7", e.getMessage());
		// without it, the variable is not set (the test's own JVM does not have it either)
		e = assertThrows(IOException.class, () -> new ProgramRuns(new RecordedCommand(java, args, dir, Map.of()), 60)
				.measure(List.of(1), 1, ProgressMonitor.NONE, s -> { }));
		assertTrue(e.getMessage().contains("exit code 99"), e.getMessage());
	}

	@Test
	@DisplayName("a command whose launcher gave it its variables alone runs again without this process's environment")
	void recordedEnvironmentAlone(@TempDir Path dir) throws Exception {
		Path classes = classes();
		String java = java();
		// exits with 5 when PATH is set, as it is in this process
		List<String> args = List.of("-cp", classes.toString(), SleepThenExit.class.getName(), "10", "!PATH");
		Map<String, String> env = Map.of("FORESIGHT_TEST", "1");
		MeasuredRuns m = new ProgramRuns(new RecordedCommand(java, args, dir, env, true), 60)
				.measure(List.of(1), 1, ProgressMonitor.NONE, s -> { });
		assertEquals(1, m.points().size());
		IOException e = assertThrows(IOException.class, () -> new ProgramRuns(new RecordedCommand(java, args, dir,
				env, false), 60).measure(List.of(1), 1, ProgressMonitor.NONE, s -> { }));
		assertTrue(e.getMessage().contains("exit code 5"), e.getMessage());
	}

	@Test
	@DisplayName("a JUnit runner that exits with 0 after a failed test, or without running any, fails the measurement")
	void junitRunnerOutput() throws Exception {
		Path classes = classes();
		String java = java();
		for (String outcome : List.of("pass", "fail", "none")) {
			ProgramRuns runs = new ProgramRuns(java, List.of("-cp", classes.toString(),
					ConsoleTestRunner.class.getName(), "-junitconsole", outcome), 60);
			if (outcome.equals("pass")) {
				assertEquals(1, runs.measure(List.of(1), 1, ProgressMonitor.NONE, s -> { }).points().size());
				continue;
			}
			IOException e = assertThrows(IOException.class,
					() -> runs.measure(List.of(1), 1, ProgressMonitor.NONE, s -> { }));
			assertEquals(outcome.equals("fail") ? "run 1 on 1 processor: a test failed: counts(sample.CounterTest)"
					: "run 1 on 1 processor: the JUnit runner ran no tests: java.lang.IllegalArgumentException: "
							+ "Error: parameter '-port' not specified", e.getMessage());
		}
	}

	@Test
	@DisplayName("a run that fails names itself, its exit code and its last error line; a run over the limit stops")
	void failuresAreNamed() throws Exception {
		IOException e = assertThrows(IOException.class,
				() -> runs("10", "3").measure(List.of(1), 1, ProgressMonitor.NONE, s -> { }));
		assertEquals("run 1 on 1 processor failed with exit code 3: slept 10 ms, exit code 3", e.getMessage());
		Path classes = classes();
		ProgramRuns slow = new ProgramRuns(java(),
				List.of("-cp", classes.toString(), SleepThenExit.class.getName(), "60000"), 1);
		e = assertThrows(IOException.class, () -> slow.measure(List.of(1), 1, ProgressMonitor.NONE, s -> { }));
		assertEquals("run 1 on 1 processor did not end within the time limit of 1.0 s", e.getMessage());
	}

	@Test
	@DisplayName("more processors than the machine lets the program use is refused before any run")
	void tooManyProcessors() throws Exception {
		int n = CpuAffinity.allowedCpus().size() + 1;
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> runs("10").measure(List.of(1, n), 1, ProgressMonitor.NONE, s -> { }));
		assertTrue(e.getMessage().startsWith("cannot measure on " + n + " processors"), e.getMessage());
	}

	@Test
	@DisplayName("the counts measured by default: powers of two and the machine's own count")
	void defaultCounts() {
		assertEquals(List.of(1), ProgramRuns.counts(1));
		assertEquals(List.of(1, 2), ProgramRuns.counts(2));
		assertEquals(List.of(1, 2, 4, 6), ProgramRuns.counts(6));
		assertEquals(List.of(1, 2, 4, 8, 16), ProgramRuns.counts(16));
		assertEquals(ProgramRuns.counts(CpuAffinity.allowedCpus().size()), ProgramRuns.defaultCounts());
	}

	@Test
	@DisplayName("the start-up runs take the program's JVM options: a JVM they cannot start is named before any run")
	void startUpWithTheProgramsOptions() throws Exception {
		Path classes = classes();
		ProgramRuns bad = new ProgramRuns(java(),
				List.of("-XX:+NoSuchFlagOfFore", "-cp", classes.toString(), SleepThenExit.class.getName(), "10"), 60);
		IOException e = assertThrows(IOException.class, () -> bad.measure(List.of(1), 1, ProgressMonitor.NONE,
				s -> { }));
		assertTrue(e.getMessage().startsWith("the JVM's start-up failed with exit code 1: "), e.getMessage());
	}
}
