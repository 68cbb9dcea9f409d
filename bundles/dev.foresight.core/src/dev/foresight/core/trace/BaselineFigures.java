/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * What a run of the program without the recorder measured ({@code record --baseline}), as its agent wrote it to a
 * file at the run's end: the line {@code compilers=MS;MS} (each JIT compiler thread's CPU time) and, where the agent
 * could measure it, {@code program=MS} (the program's threads' CPU time, the figure against which a recording's own
 * is compared). The recording's agent takes both as options.
 *
 * @param compilers milliseconds per compiler thread, separated by {@code ;}
 * @param programMillis the program's CPU time in milliseconds, or {@code null} when the run did not say
 */
public record BaselineFigures(String compilers, String programMillis) {

	private static final String COMPILERS = "compilers=";
	private static final String PROGRAM = "program=";
	private static final String MILLIS = "\\d+(\\.\\d+)?";

	/**
	 * The figures in {@code file}; {@code null} when it holds no compilers' line (not Linux, killed, or still
	 * running). A program line that is not a number is left out.
	 */
	public static BaselineFigures read(Path file) throws IOException {
		List<String> lines;
		try {
			lines = Files.readAllLines(file);
		} catch (NoSuchFileException e) {
			return null;
		}
		String compilers = null;
		String program = null;
		for (String l : lines) {
			String line = l.strip();
			if (line.startsWith(COMPILERS)) {
				compilers = line.substring(COMPILERS.length());
			} else if (line.startsWith(PROGRAM)) {
				program = line.substring(PROGRAM.length());
			}
		}
		if (compilers == null || !compilers.matches(MILLIS + "(;" + MILLIS + ")*")) {
			return null;
		}
		return new BaselineFigures(compilers, program != null && program.matches(MILLIS) ? program : null);
	}

	/** The recording agent's options that carry these figures: {@code compilers=MS;MS[,program=MS]}. */
	public String agentOptions() {
		return COMPILERS + compilers + (programMillis == null ? "" : "," + PROGRAM + programMillis);
	}

	/**
	 * The figures of the run with the median program CPU time among {@code runs} (the lower of the two middle ones
	 * for an even count), so that the compilers' and the program's figures stay those of one run; {@code null}
	 * entries (runs that measured nothing) are left out. Runs without a program figure count only when no run has
	 * one: then the first. {@code null} when no run measured anything.
	 */
	public static BaselineFigures median(List<BaselineFigures> runs) {
		List<BaselineFigures> measured = runs.stream().filter(Objects::nonNull).toList();
		List<BaselineFigures> timed = measured.stream().filter(f -> f.programMillis() != null)
				.sorted(Comparator.comparingDouble(f -> Double.parseDouble(f.programMillis()))).toList();
		if (!timed.isEmpty()) {
			return timed.get((timed.size() - 1) / 2);
		}
		return measured.isEmpty() ? null : measured.get(0);
	}
}
