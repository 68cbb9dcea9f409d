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
		assertEquals("81.4;23.0", AgentLaunch.readBaseline(file));
		Files.writeString(file, "compilers=7\n");
		assertEquals("7", AgentLaunch.readBaseline(file));
	}

	@Test
	void aRunThatSaidNothingHasNoBaseline() throws Exception {
		assertNull(AgentLaunch.readBaseline(dir.resolve("missing.txt")), "never written");
		Path file = Files.writeString(dir.resolve("b.txt"), "");
		assertNull(AgentLaunch.readBaseline(file), "created, killed before its end");
		Files.writeString(file, "compilers=\n");
		assertNull(AgentLaunch.readBaseline(file), "no compiler thread");
		Files.writeString(file, "compilers=12;x\n");
		assertNull(AgentLaunch.readBaseline(file), "not figures");
		Files.writeString(file, "other=12\n");
		assertNull(AgentLaunch.readBaseline(file));
	}
}
