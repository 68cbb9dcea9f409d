/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

/**
 * A stand-in for Eclipse's JUnit runner in console mode, for {@link ProgramRunsTest}: {@code -junitconsole pass},
 * {@code fail} or {@code none} prints the runner's messages of a run whose test passes, fails, or that runs nothing
 * (a bad argument, said on standard error); it exits with 0 every time, as the runner does.
 */
public final class ConsoleTestRunner {

	private ConsoleTestRunner() {
	}

	/** Prints the messages {@code args[1]} asks for. */
	public static void main(String[] args) {
		if (args[1].equals("none")) {
			System.err.println("java.lang.IllegalArgumentException: Error: parameter '-port' not specified");
			System.exit(0);
		}
		System.out.println("%TESTC  1 v2");
		System.out.println("%TESTS  2,counts(sample.CounterTest)");
		if (args[1].equals("fail")) {
			System.out.println("%FAILED 2,counts(sample.CounterTest)");
		}
		System.out.println("%TESTE  2,counts(sample.CounterTest)");
		System.out.println("%RUNTIME12");
		System.exit(0);
	}
}
