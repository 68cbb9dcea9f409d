/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.BaselineFigures;

/**
 * {@code record --baseline}'s run without the recorder ({@link Baseline}), with a stand-in agent that writes what it
 * is told ({@link BaselineFakeAgent}): the figures it reads, what it says, and the runs that give none.
 */
class BaselineTest {

	private static final String CLASS = BaselineFakeAgent.class.getName();

	@TempDir
	static Path dir;
	private static Path agent;
	private static Path classes;

	@BeforeAll
	static void fakeAgent() throws Exception {
		String entry = CLASS.replace('.', '/') + ".class";
		Manifest m = new Manifest();
		m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
		m.getMainAttributes().put(new Attributes.Name("Premain-Class"), CLASS);
		agent = dir.resolve("fake-agent.jar");
		try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(agent), m);
				InputStream in = BaselineFakeAgent.class.getClassLoader().getResourceAsStream(entry)) {
			jar.putNextEntry(new JarEntry(entry));
			in.transferTo(jar);
		}
		classes = Path.of(BaselineFakeAgent.class.getProtectionDomain().getCodeSource().getLocation().toURI());
	}

	private static BaselineFigures run(String compilers, String programArg, double timeLimit, StringWriter err)
			throws Exception {
		return run(compilers, null, programArg, timeLimit, err);
	}

	private static BaselineFigures run(String compilers, String program, String programArg, double timeLimit,
			StringWriter err) throws Exception {
		List<String> prefix = new ArrayList<>();
		prefix.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		if (compilers != null) {
			prefix.add("-Dfake.compilers=" + compilers);
		}
		if (program != null) {
			prefix.add("-Dfake.program=" + program);
		}
		return Baseline.measure(prefix, agent, List.of("-cp", classes.toString(), CLASS, programArg), timeLimit,
				new PrintWriter(err, true));
	}

	@Test
	@DisplayName("the figures of the run without the recorder become the recording's agent option")
	void figuresAreRead() throws Exception {
		StringWriter err = new StringWriter();
		BaselineFigures figures = run("61.5;26.1", "0", 0, err);
		assertEquals("compilers=61.5;26.1", figures.agentOptions());
		assertTrue(err.toString().contains("JIT compilers' CPU time 61.5 + 26.1 ms"), err.toString());
		// with the program's CPU time, as the agent measures it on Linux
		err.getBuffer().setLength(0);
		figures = run("61.5;26.1", "412.3", "0", 0, err);
		assertEquals(new BaselineFigures("61.5;26.1", "412.3"), figures);
		assertEquals("compilers=61.5;26.1,program=412.3", figures.agentOptions());
		assertTrue(err.toString().contains("JIT compilers' CPU time 61.5 + 26.1 ms, program's CPU time 412.3 ms"),
				err.toString());
		// the second run, on more processors, says which it is
		err.getBuffer().setLength(0);
		List<String> prefix = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"-Dfake.compilers=80;30");
		assertEquals("80;30", Baseline.measure(prefix, agent, List.of("-cp", classes.toString(), CLASS, "0"), 0,
				new PrintWriter(err, true), "a second run without the recorder, on 2 processors").compilers());
		assertTrue(err.toString().contains("foresight: a second run without the recorder, on 2 processors "
				+ "(--baseline)"), err.toString());
		// the program's own output is not the user's to read twice
		assertFalse(err.toString().contains("the program's output"), err.toString());
	}

	@Test
	@DisplayName("a program that exits with an error code still measured its compilers, and the code is said")
	void exitCodeIsSaid() throws Exception {
		StringWriter err = new StringWriter();
		assertEquals("3.0", run("3.0", "7", 0, err).compilers());
		assertTrue(err.toString().contains("exit code 7"), err.toString());
	}

	@Test
	@DisplayName("a run that wrote no figures gives none, and says why it may be")
	void noFigures() throws Exception {
		StringWriter err = new StringWriter();
		assertNull(run(null, "0", 0, err));
		assertTrue(err.toString().contains("did not measure its compilers"), err.toString());
	}

	@Test
	@DisplayName("a run over --time-limit is stopped and gives no figures")
	void timeLimit() throws Exception {
		StringWriter err = new StringWriter();
		long start = System.nanoTime();
		assertNull(run("1.0", "hang", 1, err));
		assertTrue(System.nanoTime() - start < 30e9);
		assertTrue(err.toString().contains("did not end within --time-limit"), err.toString());
	}

	@Test
	@DisplayName("--baseline-runs: that many runs, the median's figures, and the count checked")
	void severalRuns() throws Exception {
		StringWriter err = new StringWriter();
		List<String> prefix = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"-Dfake.compilers=61.5;26.1", "-Dfake.program=412.3");
		List<String> program = List.of("-cp", classes.toString(), CLASS, "0");
		BaselineFigures figures = Baseline.median(prefix, agent, program, 0, new PrintWriter(err, true), 3);
		assertEquals(new BaselineFigures("61.5;26.1", "412.3"), figures);
		for (int i = 1; i <= 3; i++) {
			assertTrue(err.toString().contains("foresight: run " + i + " of 3 without the recorder first (--baseline)"),
					err.toString());
		}
		assertTrue(err.toString().contains("whose program's CPU time is the median, 412.3 ms"), err.toString());
		for (int runs : new int[] { 0, Baseline.MAX_RUNS + 1 }) {
			IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
					() -> Baseline.median(prefix, agent, program, 0, new PrintWriter(err, true), runs));
			assertEquals("--baseline-runs must be 1 to 9, was " + runs, e.getMessage());
		}
	}
}
