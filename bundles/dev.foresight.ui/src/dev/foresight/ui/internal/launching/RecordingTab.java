/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.launching;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.ui.AbstractLaunchConfigurationTab;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import dev.foresight.launching.RecordingAttributes;

/**
 * Foresight's recording options: a time limit for programs that may deadlock, the processors the program sees,
 * classes left alone, execution samples, and a first run without the recorder.
 */
final class RecordingTab extends AbstractLaunchConfigurationTab {

	private Spinner timeLimit;
	private Spinner processors;
	private Text excludes;
	private Button samples;
	private Button baseline;
	private Spinner baselineRuns;

	@Override
	public void createControl(Composite parent) {
		Composite page = new Composite(parent, SWT.NONE);
		GridLayoutFactory.swtDefaults().numColumns(2).applyTo(page);
		new Label(page, SWT.NONE).setText("&Time limit (seconds, 0 = none):");
		timeLimit = new Spinner(page, SWT.BORDER);
		timeLimit.setValues(0, 0, 24 * 3600, 0, 1, 60);
		timeLimit.addModifyListener(e -> updateLaunchConfigurationDialog());
		Label help = new Label(page, SWT.WRAP);
		help.setText("When the limit passes, the trace is closed "
				+ "and threads still blocked are reported as a deadlock.");
		GridDataFactory.fillDefaults().span(2, 1).hint(400, SWT.DEFAULT).applyTo(help);
		new Label(page, SWT.NONE).setText("&Processors the program sees (0 = this machine's):");
		processors = new Spinner(page, SWT.BORDER);
		processors.setValues(0, 0, 4096, 0, 1, 8);
		processors.addModifyListener(e -> updateLaunchConfigurationDialog());
		Label processorsHelp = new Label(page, SWT.WRAP);
		processorsHelp.setText("Pools the program sizes by the processor count (the common fork/join pool, one "
				+ "thread per core) then have the size they would have on the machine to predict.");
		GridDataFactory.fillDefaults().span(2, 1).hint(400, SWT.DEFAULT).applyTo(processorsHelp);
		new Label(page, SWT.NONE).setText("&Exclude classes (patterns, comma separated):");
		excludes = new Text(page, SWT.BORDER);
		excludes.setMessage("for example com.example.generated.*");
		GridDataFactory.fillDefaults().grab(true, false).applyTo(excludes);
		excludes.addModifyListener(e -> updateLaunchConfigurationDialog());
		samples = option(page, "Record execution &samples with JFR (the Critical path tab then names methods)",
				"JFR's start-up, tens of milliseconds, is then charged to the main thread and lengthens the predicted "
						+ "serial part.");
		baseline = option(page, "Run the program once &without the recorder first",
				"The prediction then replays the JIT compilers' CPU time of that run: in a recording they also compile "
						+ "the recorder's hooks, by an amount that varies from one recording to the next. The program "
						+ "runs twice; the first run stops at the time limit.");
		new Label(page, SWT.NONE).setText("&Runs without the recorder (the median's figures are kept):");
		baselineRuns = new Spinner(page, SWT.BORDER);
		baselineRuns.setValues(1, 1, 9, 0, 1, 2);
		baselineRuns.addModifyListener(e -> updateLaunchConfigurationDialog());
		baseline.addListener(SWT.Selection, e -> baselineRuns.setEnabled(baseline.getSelection()));
		Label runsHelp = new Label(page, SWT.WRAP);
		runsHelp.setText("On a shared machine one run's CPU time moves by a fifth or more; the run whose program CPU "
				+ "time is the median of a few stands for the program better.");
		GridDataFactory.fillDefaults().span(2, 1).hint(400, SWT.DEFAULT).applyTo(runsHelp);
		setControl(page);
	}

	/** A check box across the page with its explanation below it. */
	private Button option(Composite page, String text, String help) {
		Button b = new Button(page, SWT.CHECK);
		b.setText(text);
		GridDataFactory.fillDefaults().span(2, 1).applyTo(b);
		b.addListener(SWT.Selection, e -> updateLaunchConfigurationDialog());
		Label l = new Label(page, SWT.WRAP);
		l.setText(help);
		GridDataFactory.fillDefaults().span(2, 1).hint(400, SWT.DEFAULT).applyTo(l);
		return b;
	}

	@Override
	public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
		configuration.setAttribute(RecordingAttributes.TIME_LIMIT, 0);
		configuration.setAttribute(RecordingAttributes.PROCESSORS, 0);
		configuration.setAttribute(RecordingAttributes.EXCLUDES, "");
		configuration.setAttribute(RecordingAttributes.SAMPLES, false);
		configuration.setAttribute(RecordingAttributes.BASELINE, false);
		configuration.setAttribute(RecordingAttributes.BASELINE_RUNS, 1);
	}

	@Override
	public void initializeFrom(ILaunchConfiguration configuration) {
		try {
			timeLimit.setSelection(configuration.getAttribute(RecordingAttributes.TIME_LIMIT, 0));
			processors.setSelection(configuration.getAttribute(RecordingAttributes.PROCESSORS, 0));
			excludes.setText(configuration.getAttribute(RecordingAttributes.EXCLUDES, ""));
			samples.setSelection(configuration.getAttribute(RecordingAttributes.SAMPLES, false));
			baseline.setSelection(configuration.getAttribute(RecordingAttributes.BASELINE, false));
			baselineRuns.setSelection(configuration.getAttribute(RecordingAttributes.BASELINE_RUNS, 1));
			baselineRuns.setEnabled(baseline.getSelection());
		} catch (CoreException e) {
			setErrorMessage(e.getMessage());
		}
	}

	@Override
	public void performApply(ILaunchConfigurationWorkingCopy configuration) {
		configuration.setAttribute(RecordingAttributes.TIME_LIMIT, timeLimit.getSelection());
		configuration.setAttribute(RecordingAttributes.PROCESSORS, processors.getSelection());
		configuration.setAttribute(RecordingAttributes.EXCLUDES, excludes.getText().trim());
		configuration.setAttribute(RecordingAttributes.SAMPLES, samples.getSelection());
		configuration.setAttribute(RecordingAttributes.BASELINE, baseline.getSelection());
		configuration.setAttribute(RecordingAttributes.BASELINE_RUNS, baselineRuns.getSelection());
	}

	@Override
	public String getName() {
		return "Foresight";
	}
}
