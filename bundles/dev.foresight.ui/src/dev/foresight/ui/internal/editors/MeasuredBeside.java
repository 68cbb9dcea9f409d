/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IPath;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.measure.MeasuredCheck;
import dev.foresight.core.measure.MeasuredFile;
import dev.foresight.core.measure.MeasuredFormatException;
import dev.foresight.core.measure.MeasuredRuns;

/**
 * The runs {@code foresight measure} wrote beside a trace ({@code NAME.measured} next to {@code NAME.ftrace}), read
 * from the file system, so that a file written outside the IDE counts before the workspace is refreshed.
 *
 * @param runs the runs, or {@code null} when there is no such file or it cannot be read
 * @param problem why it cannot be read, or empty
 */
record MeasuredBeside(MeasuredRuns runs, String problem) {

	private static final MeasuredBeside NONE = new MeasuredBeside(null, "");
	/** A steal share above which runs are said to be noisy: 2 % of the machine's processor time. */
	private static final double NOISY_STEAL = 0.02;
	/** A speedup error beyond which a prediction on the default machine suggests calibrating this one: 10 %. */
	private static final double FAR_OFF = 0.10;
	/**
	 * Why: the default machine's wake-ups across processors cost nothing, which decides programs that synchronize
	 * often (docs/accuracy.md, "The user's path checked with foresight measure": BarrierPhases 122 % off, 20 %
	 * calibrated).
	 */
	static final String CALIBRATE = " The default machine's wake-ups across processors cost no time: Calibrate... "
			+ "measures this machine's, which decide programs that synchronize often.";

	/** The measured runs beside {@code trace}. */
	static MeasuredBeside of(IFile trace) {
		IPath location = trace.getLocation();
		if (location == null) {
			return NONE;
		}
		Path file = location.removeFileExtension().addFileExtension(MeasuredFile.EXTENSION).toPath();
		if (!Files.isRegularFile(file)) {
			return NONE;
		}
		try {
			return new MeasuredBeside(MeasuredFile.read(file), "");
		} catch (IOException | MeasuredFormatException e) {
			return new MeasuredBeside(null, e.getMessage());
		}
	}

	/** The points of {@code curve} that were measured (none without runs). */
	List<MeasuredCheck> checks(SpeedupCurve curve) {
		return runs == null || curve == null ? List.of() : MeasuredCheck.of(curve, runs);
	}

	/**
	 * A sentence on the measured points against the predicted ones, or on the file that cannot be read, or empty;
	 * {@code defaultMachine}: the prediction was on the default machine, which a far-off speedup hints to calibrate.
	 */
	String describe(List<MeasuredCheck> checks, boolean defaultMachine) {
		if (!problem.isEmpty()) {
			return " Cannot read the measured runs: " + problem + ".";
		}
		String untimed = runs == null ? null : runs.untimedNote();
		String untimedSentence = untimed == null ? ""
				: " " + Character.toUpperCase(untimed.charAt(0)) + untimed.substring(1) + ".";
		if (checks.isEmpty()) {
			return untimedSentence;
		}
		String note = runs.collectorNote();
		boolean farOff = checks.stream().anyMatch(c -> c.speedupError().filter(e -> Math.abs(e) > FAR_OFF).isPresent());
		return " Measured (squares; foresight measure, median less the JVM's start-up): " + checks.stream()
				.map(MeasuredBeside::describe).collect(Collectors.joining("; ")) + "." + untimedSentence + stolen()
				+ (note == null ? "" : " Note: " + note + ".") + (defaultMachine && farOff ? CALIBRATE : "");
	}

	/**
	 * A sentence on the runs during which a hypervisor took more than {@link #NOISY_STEAL} of the processors' time,
	 * or empty: their times say as much about the other machines as about the program.
	 */
	private String stolen() {
		List<String> noisy = runs.points().stream().filter(p -> p.steal() > NOISY_STEAL)
				.map(p -> String.format(Locale.ROOT, "on %s: %.0f %%", p.cpus() == 1 ? "1 processor"
						: p.cpus() + " processors", 100 * p.steal())).toList();
		return noisy.isEmpty() ? "" : " A hypervisor gave part of this machine's processor time to other machines "
				+ "during the runs (" + String.join("; ", noisy) + "): measured times vary with it.";
	}

	private static String describe(MeasuredCheck c) {
		String on = c.cpus() == 1 ? "1 processor" : c.cpus() + " processors";
		if (c.measuredSpeedup().isPresent() && c.cpus() > 1) {
			return String.format(Locale.ROOT, "%s, speedup %.2f, predicted %+.1f %%", on, c.measuredSpeedup().get(),
					100 * c.speedupError().get());
		}
		return String.format(Locale.ROOT, "%s, %.1f ms, predicted %+.1f %%", on, c.measuredMs(), 100 * c.timeError());
	}
}
