/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.foresight.core.machine.MachineTokens.Token;

/**
 * The values of a {@code .machine} file's settings (durations, numbers, percentages, processor lists, choices), each
 * read from its token or rejected with an error at the token's line and column.
 */
final class MachineValues {

	private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)(ns|us|ms|s)");

	private final String source;
	/** The line being read, which the reader sets. */
	int line;

	MachineValues(String source) {
		this.source = source;
	}

	/**
	 * The longest duration a setting takes: an hour. A cost of the largest long (a fuzzed file) made every simulated
	 * event wait for ages, in a loop that never ended.
	 */
	static final double MAX_DURATION_NANOS = 3600e9;

	/** The most processors a machine may have, and one past the highest processor number. */
	static final int MAX_PROCESSORS = 65_536;

	private MachineFormatException error(Token at, String message) {
		return new MachineFormatException(source, line, at.column(), message);
	}

	/** A percentage such as -12% or 35.5%, as a fraction. */
	double percent(Token v) throws MachineFormatException {
		String text = v.text();
		if (!text.endsWith("%")) {
			throw error(v, "expected a percentage such as -12% or 35%, found '" + text + "'");
		}
		return number(new Token(text.substring(0, text.length() - 1), v.column(), v.quoted())) / 100;
	}

	List<Integer> cpus(Token at, String text) throws MachineFormatException {
		List<Integer> out = new ArrayList<>();
		for (String part : text.split(",", -1)) {
			String[] range = part.split("-", -1);
			try {
				int from = Integer.parseInt(range[0]);
				int to = range.length == 2 ? Integer.parseInt(range[1]) : from;
				if (range.length > 2 || from < 0 || to < from) {
					throw new NumberFormatException();
				}
				if (to >= MAX_PROCESSORS) {
					throw error(at, "processor numbers go up to " + (MAX_PROCESSORS - 1) + ", not " + to);
				}
				for (int c = from; c <= to; c++) {
					out.add(c);
				}
			} catch (NumberFormatException e) {
				throw error(at, "bad processor list '" + text + "' (expected for example 0-3,8)");
			}
		}
		return out;
	}

	<E extends Enum<E>> E choice(Token v, Class<E> type) throws MachineFormatException {
		for (E e : type.getEnumConstants()) {
			if (e.name().toLowerCase(Locale.ROOT).equals(v.text())) {
				return e;
			}
		}
		List<String> names = new ArrayList<>();
		for (E e : type.getEnumConstants()) {
			names.add(e.name().toLowerCase(Locale.ROOT));
		}
		throw error(v, "'" + v.text() + "' is not one of " + String.join(", ", names));
	}

	boolean onOff(Token v) throws MachineFormatException {
		return switch (v.text()) {
		case "on", "true" -> true;
		case "off", "false" -> false;
		default -> throw error(v, "expected on or off, found '" + v.text() + "'");
		};
	}

	long duration(Token v) throws MachineFormatException {
		long nanos = anyDuration(v);
		if (nanos > MAX_DURATION_NANOS) {
			throw error(v, "a duration of at most 3600s is expected, found '" + v.text() + "'");
		}
		return nanos;
	}

	/**
	 * A time slice: a duration of 1us or more, of any length, since a slice longer than any run is how a machine that
	 * never preempts is written ({@link MachineModel#ideal}).
	 */
	long timeSlice(Token v) throws MachineFormatException {
		long d = anyDuration(v);
		// a slice of 1ns made a run of 50 ms take minutes of simulated switches (a fuzzed file); Linux slices run
		// for milliseconds
		if (d < 1_000) {
			throw error(v, "a time slice of at least 1us is expected, found '" + v.text() + "'");
		}
		return d;
	}

	private long anyDuration(Token v) throws MachineFormatException {
		if (v.text().equals("0")) {
			return 0; // zero needs no unit
		}
		Matcher m = DURATION.matcher(v.text());
		if (!m.matches()) {
			throw error(v, "expected a duration such as 3ms, 50us or 200ns, found '" + v.text() + "'");
		}
		double scale = switch (m.group(2)) {
		case "s" -> 1e9;
		case "ms" -> 1e6;
		case "us" -> 1e3;
		default -> 1;
		};
		return Math.round(Double.parseDouble(m.group(1)) * scale);
	}

	long positiveDuration(Token v) throws MachineFormatException {
		long d = duration(v);
		if (d <= 0) {
			throw error(v, "must be more than zero");
		}
		return d;
	}

	int integer(Token v) throws MachineFormatException {
		try {
			return Integer.parseInt(v.text());
		} catch (NumberFormatException e) {
			throw error(v, "expected a whole number, found '" + v.text() + "'");
		}
	}

	/** A processor count of 1 to {@link #MAX_PROCESSORS}. */
	int processorCount(Token v) throws MachineFormatException {
		int n = positiveInt(v);
		if (n > MAX_PROCESSORS) {
			throw error(v, "at most " + MAX_PROCESSORS + " processors, not " + n);
		}
		return n;
	}

	int positiveInt(Token v) throws MachineFormatException {
		int n = integer(v);
		if (n <= 0) {
			throw error(v, "must be at least 1, not " + n);
		}
		return n;
	}

	double number(Token v) throws MachineFormatException {
		try {
			double d = Double.parseDouble(v.text());
			if (Double.isNaN(d) || Double.isInfinite(d)) {
				throw new NumberFormatException();
			}
			return d;
		} catch (NumberFormatException e) {
			throw error(v, "expected a number, found '" + v.text() + "'");
		}
	}

	double positiveNumber(Token v) throws MachineFormatException {
		double d = number(v);
		if (d <= 0) {
			throw error(v, "must be more than zero");
		}
		return d;
	}

	double nonNegative(Token v) throws MachineFormatException {
		double d = number(v);
		if (d < 0) {
			throw error(v, "must not be negative");
		}
		return d;
	}
}
