/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Path;
import org.eclipse.swt.widgets.Composite;

import dev.foresight.core.measure.MeasuredFile;
import dev.foresight.core.measure.MeasuredRuns;
import dev.foresight.core.measure.ProgramRuns;
import dev.foresight.core.measure.RecordedCommand;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.ui.internal.jobs.EclipseProgress;

/**
 * The Measure button: runs the program a trace was recorded from again, without the recorder, on 1, 2, 4 ... of this
 * machine's processors ({@code foresight measure --like}; five runs each, in a job that can be canceled), writes
 * {@code NAME.measured} beside the trace and predicts again, so that the measured speedups show on the chart.
 */
final class ProgramMeasurement {

	/** Runs on each processor count. */
	static final int RUNS = 5;
	private static final String TIP = "Run the recorded program again without the recorder, " + RUNS + " times on "
			+ "each of 1, 2, 4 ... of this machine's processors, and show its measured speedups beside the prediction";

	/** The longest argument the tooltip shows whole; a class path is often far longer. */
	private static final int LONGEST_SHOWN = 60;
	/** The most words of a command its tooltip shows. */
	private static final int MOST_SHOWN = 40;

	private final JobButton button;
	private final IFile traceFile;
	private final Runnable measured;
	/** The recorded program, once the trace is read and if it says how it was started; display thread only. */
	private RecordedCommand command;

	/**
	 * A button in {@code parent}, usable once {@link #setTrace} finds the trace's command; {@code measured} runs when
	 * the file is written, {@code say} is told what the measurement does and why it ended without a file. Both run
	 * on the display thread.
	 */
	ProgramMeasurement(Composite parent, IFile traceFile, Runnable measured, Consumer<String> say) {
		this.traceFile = traceFile;
		this.measured = measured;
		button = new JobButton(parent, "Mea&sure...", TIP, say, this::start);
		button.setUsable(false, TIP);
	}

	/** The trace's header, on the display thread: the button works when it says how the program was started. */
	void setTrace(TraceHeader header) {
		Optional<RecordedCommand> c = RecordedCommand.of(header).filter(r -> r.argumentFile() == null);
		command = c.orElse(null);
		String why = RecordedCommand.of(header)
				.map(r -> "T" + ProgramRuns.ARGUMENT_FILE.substring(1) + r.argumentFile())
				.orElse("The trace does not say how its program was started (" + RecordedCommand.whyMissing(header)
						+ "): record it again to measure it here, or use foresight measure");
		button.setUsable(c.isPresent(), c.isPresent() ? TIP + ":\n" + shown(c.get()) : why);
	}

	/**
	 * The command as the tooltip shows it, as a shell would take it: the environment variables the launch set, the
	 * launcher's name and the arguments, a long class path shortened, a long list of arguments cut.
	 */
	static String shown(RecordedCommand c) {
		List<String> words = new ArrayList<>();
		c.environment().forEach((name, value) -> words.add(name + '=' + value));
		words.add(c.java().substring(c.java().lastIndexOf('/') + 1));
		words.addAll(c.javaArgs());
		return RecordedCommand.abbreviated(words, LONGEST_SHOWN, MOST_SHOWN);
	}

	private void start() {
		RecordedCommand c = command;
		if (c == null) {
			return;
		}
		List<Integer> counts = ProgramRuns.defaultCounts();
		String name = traceFile.getName().replaceFirst("\\.ftrace$", "");
		IFile out = traceFile.getParent().getFile(new Path(name + "." + MeasuredFile.EXTENSION));
		button.run("Measuring " + name + " on " + counts + " processors", String.format(Locale.ROOT, "Measuring the "
				+ "program without the recorder, %d runs on each of %s processors...", RUNS, counts),
				"Measurement canceled.", "Cannot measure the program: ", monitor -> {
					MeasuredRuns runs = new ProgramRuns(c, 0).measure(counts, RUNS, new EclipseProgress(monitor),
							monitor::subTask);
					ProjectFiles.write(out, MeasuredFile.format(runs));
					return measured;
				});
	}
}
