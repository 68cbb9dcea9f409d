/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.core.trace.EventKind.MONITOR_ENTER;
import static dev.foresight.core.trace.EventKind.MONITOR_EXIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import dev.foresight.agent.programs.NearLimit;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * A class the recorder cannot instrument is loaded unchanged and the program runs on, with the failure in the trace's
 * properties ({@code instrumentation.failed.<class>}) and its other classes recorded. The failure is a real one: a
 * class generated here with a synchronized static method whose code is a few bytes short of the JVM's 64 KB limit,
 * so that the hooks the recorder adds make ASM refuse to write the method.
 */
class InstrumentationFailureRecordingTest {

	private static final String GENERATED = "nearlimit.Sum";
	private static final String MAIN = "dev.foresight.agent.programs.NearLimit";
	/** Bytes of {@code sum}'s code: the limit is 65535, and a synchronized method's hooks add more than 20. */
	private static final int CODE_BYTES = 65_524;
	/** {@code sum}'s increments of its local by 7 (3 bytes each, between 2 bytes of set-up and 2 of return). */
	private static final int INCREMENTS = (CODE_BYTES - 4) / 3;
	private static final String PROPERTY = "instrumentation.failed." + GENERATED;

	@TempDir
	static Path dir;
	private static Recordings.Run run;
	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		Path classes = dir.resolve("classes");
		Path file = classes.resolve(GENERATED.replace('.', '/') + ".class");
		Files.createDirectories(file.getParent());
		Files.write(file, generated());
		run = record(classes, dir.resolve("first.ftrace"));
		TraceReadResult r = FtraceReader.read(run.trace());
		assertTrue(r.closed());
		trace = r.trace();
	}

	/** Runs {@link NearLimit} on the generated class with the class cache in {@link #dir}. */
	private static Recordings.Run record(Path classes, Path trace) throws Exception {
		String agent = "-javaagent:" + Recordings.agentJar() + "=output=" + trace + ",cache=" + dir.resolve("cache");
		String path = classes + File.pathSeparator + Recordings.classes();
		return Recordings.java(List.of(agent, "-cp", path, MAIN, GENERATED), trace, 60);
	}

	/**
	 * {@code nearlimit.Sum}: {@code public static synchronized int sum()} adds 7 to a local {@link #INCREMENTS} times
	 * and returns it, in {@link #CODE_BYTES} bytes of code; {@code public static synchronized int twice(int)} is small.
	 */
	static byte[] generated() {
		ClassWriter cw = new ClassWriter(0);
		cw.visit(Opcodes.V21, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER,
				GENERATED.replace('.', '/'), null, "java/lang/Object", null);
		cw.visitSource("Sum.java", null);
		int sync = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC | Opcodes.ACC_SYNCHRONIZED;
		MethodVisitor sum = cw.visitMethod(sync, "sum", "()I", null, null);
		sum.visitCode();
		sum.visitInsn(Opcodes.ICONST_0);
		sum.visitVarInsn(Opcodes.ISTORE, 0);
		for (int i = 0; i < INCREMENTS; i++) {
			sum.visitIincInsn(0, 7);
		}
		sum.visitVarInsn(Opcodes.ILOAD, 0);
		sum.visitInsn(Opcodes.IRETURN);
		sum.visitMaxs(1, 1);
		sum.visitEnd();
		MethodVisitor twice = cw.visitMethod(sync, "twice", "(I)I", null, null);
		twice.visitCode();
		twice.visitVarInsn(Opcodes.ILOAD, 0);
		twice.visitInsn(Opcodes.ICONST_2);
		twice.visitInsn(Opcodes.IMUL);
		twice.visitInsn(Opcodes.IRETURN);
		twice.visitMaxs(2, 1);
		twice.visitEnd();
		cw.visitEnd();
		return cw.toByteArray();
	}

	/** The events at sites of {@code className}. */
	private static long eventsOf(Trace t, String className) {
		long n = 0;
		for (ThreadEvents e : t.streams()) {
			for (int i = 0; i < e.size(); i++) {
				Site s = t.header().site(e.site(i));
				n += s != null && s.className().equals(className) ? 1 : 0;
			}
		}
		return n;
	}

	@Test
	@DisplayName("the class too large to instrument runs unchanged: the program prints its results and exits with 0")
	void theProgramRunsOn() {
		assertEquals(0, run.exitCode(), run.stderr());
		assertEquals((7 * INCREMENTS) + " 42 " + NearLimit.OWN_ENTRIES, run.stdout().strip());
	}

	@Test
	@DisplayName("the trace's properties name the class and ASM's reason; no other class failed")
	void theFailureIsInTheTrace() {
		Map<String, String> p = trace.header().properties();
		String reason = p.get(PROPERTY);
		assertTrue(reason != null && reason.contains("MethodTooLargeException") && reason.contains("sum"),
				PROPERTY + " = " + reason);
		assertEquals(List.of(PROPERTY), p.keySet().stream().filter(k -> k.startsWith("instrumentation.failed."))
				.toList());
	}

	@Test
	@DisplayName("nothing at the failed class's sites, not even its small synchronized method; the main class recorded")
	void theOtherClassesAreRecorded() {
		assertEquals(0, eventsOf(trace, GENERATED));
		assertEquals(NearLimit.OWN_ENTRIES, at(trace, MONITOR_ENTER, "NearLimit", "enterOwn").size());
		assertEquals(NearLimit.OWN_ENTRIES, at(trace, MONITOR_EXIT, "NearLimit", "enterOwn").size());
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	@Test
	@DisplayName("a failed class is not cached as one that needs nothing: the next recording reports it again")
	void theNextRecordingFailsAgain() throws Exception {
		Recordings.Run again = record(dir.resolve("classes"), dir.resolve("second.ftrace"));
		assertEquals(0, again.exitCode(), again.stderr());
		Trace second = FtraceReader.read(again.trace()).trace();
		String reason = second.header().properties().get(PROPERTY);
		assertTrue(reason != null && reason.contains("MethodTooLargeException"), PROPERTY + " = " + reason);
		assertEquals(NearLimit.OWN_ENTRIES, at(second, MONITOR_ENTER, "NearLimit", "enterOwn").size());
		assertEquals(0, eventsOf(second, GENERATED));
	}
}
