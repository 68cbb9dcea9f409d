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

/**
 * Keeps the recorder's instrumentation code (its class scan, the rewriter and ASM) away from the optimizing JIT
 * compiler (C2): it runs while the program loads its classes, and a program with many classes to rewrite makes ASM's
 * bytecode parser hot enough for C2, which spent about half a second of CPU compiling that 5 kB method (H2Inserts on
 * two processors, while the program's threads wanted them). The quick compiler (C1) still compiles it.
 * <p>
 * The directive is added the way {@code jcmd PID Compiler.directives_add FILE} adds it, through the JDK's own
 * diagnostic command bean; where that is not reachable nothing changes. It is added beside the program's start
 * ({@code Beside}): the rewriter gets hot only after many classes.
 */
final class JitDirective {

	private static final String DIRECTIVE = "[{ match: [\"dev/foresight/agent/internal/asm/*.*\","
			+ " \"dev/foresight/agent/instrument/*.*\"], c2: { Exclude: true } }]";

	private JitDirective() {
	}

	/** Adds the directive; returns what the command answered, or why it could not run. */
	static String install(Instrumentation inst, Module hooks) {
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
			Files.writeString(file, DIRECTIVE, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
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
