/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.foresight.core.InputFiles;

/**
 * The {@code .measured} text file: a version line, the command, and a line per processor count with the JVM's
 * start-up and each run's wall time in milliseconds. Blank lines and lines starting with {@code #} are comments:
 *
 * <pre>
 * foresight-measured 1
 * command: -cp classes sample.PrimeCounter 4 2000000
 * cpus 1 startup 41.20 runs 812.31 820.12 809.93 steal 0.0031
 * cpus 2 startup 33.01 runs 431.01 428.22 440.90 steal 0.0120
 * </pre>
 *
 * The steal share (Linux's steal time over all processor time during the runs) is optional.
 */
public final class MeasuredFile {

	/** The version this reader reads and this writer writes. */
	public static final int VERSION = 1;
	/** The file name extension, without the dot. */
	public static final String EXTENSION = "measured";

	private static final String MAGIC = "foresight-measured";
	private static final double NANOS_PER_MS = 1e6;

	private MeasuredFile() {
	}

	/** Reads {@code file}; errors name it and the line. */
	public static MeasuredRuns read(Path file) throws IOException, MeasuredFormatException {
		return parse(InputFiles.readUtf8(file), file.toString());
	}

	/** Parses {@code text}; {@code source} names it in errors. */
	public static MeasuredRuns parse(String text, String source) throws MeasuredFormatException {
		String[] lines = text.split("\r?\n", -1);
		boolean versioned = false;
		String command = "";
		List<MeasuredRuns.Point> points = new ArrayList<>();
		for (int i = 0; i < lines.length; i++) {
			String line = lines[i].strip();
			int n = i + 1;
			if (line.isEmpty() || line.startsWith("#")) {
				continue;
			}
			if (!versioned) {
				version(line, source, n);
				versioned = true;
			} else if (line.startsWith("command:")) {
				command = line.substring("command:".length()).strip();
			} else if (line.startsWith("cpus ")) {
				MeasuredRuns.Point p = point(line, source, n);
				if (!points.isEmpty() && p.cpus() <= points.get(points.size() - 1).cpus()) {
					throw new MeasuredFormatException(source, n, "processor counts must increase from line to line, "
							+ "got " + p.cpus() + " after " + points.get(points.size() - 1).cpus());
				}
				points.add(p);
			} else {
				throw new MeasuredFormatException(source, n, "expected 'command:' or 'cpus N startup MS runs MS...', "
						+ "got '" + line + "'");
			}
		}
		if (!versioned) {
			throw new MeasuredFormatException(source, 1, "empty: expected '" + MAGIC + " " + VERSION + "'");
		}
		if (points.isEmpty()) {
			throw new MeasuredFormatException(source, lines.length, "no measured runs (no 'cpus' line)");
		}
		return new MeasuredRuns(command, points);
	}

	private static void version(String line, String source, int n) throws MeasuredFormatException {
		String[] w = line.split("\\s+");
		if (w.length != 2 || !w[0].equals(MAGIC)) {
			throw new MeasuredFormatException(source, n, "not a measured-runs file: expected '" + MAGIC + " " + VERSION
					+ "', got '" + line + "'");
		}
		int v = integer(w[1], source, n, "version");
		if (v > VERSION) {
			throw new MeasuredFormatException(source, n, "written by a newer Foresight (version " + v
					+ "); this one reads version " + VERSION);
		}
	}

	private static MeasuredRuns.Point point(String line, String source, int n) throws MeasuredFormatException {
		String[] w = line.split("\\s+");
		if (w.length < 6 || !w[2].equals("startup") || !w[4].equals("runs")) {
			throw new MeasuredFormatException(source, n, "expected 'cpus N startup MS runs MS...', got '" + line + "'");
		}
		int cpus = integer(w[1], source, n, "processor count");
		if (cpus < 1) {
			throw new MeasuredFormatException(source, n, "the processor count must be at least 1, got " + cpus);
		}
		double startup = millis(w[3], source, n);
		List<Double> runs = new ArrayList<>();
		int k = 5;
		for (; k < w.length && !w[k].equals("steal"); k++) {
			runs.add(millis(w[k], source, n) * NANOS_PER_MS);
		}
		double steal = Double.NaN;
		if (k < w.length) {
			if (k != w.length - 2) {
				throw new MeasuredFormatException(source, n, "expected one share after 'steal', got '" + line + "'");
			}
			steal = share(w[k + 1], source, n);
		}
		if (runs.isEmpty()) {
			throw new MeasuredFormatException(source, n, "no run times after 'runs': '" + line + "'");
		}
		return new MeasuredRuns.Point(cpus, startup * NANOS_PER_MS, runs, steal);
	}

	private static int integer(String s, String source, int n, String what) throws MeasuredFormatException {
		try {
			return Integer.parseInt(s);
		} catch (NumberFormatException e) {
			throw new MeasuredFormatException(source, n, "the " + what + " is not a whole number: '" + s + "'");
		}
	}

	private static double millis(String s, String source, int n) throws MeasuredFormatException {
		try {
			double v = Double.parseDouble(s);
			if (v >= 0 && Double.isFinite(v)) {
				return v;
			}
		} catch (NumberFormatException e) {
			// said below
		}
		throw new MeasuredFormatException(source, n, "not a time in milliseconds (a number >= 0): '" + s + "'");
	}

	private static double share(String s, String source, int n) throws MeasuredFormatException {
		try {
			double v = Double.parseDouble(s);
			if (v >= 0 && v <= 1) {
				return v;
			}
		} catch (NumberFormatException e) {
			// said below
		}
		throw new MeasuredFormatException(source, n, "not a share of processor time (0 to 1): '" + s + "'");
	}

	/** The text of {@code runs}, which {@link #parse} reads back. */
	public static String format(MeasuredRuns runs) {
		StringBuilder b = new StringBuilder();
		b.append("# Foresight measured runs (foresight measure): wall times in ms of the program run on its first N\n")
				.append("# processors, and of the JVM's start-up alone (java -version), which predictions leave out\n")
				.append(MAGIC).append(' ').append(VERSION).append('\n')
				.append("command: ").append(runs.command().replace('\n', ' ')).append('\n');
		for (MeasuredRuns.Point p : runs.points()) {
			b.append(String.format(Locale.ROOT, "cpus %d startup %.3f runs", p.cpus(),
					p.startupNanos() / NANOS_PER_MS));
			for (double r : p.runNanos()) {
				b.append(String.format(Locale.ROOT, " %.3f", r / NANOS_PER_MS));
			}
			if (Double.isFinite(p.steal())) {
				b.append(String.format(Locale.ROOT, " steal %.4f", p.steal()));
			}
			b.append('\n');
		}
		return b.toString();
	}

	/** Writes {@code runs} to {@code file}. */
	public static void write(Path file, MeasuredRuns runs) throws IOException {
		Files.writeString(file, format(runs), StandardCharsets.UTF_8);
	}
}
