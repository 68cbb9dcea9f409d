/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.foresight.core.trace.AgentLaunch;

/**
 * A {@code foresight} process that is terminated ends the programs it started ({@link ChildProcesses}): a recorded
 * program is asked to end, so that its recorder closes the trace, and killed when it does not. Before, terminating
 * {@code foresight record} left the program running without a parent and its trace unwritten.
 */
class ChildProcessesTest {

	private static final String PROGRAM = RecordedProgram.class.getName();

	@TempDir
	Path dir;

	private static Path agent() {
		return Path.of(System.getProperty("foresight.agent.jar", "missing"));
	}

	private static String location(Class<?> c) throws Exception {
		return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
	}

	private static String java() {
		return Path.of(System.getProperty("java.home"), "bin", "java").toString();
	}

	/** Starts {@code cmd} and returns it once it printed {@code running PID}, with that PID. */
	private static long running(Process p) throws Exception {
		BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
		for (String line; (line = r.readLine()) != null;) {
			if (line.startsWith("running ")) {
				return Long.parseLong(line.substring("running ".length()).strip());
			}
		}
		throw new AssertionError("the program ended before it ran, exit code " + p.waitFor());
	}

	/** Whether process {@code pid} ends within ten seconds; one that does not is killed, so that no test leaves it. */
	private static boolean ended(long pid) throws Exception {
		Optional<ProcessHandle> p = ProcessHandle.of(pid);
		if (p.isEmpty()) {
			return true;
		}
		try {
			p.get().onExit().get(10, TimeUnit.SECONDS);
			return true;
		} catch (TimeoutException e) {
			p.get().destroyForcibly();
			return false;
		}
	}

	private JsonObject info(Path trace, StringWriter err) {
		StringWriter out = new StringWriter();
		assertEquals(0, Main.run(new PrintWriter(out, true), new PrintWriter(err, true), "info", trace.toString(),
				"--json"), err.toString());
		return JsonParser.parseString(out.toString()).getAsJsonObject();
	}

	/** A recorded program that never ends, started as {@code record} starts it. */
	private Process recorded(Path trace, String... args) throws Exception {
		List<String> cmd = new ArrayList<>(List.of(java(), "-Duser.home=" + dir));
		cmd.addAll(AgentLaunch.jvmOptions(agent(), "output=" + trace, true));
		cmd.addAll(List.of("-cp", location(RecordedProgram.class), PROGRAM));
		cmd.addAll(List.of(args));
		return new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
	}

	@Test
	@DisplayName("a recorded program asked to end closes its trace: read whole, with the spinner's monitor entries")
	void askedToEnd() throws Exception {
		Path trace = dir.resolve("spin.ftrace");
		Process p = recorded(trace, "spin");
		running(p);
		StringWriter err = new StringWriter();
		assertEquals(1, ChildProcesses.stop(List.of(p.toHandle()), ChildProcesses.GRACE_MILLIS,
				new PrintWriter(err, true)));
		assertFalse(p.isAlive());
		assertEquals(143, p.exitValue(), "ended by SIGTERM, not killed");
		assertTrue(err.toString().contains("stopping the program it started (pid " + p.pid() + ")"), err.toString());
		assertFalse(err.toString().contains("killed"), err.toString());
		StringWriter infoErr = new StringWriter();
		JsonObject info = info(trace, infoErr);
		assertFalse(infoErr.toString().contains("not closed"), infoErr.toString());
		assertTrue(info.getAsJsonObject("kinds").get("monitor_enter").getAsLong() > 0, info.toString());
		assertTrue(info.get("threads").getAsInt() >= 2, info.toString());
	}

	@Test
	@DisplayName("a program that does not end when asked is killed once the grace period is over")
	void killedAfterGrace() throws Exception {
		Path trace = dir.resolve("stubborn.ftrace");
		Process p = recorded(trace, "spin", "stubborn");
		running(p);
		StringWriter err = new StringWriter();
		long start = System.nanoTime();
		assertEquals(1, ChildProcesses.stop(List.of(p.toHandle()), 1_000, new PrintWriter(err, true)));
		assertTrue(p.waitFor(10, TimeUnit.SECONDS));
		assertEquals(137, p.exitValue(), "killed");
		assertTrue(System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(1_000), "not before the grace period");
		assertTrue(err.toString().contains("did not end within 1.0 s of being asked; killed"), err.toString());
	}

	/**
	 * The whole path, in a process of its own as the foresight script runs it: {@code foresight record} terminated
	 * (SIGTERM) while its program runs stops the program and reports the trace, which is whole.
	 */
	@Test
	@DisplayName("terminating foresight record stops the recorded program, whose trace is written whole")
	void recordTerminated() throws Exception {
		Path trace = dir.resolve("terminated.ftrace");
		String classPath = String.join(File.pathSeparator, location(Main.class), location(AgentLaunch.class),
				location(picocli.CommandLine.class), location(com.google.gson.Gson.class));
		Path errFile = dir.resolve("record.err");
		Process cli = new ProcessBuilder(java(), "-Dforesight.agent.jar=" + agent(), "-cp", classPath,
				Main.class.getName(), "record", "-o", trace.toString(), "--", "-Duser.home=" + dir, "-cp",
				location(RecordedProgram.class), PROGRAM, "spin").redirectError(errFile.toFile()).start();
		long program = running(cli);
		cli.destroy();
		assertTrue(cli.waitFor(30, TimeUnit.SECONDS), "foresight record did not end");
		assertTrue(ended(program), "the recorded program ran on without foresight record (killed now)");
		String err = Files.readString(errFile);
		assertTrue(err.contains("stopping the program it started (pid " + program + ")"), err);
		assertTrue(err.contains("trace written to " + trace), err);
		StringWriter infoErr = new StringWriter();
		JsonObject info = info(trace, infoErr);
		assertFalse(infoErr.toString().contains("not closed"), infoErr.toString());
		assertTrue(info.getAsJsonObject("kinds").get("monitor_enter").getAsLong() > 0, info.toString());
	}
}
