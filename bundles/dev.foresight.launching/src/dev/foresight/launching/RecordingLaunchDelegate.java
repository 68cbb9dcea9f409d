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
import org.eclipse.jdt.launching.JavaLaunchDelegate;
import org.eclipse.jdt.launching.JavaRuntime;

import dev.foresight.core.trace.AgentLaunch;
import dev.foresight.core.trace.samples.JfrSamples;

/**
 * Launches a Java application exactly as Run would, with the Foresight agent added to its JVM arguments (and, when
 * asked, JFR recording execution samples). The trace goes to {@code .foresight/MAIN-TIMESTAMP.ftrace} in the launched
 * project, the samples beside it ({@code .ftrace.jfr}); the folder is refreshed when the program ends, so the trace
 * shows up in the Traces view. When asked, the program first runs once without the recorder ({@link BaselineLaunch}).
 */
public final class RecordingLaunchDelegate extends JavaLaunchDelegate {

	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");
	/** Execution sample period: fine enough to name the hot methods between synchronizations, cheap to record. */
	private static final int SAMPLE_PERIOD_MS = 20;

	@Override
	public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor)
			throws CoreException {
		try {
			record(configuration, launch, monitor);
		} catch (IOException e) {
			throw new CoreException(Status.error("Cannot prepare the recording: " + e.getMessage(), e));
		}
	}

	private void record(ILaunchConfiguration configuration, ILaunch launch, IProgressMonitor monitor)
			throws CoreException, IOException {
		boolean baseline = configuration.getAttribute(RecordingAttributes.BASELINE, false);
		SubMonitor progress = SubMonitor.convert(monitor, "Recording " + configuration.getName(), baseline ? 6 : 3);
		IProject project = project(configuration);
		IFile trace = traceFile(project, configuration);
		File agent = AgentJar.locate();
		progress.worked(1);
		String vmArgs = configuration.getAttribute(IJavaLaunchConfigurationConstants.ATTR_VM_ARGUMENTS, "");
		int processors = configuration.getAttribute(RecordingAttributes.PROCESSORS, 0);
		String seen = processors > 0 ? "-XX:ActiveProcessorCount=" + processors + ' ' : "";
		boolean classPath = classPathProgram(configuration, vmArgs);
		String compilers = null;
		if (baseline) {
			compilers = new BaselineLaunch(this, configuration, agent, classPath).run(seen + vmArgs, progress.split(3));
			if (progress.isCanceled()) {
				return;
			}
		}
		ILaunchConfigurationWorkingCopy copy = configuration.getWorkingCopy();
		File traceFile = trace.getLocation().toFile();
		Path samples = JfrSamples.besideTrace(traceFile.toPath());
		Files.deleteIfExists(samples); // never pair an old sample file with a new trace
		String sampling = !configuration.getAttribute(RecordingAttributes.SAMPLES, false) ? ""
				: String.join(" ", JfrSamples.jvmOptions(samples, SAMPLE_PERIOD_MS).stream()
						.map(o -> o.indexOf(' ') >= 0 ? '"' + o + '"' : o).toList()) + ' ';
		copy.setAttribute(IJavaLaunchConfigurationConstants.ATTR_VM_ARGUMENTS,
				AgentArguments.javaAgentOptions(agent, traceFile, options(configuration, compilers), classPath) + ' '
						+ seen + sampling + vmArgs);
		launch.setAttribute(RecordingAttributes.TRACE_PATH, trace.getFullPath().toString());
		RefreshWhenTerminated refresher = new RefreshWhenTerminated(launch, trace);
		refresher.register();
		try {
			// the JVM runner only knows run and debug; recording is a run with an agent
			super.launch(copy, ILaunchManager.RUN_MODE, launch, progress.split(2));
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

	/** Starts the program as Run would, into {@code launch}: the run without the recorder ({@link BaselineLaunch}). */
	void launchPlain(ILaunchConfiguration configuration, ILaunch launch, IProgressMonitor monitor)
			throws CoreException {
		super.launch(configuration, ILaunchManager.RUN_MODE, launch, monitor);
	}

	private static AgentArguments.Options options(ILaunchConfiguration configuration, String compilers)
			throws CoreException {
		return new AgentArguments.Options(configuration.getAttribute(RecordingAttributes.TIME_LIMIT, 0),
				configuration.getAttribute(RecordingAttributes.EXCLUDES, ""), compilers,
				configuration.getAttribute(ILaunchManager.ATTR_ENVIRONMENT_VARIABLES, Map.<String, String>of())
						.keySet());
	}

	private IProject project(ILaunchConfiguration configuration) throws CoreException {
		var javaProject = getJavaProject(configuration);
		if (javaProject == null) {
			throw new CoreException(Status.error("Choose a project on the Main tab: the trace is written into it"));
		}
		return javaProject.getProject();
	}

	private IFile traceFile(IProject project, ILaunchConfiguration configuration) throws CoreException {
		IFolder folder = project.getFolder(RecordingAttributes.TRACE_FOLDER);
		if (!folder.exists()) {
			folder.create(true, true, null);
		}
		String main = getMainTypeName(configuration);
		String simple = main == null ? configuration.getName() : main.substring(main.lastIndexOf('.') + 1);
		return folder.getFile(simple + '-' + LocalDateTime.now().format(STAMP) + ".ftrace");
	}
}
