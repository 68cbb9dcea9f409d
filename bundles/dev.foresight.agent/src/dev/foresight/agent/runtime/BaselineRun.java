/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A run of the program without the recorder ({@code foresight record --baseline}), which measures what a recording
 * cannot: how much CPU time the JIT compilers spend on the program alone. The recorder's hooks are compiled into
 * the program's hot methods and compiled on their own, so a recording's compilers work more (BarrierPhases: 200 to
 * 300 ms against 70 to 90 ms alone), and that work competes with the program for a single processor but hides
 * beside it on two. Nothing is instrumented or recorded; at the end of the run (a normal exit or
 * {@code System.exit}) the compiler threads' CPU time since the start goes to the file as {@code compilers=MS;MS},
 * the agent option the recording then gets, and the program's threads' CPU time as {@code program=MS}
 * ({@link ProgramCpu}), which the recording states beside its own. Linux only, as {@link CompilerCpu}; elsewhere the
 * file is not written.
 */
public final class BaselineRun {

	private BaselineRun() {
	}

	/** Notes the compilers' CPU time now and writes their time since to {@code file} when the JVM shuts down. */
	public static void start(Path file) {
		Map<String, Long> start = CompilerCpu.read();
		long mainAtStart = ProgramCpu.threadNanos();
		if (start == null) {
			return;
		}
		Thread hook = new Thread(new Runnable() {
			@Override
			public void run() {
				Map<String, Long> now = CompilerCpu.read();
				if (now == null || now.isEmpty()) {
					return;
				}
				try {
					String program = ProgramCpu.baselineMillis(mainAtStart);
					Files.writeString(file, "compilers=" + CompilerCpu.millisSince(start, now, ";") + "\n"
							+ (program == null ? "" : "program=" + program + "\n"));
				} catch (IOException e) {
					System.err.println("foresight: the baseline run could not write " + file + ": " + e);
				}
			}
		}, "foresight-baseline");
		Runtime.getRuntime().addShutdownHook(hook);
	}
}
