/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.launching.IJavaLaunchConfigurationConstants;
import org.eclipse.jdt.launching.JavaRuntime;

import dev.foresight.core.trace.AgentLaunch;
import dev.foresight.core.trace.BaselineFigures;
import dev.foresight.core.trace.samples.JfrSamples;

/**
 * What recording adds to a launch that starts a JVM, whatever the JVM runs (a Java application, JUnit tests): the
 * agent in the JVM arguments (and, when asked, JFR recording execution samples), the trace file
 * {@code .foresight/NAME-TIMESTAMP.ftrace} in the launched project with the samples beside it, the refresh of that
 * folder when the program ends, and, when asked, a first run without the recorder ({@link BaselineLaunch}).
 */
final class Recording {

	/** Starts a launch configuration as Run would, into a given launch. */
	@FunctionalInterface
	interface PlainLauncher {
		/** Launches {@code configuration} in run mode into {@code launch}. */
		void launch(ILaunchConfiguration configuration, ILaunch launch, IProgressMonitor monitor) throws CoreException;
	}

	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");
	/** Execution sample period: fine enough to name the hot methods between synchronizations, cheap to record. */
	private static final int SAMPLE_PERIOD_MS = 20;

	private Recording() {
	}

	/**
	 * Records {@code configuration}: {@code launcher} starts it as Run would, with the recorder added.
	 *
	 * @param project the launched project, which gets the trace
	 * @param name the trace's name before its time stamp (the main class's or test's simple name)
	 */
	static void record(ILaunchConfiguration configuration, ILaunch launch, IProgressMonitor monitor,
			IJavaProject project, String name, PlainLauncher launcher) throws CoreException {
		try {
			run(configuration, launch, monitor, project, name, launcher);
		} catch (IOException e) {
			throw new CoreException(Status.error("Cannot prepare the recording: " + e.getMessage(), e));
		}
	}

	private static void run(ILaunchConfiguration configuration, ILaunch launch, IProgressMonitor monitor,
			IJavaProject project, String name, PlainLauncher launcher) throws CoreException, IOException {
		if (project == null) {
			throw new CoreException(Status.error("Choose a project on the first tab: the trace is written into it"));
		}
		boolean baseline = configuration.getAttribute(RecordingAttributes.BASELINE, false);
		int baselineRuns = Math.clamp(configuration.getAttribute(RecordingAttributes.BASELINE_RUNS, 1), 1, 9);
		SubMonitor progress = SubMonitor.convert(monitor, "Recording " + configuration.getName(),
				baseline ? 3 + 3 * baselineRuns : 3);
		IFile trace = traceFile(project.getProject(), name);
		File agent = AgentJar.locate();
		progress.worked(1);
		String vmArgs = configuration.getAttribute(IJavaLaunchConfigurationConstants.ATTR_VM_ARGUMENTS, "");
		int processors = configuration.getAttribute(RecordingAttributes.PROCESSORS, 0);
		String seen = processors > 0 ? "-XX:ActiveProcessorCount=" + processors + ' ' : "";
		boolean classPath = classPathProgram(configuration, vmArgs);
		BaselineFigures alone = null;
		if (baseline) {
			List<BaselineFigures> runs = new ArrayList<>();
			for (int i = 0; i < baselineRuns; i++) {
				runs.add(new BaselineLaunch(launcher, configuration, agent, classPath).run(seen + vmArgs,
						progress.split(3)));
				if (progress.isCanceled()) {
					return;
				}
			}
			alone = BaselineFigures.median(runs);
		}
		ILaunchConfigurationWorkingCopy copy = configuration.getWorkingCopy();
		File traceFile = trace.getLocation().toFile();
		Path samples = JfrSamples.besideTrace(traceFile.toPath());
		Files.deleteIfExists(samples); // never pair an old sample file with a new trace
		String sampling = !configuration.getAttribute(RecordingAttributes.SAMPLES, false) ? ""
				: String.join(" ", JfrSamples.jvmOptions(samples, SAMPLE_PERIOD_MS).stream()
						.map(o -> o.indexOf(' ') >= 0 ? '"' + o + '"' : o).toList()) + ' ';
		copy.setAttribute(IJavaLaunchConfigurationConstants.ATTR_VM_ARGUMENTS,
				AgentArguments.javaAgentOptions(agent, traceFile, options(configuration, alone), classPath) + ' '
						+ seen + sampling + vmArgs);
		launch.setAttribute(RecordingAttributes.TRACE_PATH, trace.getFullPath().toString());
		RefreshWhenTerminated refresher = new RefreshWhenTerminated(launch, trace);
		refresher.register();
		try {
			launcher.launch(copy, launch, progress.split(2));
		} catch (CoreException | RuntimeException e) {
			refresher.unregister();
			throw e;
		}
	}

	/**
	 * Whether the launch runs its program from the class path ({@link AgentLaunch#classPathProgram}): not a modular
	 * project, and no option or program argument that runs a module.
	 */
	private static boolean classPathProgram(ILaunchConfiguration configuration, String vmArgs) throws CoreException {
		// JavaRuntime.isModularConfiguration says true for every project on a JRE of Java 9 or later
		IJavaProject project = JavaRuntime.getJavaProject(configuration);
		if (project != null && JavaRuntime.isModularProject(project)
				|| !configuration.getAttribute(IJavaLaunchConfigurationConstants.ATTR_MODULE_NAME, "").isBlank()) {
			return false;
		}
		String moduleOptions = configuration.getAttribute(IJavaLaunchConfigurationConstants.ATTR_MODULE_CLI_OPTIONS,
				"");
		String programArgs = configuration.getAttribute(IJavaLaunchConfigurationConstants.ATTR_PROGRAM_ARGUMENTS, "");
		return AgentLaunch.classPathProgram(
				List.of(DebugPlugin.parseArguments(vmArgs + ' ' + moduleOptions + ' ' + programArgs)));
	}

	private static AgentArguments.Options options(ILaunchConfiguration configuration, BaselineFigures alone)
			throws CoreException {
		return new AgentArguments.Options(configuration.getAttribute(RecordingAttributes.TIME_LIMIT, 0),
				configuration.getAttribute(RecordingAttributes.EXCLUDES, ""), alone,
				configuration.getAttribute(ILaunchManager.ATTR_ENVIRONMENT_VARIABLES, Map.<String, String>of())
						.keySet(),
				!configuration.getAttribute(ILaunchManager.ATTR_APPEND_ENVIRONMENT_VARIABLES, true));
	}

	private static IFile traceFile(IProject project, String name) throws CoreException {
		IFolder folder = project.getFolder(RecordingAttributes.TRACE_FOLDER);
		if (!folder.exists()) {
			folder.create(true, true, null);
		}
		return folder.getFile(name + '-' + LocalDateTime.now().format(STAMP) + ".ftrace");
	}

	/** The simple name of {@code className}, or {@code fallback} when there is none. */
	static String simpleName(String className, String fallback) {
		return className == null || className.isBlank() ? fallback
				: className.substring(className.lastIndexOf('.') + 1);
	}
}
