/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.measure.RecordedCommand;
import dev.foresight.core.trace.AgentLaunch;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * The agent started with the options Foresight's launchers use ({@link AgentLaunch#jvmOptions}): a program on the
 * class path through {@code -agentlib:instrument}, which keeps the JDK's archived module graph, and a program run as
 * a module through {@code -javaagent}, without which its JVM would not find java.instrument and abort.
 */
class AgentLaunchRecordingTest {

	@Test
	void aClassPathProgramIsRecordedThroughTheAgentLibrary(@TempDir Path dir) throws Exception {
		List<String> program = List.of("-cp", Recordings.classes().toString(), "dev.foresight.agent.programs.AllKinds");
		assertTrue(AgentLaunch.classPathProgram(program));
		Path file = dir.resolve("cp.ftrace");
		// the variables a launcher names are kept when set (an IDE launch configuration's), the others left out
		String options = "output=" + file + ",cache=" + dir.resolve("cache") + ",env=PATH;FORESIGHT_NOT_SET";
		Trace t = record(AgentLaunch.jvmOptions(Recordings.agentJar(), options, true), program, file);
		Recordings.assertContendedEntryLinked(t);
		// the header keeps the program's command, which runs it again without the recorder (foresight measure --like)
		RecordedCommand command = RecordedCommand.of(t.header()).orElseThrow();
		assertEquals(Path.of(System.getProperty("java.home"), "bin", "java").toString(), command.java());
		List<String> without = new ArrayList<>(List.of("-Xmx512m"));
		without.addAll(program);
		assertEquals(without, command.javaArgs());
		assertEquals(Path.of(System.getProperty("user.dir")), command.dir());
		assertEquals(Map.of("PATH", System.getenv("PATH")), command.environment());
		assertFalse(command.environmentOnly());
	}

	@Test
	void aProgramRunAsAModuleIsRecordedThroughJavaAgent(@TempDir Path dir) throws Exception {
		Path src = Files.createDirectories(dir.resolve("src/m/p"));
		Files.writeString(dir.resolve("src/m/module-info.java"), "module m { }\n");
		Files.writeString(src.resolve("Main.java"), """
				package p;
				public class Main {
				    static int count;
				    public static void main(String[] a) throws Exception {
				        Thread[] ts = new Thread[2];
				        for (int i = 0; i < 2; i++) {
				            ts[i] = new Thread(() -> {
				                for (int k = 0; k < 1000; k++) {
				                    synchronized (Main.class) { count++; }
				                }
				            });
				            ts[i].start();
				        }
				        for (Thread t : ts) t.join();
				        System.out.println("modular " + count);
				    }
				}
				""");
		Path out = dir.resolve("mods/m");
		assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", out.toString(),
				dir.resolve("src/m/module-info.java").toString(), src.resolve("Main.java").toString()));
		List<String> program = List.of("-p", dir.resolve("mods").toString(), "-m", "m/p.Main");
		assertFalse(AgentLaunch.classPathProgram(program));
		Path file = dir.resolve("m.ftrace");
		// a launch that gave the program its variables alone says so
		String options = "output=" + file + ",cache=" + dir.resolve("cache") + ",envonly=true";
		Trace t = record(AgentLaunch.jvmOptions(Recordings.agentJar(), options, false), program, file);
		assertEquals(3, t.header().threads().size());
		assertTrue(RecordedCommand.of(t.header()).orElseThrow().environmentOnly());
	}

	@Test
	void aCommandFromAnArgumentFileIsKeptWithTheFilesWords(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("argfile.ftrace");
		Path names = Files.writeString(dir.resolve("test names.txt"), "p.ATest\np.BTest\n");
		Path failures = Files.writeString(dir.resolve("failures.txt"), "p.ATest#fails\n");
		String options = "output=" + file + ",cache=" + dir.resolve("cache");
		List<String> inFile = new ArrayList<>(AgentLaunch.jvmOptions(Recordings.agentJar(), options, false));
		List<String> program = List.of("-cp", Recordings.classes().toString(), "dev.foresight.agent.programs.AllKinds",
				"-testNameFile", names.toString());
		inFile.addAll(program);
		// quoted as Eclipse writes a launch's argument file: one word a line, backslashes and quotes escaped
		Path args = Files.write(dir.resolve("launch args.txt"), inFile.stream()
				.map(w -> "\"" + w.replace("\\", "\\\\").replace("\"", "\\\"") + "\"").toList());
		Trace t = record(List.of(), List.of("@" + args, "-testfailures", failures.toString()), file);
		assertEquals("@" + args, t.header().properties().get(RecordedCommand.ARGFILES));
		RecordedCommand command = RecordedCommand.of(t.header()).orElseThrow();
		List<String> without = new ArrayList<>(List.of("-Xmx512m"));
		without.addAll(program);
		without.addAll(List.of("-testfailures", failures.toString()));
		assertEquals(without, command.javaArgs());
		assertNull(command.argumentFile());
		// Eclipse's JUnit runner's lists, which the IDE deletes when it exits, are kept for a run again
		assertEquals(Map.of(names.toString(), "p.ATest\np.BTest\n", failures.toString(), "p.ATest#fails\n"),
				command.files());
	}

	private static Trace record(List<String> agent, List<String> program, Path file) throws Exception {
		List<String> args = new ArrayList<>(agent);
		args.addAll(program);
		Recordings.Run run = Recordings.java(args, file, 60);
		assertEquals(0, run.exitCode(), run.stderr());
		assertEquals("", run.stderr());
		TraceReadResult r = FtraceReader.read(file);
		assertTrue(r.closed());
		assertEquals(List.of(), TraceChecker.check(r.trace()));
		return r.trace();
	}
}
