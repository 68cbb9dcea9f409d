/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.Launch;
import org.eclipse.jdt.launching.IJavaLaunchConfigurationConstants;

import dev.foresight.core.trace.BaselineFigures;

/**
 * The run of the program without the recorder that a recording with {@link RecordingAttributes#BASELINE} starts
 * with, as {@code foresight record --baseline} does: the agent in its baseline mode instruments nothing and writes
 * the JIT compilers' CPU time at the end, which the recording then keeps in its trace. The run is a launch of its
 * own, named "... (without the recorder)", with its console; it stops at the recording's time limit or when the user
 * cancels the launch.
 */
final class BaselineLaunch {

	private static final long POLL_MS = 50;
	/** The exit codes of a JVM ended by SIGTERM (Terminate in the Debug view) and by SIGKILL. */
	private static final int SIGTERM = 143;
	private static final int SIGKILL = 137;

	private final Recording.PlainLauncher launcher;
	private final ILaunchConfiguration configuration;
	private final File agent;
	private final boolean classPathProgram;

	BaselineLaunch(Recording.PlainLauncher launcher, ILaunchConfiguration configuration, File agent,
			boolean classPathProgram) {
		this.launcher = launcher;
		this.configuration = configuration;
		this.agent = agent;
		this.classPathProgram = classPathProgram;
	}

	/**
	 * Runs the program with the JVM arguments {@code vmArgs} (the user's, and the processors it sees) and waits for
	 * its end; returns what it measured ({@link BaselineFigures#read}), or {@code null} when the run did
	 * not say (not Linux, stopped, canceled), which the error log is told.
	 */
	BaselineFigures run(String vmArgs, IProgressMonitor monitor) throws CoreException, IOException {
		SubMonitor progress = SubMonitor.convert(monitor,
				"Running " + configuration.getName() + " without the recorder", 2);
		Path file = Files.createTempFile("foresight-baseline", ".txt");
		try {
			ILaunchConfigurationWorkingCopy copy = configuration.copy(configuration.getName()
					+ " (without the recorder)");
			copy.setAttribute(IJavaLaunchConfigurationConstants.ATTR_VM_ARGUMENTS,
					AgentArguments.baselineOptions(agent, file, classPathProgram) + ' ' + vmArgs);
			ILaunch run = new Launch(copy, ILaunchManager.RUN_MODE, null);
			DebugPlugin.getDefault().getLaunchManager().addLaunch(run);
			launcher.launch(copy, run, progress.split(1));
			if (run.getProcesses().length == 0) {
				return warn("the run without the recorder did not start");
			}
			String stopped = waitFor(run, progress);
			if (stopped != null) {
				// canceled: no recording follows, so nothing to warn of
				return progress.isCanceled() ? null : warn(stopped);
			}
			int code = run.getProcesses()[0].getExitValue();
			if (code == SIGTERM || code == SIGKILL) {
				// terminated from the Debug view: its shutdown hook may have written the figures of a part of a run
				return warn("the run without the recorder was stopped before its end (exit code " + code + ")");
			}
			BaselineFigures figures = BaselineFigures.read(file);
			return figures != null ? figures
					: warn("the run without the recorder did not measure its JIT compilers (not Linux, or killed)");
		} finally {
			Files.deleteIfExists(file);
		}
	}

	/** Waits for the run's end; what stopped it early, or {@code null}. */
	private String waitFor(ILaunch run, SubMonitor progress) throws CoreException {
		int limit = configuration.getAttribute(RecordingAttributes.TIME_LIMIT, 0);
		long deadline = System.nanoTime() + limit * 1_000_000_000L;
		while (!run.isTerminated()) {
			if (progress.isCanceled()) {
				run.terminate();
				return "the run without the recorder was canceled";
			}
			if (limit > 0 && System.nanoTime() - deadline > 0) {
				run.terminate();
				return "the run without the recorder did not end within the time limit (" + limit + " s)";
			}
			try {
				Thread.sleep(POLL_MS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				run.terminate();
				return "the run without the recorder was interrupted";
			}
		}
		return null;
	}

	private BaselineFigures warn(String why) {
		Platform.getLog(BaselineLaunch.class).warn(configuration.getName() + ": " + why
				+ "; the trace has no baseline, its prediction estimates the recorder's own JIT compilation instead");
		return null;
	}
}
