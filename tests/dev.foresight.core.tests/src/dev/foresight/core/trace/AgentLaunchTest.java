/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The agent's options for a recording and for a run without the recorder, and what that run writes. */
class AgentLaunchTest {

	@TempDir
	Path dir;

	@Test
	void baselineOptionsNameTheFile() {
		Path jar = Path.of("agent.jar");
		Path file = dir.resolve("b.txt");
		assertEquals(List.of("-Xbootclasspath/a:agent.jar",
				"-agentlib:instrument=agent.jar=baseline=" + file.toAbsolutePath()),
				AgentLaunch.baselineOptions(jar, file, true));
		assertEquals(List.of("-Xbootclasspath/a:agent.jar", "-javaagent:agent.jar=baseline=" + file.toAbsolutePath()),
				AgentLaunch.baselineOptions(jar, file, false));
	}

	@Test
	void aProgramRunAsAModuleIsNotAClassPathProgram() {
		assertTrue(AgentLaunch.classPathProgram(List.of("-cp", "classes", "app.Main", "4")));
		assertTrue(AgentLaunch.classPathProgram(List.of("-jar", "app.jar")));
		assertTrue(AgentLaunch.classPathProgram(List.of("-p", "mods", "--add-modules", "m", "-cp", "c", "app.Main")));
		assertFalse(AgentLaunch.classPathProgram(List.of("-p", "mods", "-m", "m/app.Main")));
		assertFalse(AgentLaunch.classPathProgram(List.of("--module-path", "mods", "--module", "m/app.Main")));
		assertFalse(AgentLaunch.classPathProgram(List.of("--module=m/app.Main")));
		assertFalse(AgentLaunch.classPathProgram(List.of("--limit-modules", "java.base", "-cp", "c", "app.Main")));
		assertFalse(AgentLaunch.classPathProgram(List.of("@options", "app.Main")));
	}

	@Test
	void readsTheCompilersOfTheBaseline() throws Exception {
		Path file = Files.writeString(dir.resolve("b.txt"), "compilers=81.4;23.0\n");
		assertEquals(new BaselineFigures("81.4;23.0", null), BaselineFigures.read(file));
		Files.writeString(file, "compilers=7\n");
		assertEquals("compilers=7", BaselineFigures.read(file).agentOptions());
	}

	@Test
	void readsTheProgramsCpuTimeOfTheBaseline() throws Exception {
		Path file = Files.writeString(dir.resolve("b.txt"), "compilers=81.4;23.0\nprogram=1204.6\n");
		BaselineFigures f = BaselineFigures.read(file);
		assertEquals(new BaselineFigures("81.4;23.0", "1204.6"), f);
		assertEquals("compilers=81.4;23.0,program=1204.6", f.agentOptions());
		// a program line that is not a figure is left out, the compilers kept
		Files.writeString(file, "compilers=7\nprogram=-3\n");
		assertEquals(new BaselineFigures("7", null), BaselineFigures.read(file));
		// a program line alone is no baseline: the compilers are what every use needs
		Files.writeString(file, "program=120\n");
		assertNull(BaselineFigures.read(file));
	}

	@Test
	void aRunThatSaidNothingHasNoBaseline() throws Exception {
		assertNull(BaselineFigures.read(dir.resolve("missing.txt")), "never written");
		Path file = Files.writeString(dir.resolve("b.txt"), "");
		assertNull(BaselineFigures.read(file), "created, killed before its end");
		Files.writeString(file, "compilers=\n");
		assertNull(BaselineFigures.read(file), "no compiler thread");
		Files.writeString(file, "compilers=12;x\n");
		assertNull(BaselineFigures.read(file), "not figures");
		Files.writeString(file, "other=12\n");
		assertNull(BaselineFigures.read(file));
	}

	@Test
	void theMedianRunGivesAllItsFigures() {
		BaselineFigures slow = new BaselineFigures("90;30", "1786.1");
		BaselineFigures mid = new BaselineFigures("80;20", "1314.6");
		BaselineFigures fast = new BaselineFigures("70;40", "1214.9");
		// LuceneIndex's three runs without the recorder in the accuracy run of 2026-11-30, 21:43: one run a third long
		assertEquals(mid, BaselineFigures.median(List.of(slow, mid, fast)));
		assertEquals(mid, BaselineFigures.median(List.of(fast, slow, mid)));
		// an even count: the lower middle; a run that measured nothing is left out
		assertEquals(mid, BaselineFigures.median(Arrays.asList(slow, null, fast, mid)));
		assertEquals(fast, BaselineFigures.median(List.of(slow, fast)));
		// runs without the program's figure count only when none has one
		BaselineFigures untimed = new BaselineFigures("60;10", null);
		assertEquals(slow, BaselineFigures.median(List.of(untimed, slow)));
		assertEquals(untimed, BaselineFigures.median(List.of(untimed, new BaselineFigures("5", null))));
		assertNull(BaselineFigures.median(Arrays.asList(null, null)));
	}
}
