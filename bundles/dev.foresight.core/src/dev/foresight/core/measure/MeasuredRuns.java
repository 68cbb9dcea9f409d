/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import dev.foresight.core.machine.calibrate.Spread;

/**
 * The wall times of a program run repeatedly on the first N processors of a machine, for several N: what a prediction
 * of its trace is checked against.
 *
 * @param command the program's arguments to {@code java}, as measured (for the reader; never run again)
 * @param points one per processor count, by increasing count
 */
public record MeasuredRuns(String command, List<Point> points) {

	/** Defensive copy, and the points in order of processor count without repeats. */
	public MeasuredRuns {
		points = List.copyOf(points);
		for (int i = 1; i < points.size(); i++) {
			if (points.get(i).cpus() <= points.get(i - 1).cpus()) {
				throw new IllegalArgumentException("processor counts must increase, got " + points.get(i - 1).cpus()
						+ " then " + points.get(i).cpus());
			}
		}
	}

	/**
	 * The runs on one processor count.
	 *
	 * @param cpus processors the program ran on
	 * @param startupNanos the JVM's start and exit alone ({@code java -version} on the same processors, median),
	 *            which a prediction of the recorded threads does not hold
	 * @param runNanos the wall time of each run of the program, from its start to its exit
	 * @param steal the share of the machine's processor time a hypervisor gave to other machines during the runs
	 *            (Linux's steal time), which makes them slower and vary; NaN when unknown
	 */
	public record Point(int cpus, double startupNanos, List<Double> runNanos, double steal) {

		/** A point whose steal time is unknown. */
		public Point(int cpus, double startupNanos, List<Double> runNanos) {
			this(cpus, startupNanos, runNanos, Double.NaN);
		}

		/** Defensive copy; at least one run. */
		public Point {
			runNanos = List.copyOf(runNanos);
			if (cpus < 1 || runNanos.isEmpty() || startupNanos < 0) {
				throw new IllegalArgumentException("a point needs a processor count >= 1, a start-up >= 0 and runs");
			}
		}

		/** The runs' wall times less the JVM's start-up: median and spread, in nanoseconds. */
		public Spread time() {
			return Spread.of(runNanos.stream().mapToDouble(Double::doubleValue).toArray()).minus(startupNanos);
		}

		/**
		 * Whether the runs took longer than the JVM's start-up alone (a positive median {@link #time()}). A program
		 * that ends as soon as {@code java -version} does has no time of its own to compare, only the start-up's
		 * noise, which makes the time less the start-up negative as often as not.
		 */
		public boolean timed() {
			return time().median() > 0;
		}
	}

	/** The processor counts whose runs took no longer than the JVM's start-up alone (see {@link Point#timed()}). */
	public List<Integer> untimed() {
		return points.stream().filter(p -> !p.timed()).map(Point::cpus).toList();
	}

	/** What to say of the {@link #untimed()} runs, which nothing is compared with, or {@code null} when none. */
	public String untimedNote() {
		List<Integer> counts = untimed();
		if (counts.isEmpty()) {
			return null;
		}
		String list = counts.size() == 1 ? counts.get(0).toString()
				: counts.subList(0, counts.size() - 1).stream().map(String::valueOf).collect(Collectors.joining(", "))
						+ " and " + counts.get(counts.size() - 1);
		return "the runs on " + list + (counts.equals(List.of(1)) ? " processor" : " processors")
				+ " took no longer than the JVM's start-up alone (java -version), so they have no time of their own "
				+ "to compare with a prediction; give the program more work to measure it";
	}

	/** What to say of the collector these runs' JVMs picked ({@link ProgramRuns#collectorNote}), or {@code null}. */
	public String collectorNote() {
		return ProgramRuns.collectorNote(points.stream().map(Point::cpus).toList(), command);
	}

	/** The point measured on {@code cpus} processors, if any. */
	public Optional<Point> at(int cpus) {
		return points.stream().filter(p -> p.cpus() == cpus).findFirst();
	}

	/**
	 * The measured speedup on {@code cpus} processors, the median time on one over the median time on {@code cpus}:
	 * empty unless both were measured and {@link Point#timed() timed}.
	 */
	public Optional<Double> speedup(int cpus) {
		Optional<Point> one = at(1).filter(Point::timed);
		Optional<Point> n = at(cpus).filter(Point::timed);
		if (one.isEmpty() || n.isEmpty()) {
			return Optional.empty();
		}
		return Optional.of(one.get().time().median() / n.get().time().median());
	}
}
