/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.lang.instrument.Instrumentation;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.Set;

import dev.foresight.agent.runtime.Beside;

/**
 * Keeps the recorder's instrumentation code (its class scan, the rewriter and ASM) away from the optimizing JIT
 * compiler (C2): it runs while the program loads its classes, and a program with many classes to rewrite makes ASM's
 * bytecode parser hot enough for C2, which spent about half a second of CPU compiling that 5 kB method (H2Inserts on
 * two processors, while the program's threads wanted them). The quick compiler (C1) still compiles it.
 * <p>
 * The directive is added the way {@code jcmd PID Compiler.directives_add FILE} adds it, through the JDK's own
 * diagnostic command bean; where that is not reachable nothing changes. It is added beside the program's start
 * ({@code Beside}): the rewriter gets hot only after many classes.
 * <p>
 * A program that makes virtual threads gets a second one ({@link #besideForVirtualThreads}): no method of the
 * recorder's is inlined into another method. Its hooks run in the JDK's mount, unmount, start and scheduling of every
 * virtual thread as well as at the program's own calls, and C2 inlined the whole recording path into each of them:
 * recorded, VirtualThreads' {@code VirtualThread.run} compiled to 18 kB of code against 5 kB, and its C2 used twice
 * the CPU time. Kept out of line, its recorded runs took about a tenth less time, for calls that cost a few
 * nanoseconds an event (docs/benchmarks.md, "Where VirtualThreads' recording goes: the compiled code").
 */
final class JitDirective {

	private static final String REWRITER = "{ match: [\"dev/foresight/agent/internal/asm/*.*\","
			+ " \"dev/foresight/agent/instrument/*.*\"], c2: { Exclude: true } }";
	/**
	 * For virtual threads: the recorder's methods stay out of line everywhere. The rewriter's block comes first again:
	 * the JVM applies the first directive that matches a method, and this one matches every method.
	 */
	private static final String OUT_OF_LINE = "{ match: \"*.*\", inline: \"-dev/foresight/agent/*.*\" }";

	/** The trace property that says whether the virtual threads' directive was added. */
	static final String VIRTUAL_PROPERTY = "recorder.jit.directive.virtual";

	private JitDirective() {
	}

	/** Adds the rewriter's directive; returns what the command answered, or why it could not run. */
	static String install(Instrumentation inst, Module hooks) {
		return add(inst, hooks, "[" + REWRITER + "]");
	}

	/**
	 * Adds the directive for a program with virtual threads, on a thread beside the program; the trace property
	 * {@value #VIRTUAL_PROPERTY} says what the command answered, or why it could not run.
	 */
	static void besideForVirtualThreads(Instrumentation inst, Module hooks) {
		Beside.start("foresight-jit-virtual", new Runnable() {
			@Override
			public void run() {
				Beside.property(VIRTUAL_PROPERTY, add(inst, hooks, "[" + REWRITER + ", " + OUT_OF_LINE + "]"));
			}
		});
	}

	private static String add(Instrumentation inst, Module hooks, String directive) {
		Path file = null;
		try {
			Module ext = ModuleLayer.boot().findModule("jdk.management").orElse(null);
			if (ext == null) {
				return "no jdk.management";
			}
			inst.redefineModule(ext, Set.of(), Map.of(), Map.of("com.sun.management.internal", Set.of(hooks)),
					Set.of(), Map.of());
			// the natives of the diagnostic command bean are in the library this class loads
			Class.forName("com.sun.management.internal.PlatformMBeanProviderImpl", true, null);
			Class<?> impl = Class.forName("com.sun.management.internal.DiagnosticCommandImpl", true, null);
			Method bean = impl.getDeclaredMethod("getDiagnosticCommandMBean");
			bean.setAccessible(true);
			Method execute = impl.getDeclaredMethod("executeDiagnosticCommand", String.class);
			execute.setAccessible(true);
			// not Files.createTempFile, whose random name sets up the JDK's security providers (about 60 classes)
			file = Path.of(System.getProperty("java.io.tmpdir"),
					"foresight-jit-" + ProcessHandle.current().pid() + "-" + System.nanoTime() + ".json");
			Files.writeString(file, directive, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
			Object answer = execute.invoke(bean.invoke(null), "Compiler.directives_add " + file);
			return String.valueOf(answer).strip();
		} catch (Throwable t) {
			return String.valueOf(t);
		} finally {
			if (file != null) {
				try {
					Files.deleteIfExists(file);
				} catch (Exception e) {
					// a temporary file left behind
				}
			}
		}
	}
}
