/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.Path;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.ILaunchesListener;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.ui.ILaunchConfigurationTab;
import org.eclipse.jdt.core.IClasspathAttribute;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaModelMarker;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.launching.IJavaLaunchConfigurationConstants;
import org.eclipse.jdt.launching.JavaRuntime;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IFileEditorInput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.foresight.core.measure.MeasuredFile;
import dev.foresight.core.measure.MeasuredRuns;
import dev.foresight.core.measure.RecordedCommand;
import dev.foresight.core.sim.JvmProperties;
import dev.foresight.core.sim.WorkScale;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;
import dev.foresight.launching.RecordingAttributes;
import dev.foresight.ui.internal.editors.TraceEditor;
import dev.foresight.ui.internal.launching.RecordTabGroup;
import dev.foresight.ui.internal.markers.WaitMarkers;
import dev.foresight.ui.internal.samples.SampleProjects;

/** Run > Record Threads As > Java Application on the sample: the program runs with the agent, the trace lands. */
class RecordLaunchTest {

	private static final String NAME = "record-launch-sample";

	@AfterEach
	void delete() throws Exception {
		UiTestSupport.page().closeAllEditors(false);
		ResourcesPlugin.getWorkspace().getRoot().getProject(NAME).delete(true, true, null);
	}

	@Test
	void executionSamplesNameTheHotMethod() throws Exception {
		ILaunchConfigurationWorkingCopy config = sampleConfiguration();
		config.setAttribute(RecordingAttributes.SAMPLES, true);
		ILaunch launch = config.launch(RecordingAttributes.MODE, new NullProgressMonitor());
		assertTrue(UiTestSupport.waitUntil(launch::isTerminated, 60_000), "the recorded program ends");
		IFile trace = ResourcesPlugin.getWorkspace().getRoot()
				.getFile(new Path(launch.getAttribute(RecordingAttributes.TRACE_PATH)));
		assertTrue(trace.getParent().getFile(new Path(trace.getName() + ".jfr")).getLocation().toFile().isFile(),
				() -> "samples recorded beside the trace: " + Arrays.toString(trace.getParent().getLocation().toFile()
						.list()) + " by " + launch.getProcesses()[0].getAttribute(IProcess.ATTR_CMDLINE) + " exit "
						+ exitValue(launch));
		TraceEditor editor = editorOf(trace, 20_000);
		// JFR's chunks went to a folder beside the samples, which the launch removes once the program has ended
		assertFalse(trace.getParent().getLocation().append(trace.getName() + ".jfr.d").toFile().exists(),
				() -> Arrays.toString(trace.getParent().getLocation().toFile().list()));
		assertTrue(UiTestSupport.waitUntil(() -> editor.criticalPath() != null, 30_000), "critical path analyzed");
		// the workers spend their time testing numbers: the method table names that method, not only the lock site
		assertTrue(editor.criticalPath().functions().stream().anyMatch(f -> f.method().equals("isPrime")),
				() -> "methods: " + editor.criticalPath().functions());
	}

	@Test
	void baselineRunsTheProgramWithoutTheRecorderFirst() throws Exception {
		ILaunchConfigurationWorkingCopy config = sampleConfiguration();
		config.setAttribute(RecordingAttributes.BASELINE, true);
		config.setAttribute(RecordingAttributes.BASELINE_RUNS, 2);
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		// each run without the recorder is a launch of its own (with its console), ended before the recording
		// began, the agent in its baseline mode, no trace of its own; the Debug view's preference removes terminated
		// launches as new ones come, so they are counted as they are added
		List<ILaunch> plains = new CopyOnWriteArrayList<>();
		ILaunchesListener counter = new ILaunchesListener() {
			@Override
			public void launchesAdded(ILaunch[] launches) {
				Arrays.stream(launches).filter(l -> l.getLaunchConfiguration().getName()
						.equals("record-sample (without the recorder)")).forEach(plains::add);
			}

			@Override
			public void launchesRemoved(ILaunch[] launches) {
			}

			@Override
			public void launchesChanged(ILaunch[] launches) {
			}
		};
		manager.addLaunchListener(counter);
		ILaunch launch;
		try {
			launch = config.launch(RecordingAttributes.MODE, new NullProgressMonitor());
			assertTrue(UiTestSupport.waitUntil(launch::isTerminated, 120_000), "the recorded program ends");
		} finally {
			manager.removeLaunchListener(counter);
		}
		assertEquals(0, launch.getProcesses()[0].getExitValue(), "exit code of the recorded program");
		assertEquals(2, plains.size(), "runs without the recorder");
		ILaunch plain = plains.get(1);
		assertTrue(plains.stream().allMatch(ILaunch::isTerminated));
		assertEquals(0, plain.getProcesses()[0].getExitValue(), "exit code of the run without the recorder");
		String plainCommand = plain.getProcesses()[0].getAttribute(IProcess.ATTR_CMDLINE);
		assertTrue(plainCommand.contains("=baseline=") && !plainCommand.contains("output="), plainCommand);
		IFile trace = ResourcesPlugin.getWorkspace().getRoot()
				.getFile(new Path(launch.getAttribute(RecordingAttributes.TRACE_PATH)));
		assertTrue(UiTestSupport.waitUntil(trace::exists, 10_000), "the trace lands");
		assertEquals(1, trace.getParent().members().length, "one trace, from the recording only");
		// the compilers' CPU time of the plain run (one figure per compiler thread, in milliseconds)
		String baseline = FtraceReader.read(trace.getLocation().toPath()).trace().header().properties()
				.get(JvmProperties.COMPILER_BASELINE_PROPERTY);
		assertNotNull(baseline, "the trace keeps the baseline");
		assertTrue(baseline.matches("\\d+(\\.\\d)?(,\\d+(\\.\\d)?)*"), baseline);
		// and the program's CPU time in both runs, whose difference the prediction takes off
		Map<String, String> props = FtraceReader.read(trace.getLocation().toPath()).trace().header().properties();
		assertTrue(props.get(WorkScale.BASELINE_PROPERTY).matches("\\d+\\.\\d"), props.toString());
		assertTrue(props.get(WorkScale.RECORDED_PROPERTY).matches("\\d+\\.\\d"), props.toString());
		TraceEditor editor = editorOf(trace, 20_000);
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 60_000), "the speedup is predicted");
		// the text is set on the display thread after the curve
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("JIT compilers as measured in a run "
				+ "without the recorder"), 10_000), editor::predictionText);
		assertTrue(editor.predictionText().contains("CPU times scaled by "), editor::predictionText);
		assertTrue(editor.headerText().contains("\nMeasured against a run without the recorder: the program used "
				+ props.get(WorkScale.BASELINE_PROPERTY) + " ms of CPU time without it and "
				+ props.get(WorkScale.RECORDED_PROPERTY) + " ms with it, "), editor.headerText());
	}

	@Test
	void aRunWithoutTheRecorderTerminatedByTheUserGivesNoBaseline() throws Exception {
		ILaunchConfigurationWorkingCopy config = sampleConfiguration();
		config.setAttribute(RecordingAttributes.BASELINE, true);
		// primes below 300 M: minutes, unless terminated
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROGRAM_ARGUMENTS, "2 300000000");
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		// the launches of the tests before (the Debug view's preference removes terminated ones as new ones come)
		Set<ILaunch> before = Set.of(manager.getLaunches());
		// the user's Terminate in the Debug view, while the launch waits for the run to end
		Thread user = new Thread(() -> {
			long end = System.currentTimeMillis() + 60_000;
			while (System.currentTimeMillis() < end) {
				ILaunch plain = Arrays.stream(manager.getLaunches()).filter(l -> !before.contains(l))
						.filter(l -> l.getLaunchConfiguration().getName().endsWith("(without the recorder)")
								&& l.getProcesses().length > 0)
						.findFirst().orElse(null);
				try {
					if (plain != null) {
						Thread.sleep(500);
						plain.terminate();
						return;
					}
					Thread.sleep(50);
				} catch (Exception e) {
					return;
				}
			}
		});
		user.start();
		ILaunch recording = config.launch(RecordingAttributes.MODE, new NullProgressMonitor());
		user.join();
		// then stop the recording too: its trace is closed by the agent's shutdown hook
		assertTrue(UiTestSupport.waitUntil(() -> recording.getProcesses().length > 0, 30_000));
		Thread.sleep(1000);
		recording.terminate();
		assertTrue(UiTestSupport.waitUntil(recording::isTerminated, 30_000));
		IFile trace = ResourcesPlugin.getWorkspace().getRoot()
				.getFile(new Path(recording.getAttribute(RecordingAttributes.TRACE_PATH)));
		assertTrue(UiTestSupport.waitUntil(trace::exists, 10_000), "the trace lands");
		// the terminated run's shutdown hook wrote figures of a part of it: they are not taken
		assertEquals(null, FtraceReader.read(trace.getLocation().toPath()).trace().header().properties()
				.get(JvmProperties.COMPILER_BASELINE_PROPERTY));
		editorOf(trace, 20_000);
	}

	@Test
	void theForesightTabKeepsItsOptions() throws Exception {
		RecordTabGroup group = new RecordTabGroup();
		group.createTabs(null, RecordingAttributes.MODE);
		ILaunchConfigurationTab tab = Arrays.stream(group.getTabs()).filter(t -> t.getName().equals("Foresight"))
				.findFirst().orElseThrow();
		Shell shell = new Shell(UiTestSupport.page().getWorkbenchWindow().getShell());
		try {
			tab.createControl(shell);
			ILaunchConfigurationType type = DebugPlugin.getDefault().getLaunchManager()
					.getLaunchConfigurationType(IJavaLaunchConfigurationConstants.ID_JAVA_APPLICATION);
			ILaunchConfigurationWorkingCopy config = type.newInstance(null, "tab");
			tab.setDefaults(config);
			// off by default: the program would run twice
			assertFalse(config.getAttribute(RecordingAttributes.BASELINE, true));
			assertEquals(1, config.getAttribute(RecordingAttributes.BASELINE_RUNS, 0));
			config.setAttribute(RecordingAttributes.BASELINE, true);
			config.setAttribute(RecordingAttributes.BASELINE_RUNS, 3);
			config.setAttribute(RecordingAttributes.SAMPLES, true);
			config.setAttribute(RecordingAttributes.TIME_LIMIT, 30);
			tab.initializeFrom(config);
			ILaunchConfigurationWorkingCopy applied = type.newInstance(null, "applied");
			tab.performApply(applied);
			assertTrue(applied.getAttribute(RecordingAttributes.BASELINE, false));
			assertEquals(3, applied.getAttribute(RecordingAttributes.BASELINE_RUNS, 0));
			assertTrue(applied.getAttribute(RecordingAttributes.SAMPLES, false));
			assertEquals(30, applied.getAttribute(RecordingAttributes.TIME_LIMIT, 0));
		} finally {
			shell.dispose();
		}
	}

	@Test
	void aModularProjectIsRecordedThroughJavaAgent() throws Exception {
		// the sample as a module: the agent as a library would not find java.instrument there and the JVM would abort
		IProject project = SampleProjects.create(ResourcesPlugin.getWorkspace(), NAME, new NullProgressMonitor());
		project.getFile("src/module-info.java").create(
				new ByteArrayInputStream("module sample {\n}\n".getBytes(StandardCharsets.UTF_8)), true, null);
		IJavaProject javaProject = JavaCore.create(project);
		Map<String, String> options = javaProject.getOptions(false);
		JavaCore.setComplianceOptions(JavaCore.VERSION_21, options);
		javaProject.setOptions(options);
		// the program's sources and the JRE as a module; the sample's tests and JUnit are left out
		IClasspathEntry[] entries = Arrays.stream(javaProject.getRawClasspath()).filter(e -> !e.isTest())
				.toArray(IClasspathEntry[]::new);
		for (int i = 0; i < entries.length; i++) {
			if (entries[i].getEntryKind() == IClasspathEntry.CPE_CONTAINER) {
				entries[i] = JavaCore.newContainerEntry(entries[i].getPath(), null, new IClasspathAttribute[] {
						JavaCore.newClasspathAttribute(IClasspathAttribute.MODULE, "true") }, false);
			}
		}
		javaProject.setRawClasspath(entries, null);
		project.getFolder("test").delete(true, null);
		project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
		assertTrue(JavaRuntime.isModularProject(javaProject), "the sample is a module now");
		// a launch of a project with errors would ask in a dialog whether to go on
		assertEquals(List.of(), Arrays.stream(project.findMarkers(IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER, true,
				IResource.DEPTH_INFINITE)).filter(m -> m.getAttribute(IMarker.SEVERITY, 0) == IMarker.SEVERITY_ERROR)
				.map(m -> m.getAttribute(IMarker.MESSAGE, "")).toList());
		ILaunchConfigurationWorkingCopy config = DebugPlugin.getDefault().getLaunchManager()
				.getLaunchConfigurationType(IJavaLaunchConfigurationConstants.ID_JAVA_APPLICATION)
				.newInstance(null, "record-modular-sample");
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROJECT_NAME, NAME);
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_MAIN_TYPE_NAME, "sample.PrimeCounter");
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_MODULE_NAME, "sample");
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROGRAM_ARGUMENTS, "3 400000");
		config.setAttribute(RecordingAttributes.TIME_LIMIT, 60);

		ILaunch launch = config.launch(RecordingAttributes.MODE, new NullProgressMonitor());
		assertTrue(UiTestSupport.waitUntil(launch::isTerminated, 60_000), "the recorded program ends");
		IProcess process = launch.getProcesses()[0];
		String cmdline = process.getAttribute(IProcess.ATTR_CMDLINE);
		String output = process.getStreamsProxy().getOutputStreamMonitor().getContents()
				+ process.getStreamsProxy().getErrorStreamMonitor().getContents();
		assertEquals(0, process.getExitValue(), () -> cmdline + "\n" + output);
		assertTrue(cmdline.contains("-javaagent:") && !cmdline.contains("-agentlib:instrument="), cmdline);
		IFile trace = ResourcesPlugin.getWorkspace().getRoot()
				.getFile(new Path(launch.getAttribute(RecordingAttributes.TRACE_PATH)));
		TraceReadResult result = FtraceReader.read(trace.getLocation().toPath());
		assertTrue(result.closed(), "the recording ended normally: " + result.warnings());
		assertTrue(TraceSummary.of(result.trace()).threads() >= 4);
		// it opens too, before the project goes: a trace opened after the next test began would take the editor area
		editorOf(trace, 20_000);
	}

	private ILaunchConfigurationWorkingCopy sampleConfiguration() throws Exception {
		IProject project = SampleProjects.create(ResourcesPlugin.getWorkspace(), NAME, new NullProgressMonitor());
		project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
		ILaunchConfigurationType type = DebugPlugin.getDefault().getLaunchManager()
				.getLaunchConfigurationType(IJavaLaunchConfigurationConstants.ID_JAVA_APPLICATION);
		ILaunchConfigurationWorkingCopy config = type.newInstance(null, "record-sample");
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROJECT_NAME, NAME);
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_MAIN_TYPE_NAME, "sample.PrimeCounter");
		// a sample every 20 ms: 400,000 numbers (40 to 55 ms of work here) gave one or two samples, 1,500,000 give a
		// dozen
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROGRAM_ARGUMENTS, "3 1500000");
		config.setAttribute(RecordingAttributes.TIME_LIMIT, 60);
		return config;
	}

	@Test
	void recordsTheSampleIntoTheProject() throws Exception {
		IProject project = SampleProjects.create(ResourcesPlugin.getWorkspace(), NAME, new NullProgressMonitor());
		project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
		ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
		ILaunchConfigurationType type = manager
				.getLaunchConfigurationType(IJavaLaunchConfigurationConstants.ID_JAVA_APPLICATION);
		assertTrue(type.supportsMode(RecordingAttributes.MODE), "Java applications can be recorded");
		ILaunchConfigurationWorkingCopy config = type.newInstance(null, "record-sample");
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROJECT_NAME, NAME);
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_MAIN_TYPE_NAME, "sample.PrimeCounter");
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROGRAM_ARGUMENTS, "3 400000");
		config.setAttribute(RecordingAttributes.TIME_LIMIT, 60);
		config.setAttribute(RecordingAttributes.PROCESSORS, 6);
		// the Environment tab's variables are kept in the trace, and Measure runs the program with them again
		config.setAttribute(ILaunchManager.ATTR_ENVIRONMENT_VARIABLES, Map.of("FORESIGHT_SAMPLE", "on the tab"));

		ILaunch launch = config.launch(RecordingAttributes.MODE, new NullProgressMonitor());
		assertTrue(UiTestSupport.waitUntil(launch::isTerminated, 60_000), "the recorded program ends");
		assertEquals(0, launch.getProcesses()[0].getExitValue(), "exit code of the recorded program");
		// a class path project: the agent as a library, which keeps the JDK's archived module graph (AgentLaunch)
		String cmdline = launch.getProcesses()[0].getAttribute("org.eclipse.debug.core.ATTR_CMDLINE");
		assertTrue(cmdline.contains("-agentlib:instrument=") && !cmdline.contains("-javaagent:"), cmdline);

		String tracePath = launch.getAttribute(RecordingAttributes.TRACE_PATH);
		assertNotNull(tracePath);
		IFile trace = ResourcesPlugin.getWorkspace().getRoot().getFile(new Path(tracePath));
		IFolder folder = project.getFolder(RecordingAttributes.TRACE_FOLDER);
		String output = launch.getProcesses()[0].getStreamsProxy().getOutputStreamMonitor().getContents()
				+ launch.getProcesses()[0].getStreamsProxy().getErrorStreamMonitor().getContents();
		assertTrue(UiTestSupport.waitUntil(() -> trace.exists(), 10_000),
				() -> "the folder is refreshed: " + tracePath + " on disk: "
						+ java.nio.file.Files.exists(trace.getLocation().toPath()) + "\n" + output + "\ncommand line: "
						+ launch.getProcesses()[0].getAttribute("org.eclipse.debug.core.ATTR_CMDLINE"));
		assertEquals(folder, trace.getParent());
		assertTrue(trace.getName().startsWith("PrimeCounter-"), trace.getName());

		TraceEditor editor = editorOf(trace, 10_000);
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 60_000), "the speedup is predicted");
		// the overview says what the recorder cost, as the agent states it per event
		assertTrue(editor.headerText().matches("(?s).*\nRecording overhead: about \\d+(\\.\\d)? [um]s of the threads' "
				+ "CPU time \\(\\d+\\.\\d\\d %\\), at the recorder's stated cost per event.*"), editor::headerText);
		// three workers share the prime counting: on four processors the prediction must beat a serial run clearly
		double speedup4 = editor.curve().points().stream().filter(p -> p.cpus() == 4).findFirst().orElseThrow()
				.speedup();
		assertTrue(speedup4 > 1.5, "predicted speedup on 4 processors: " + speedup4);
		UiTestSupport.page().getWorkbenchWindow().getShell().setMaximized(true);
		assertTrue(UiTestSupport.waitUntil(() -> editor.criticalPath() != null, 30_000), "critical path analyzed");
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "recorded-sample");
		// the recording's run on two processors: the main thread and the three workers
		editor.showTimeline();
		assertTrue(UiTestSupport.waitUntil(() -> editor.timelineRun() != null, 30_000), "the timeline is simulated");
		assertTrue(editor.timelineRun().threads().size() >= 4, () -> "rows: " + editor.timelineRun().threads());
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "recorded-sample-timeline");
		// where the threads waited for each other, marked in the sample's source: main for the workers at the latch,
		// and wherever else the run had them wait (the queue's put and take, the tally lock); never the joins
		IFile source = project.getFile("src/sample/PrimeCounter.java");
		assertTrue(UiTestSupport.waitUntil(() -> !markers(trace).isEmpty(), 10_000), "wait sites marked");
		Set<Integer> lines = new TreeSet<>();
		for (IMarker m : markers(trace)) {
			assertEquals(source, m.getResource());
			lines.add(m.getAttribute(IMarker.LINE_NUMBER, -1));
			System.out.println("recorded sample, wait site marker: " + m.getAttribute(IMarker.MESSAGE, ""));
		}
		assertTrue(lines.contains(47) && Set.of(42, 45, 47, 56, 63).containsAll(lines), () -> "marked lines " + lines);
		TraceReadResult result = FtraceReader.read(trace.getLocation().toPath());
		assertTrue(result.closed(), "the recording ended normally: " + result.warnings());
		// the Foresight tab's processor count: the program saw 6 processors whatever this machine has
		assertEquals(6, result.trace().header().cpuCount());
		assertEquals("FORESIGHT_SAMPLE=on the tab", result.trace().header().properties().get(RecordedCommand.ENV));
		TraceSummary summary = TraceSummary.of(result.trace());
		// main + 3 workers; a worker adds its tally under the lock once per chunk of 10,000 numbers: 40 chunks
		assertTrue(summary.threads() >= 4, "threads: " + summary.threads());
		long tallies = summary.sites().stream().filter(s -> s.kind() == EventKind.MONITOR_ENTER
				&& s.site().className().equals("sample.PrimeCounter") && s.site().method().startsWith("work"))
				.mapToLong(TraceSummary.SiteCount::count).sum();
		assertEquals(40, tallies, () -> "sites: " + summary.sites());
		assertEquals(3, summary.kinds().getOrDefault(EventKind.LATCH_COUNTDOWN, 0L));
		assertTrue(Arrays.stream(folder.members()).anyMatch(r -> r.getType() == IResource.FILE));

		// Measure runs the recorded program again without the recorder and shows its speedups beside the prediction
		Button measure = UiTestSupport.shownButton("Mea&sure...");
		assertNotNull(measure);
		assertTrue(UiTestSupport.waitUntil(measure::isEnabled, 5000), "the trace says how its program was started");
		// the tooltip says what runs: the recorded command, without the recorder
		assertTrue(measure.getToolTipText().endsWith(" sample.PrimeCounter 3 400000")
				&& measure.getToolTipText().contains(":\nFORESIGHT_SAMPLE=on the tab java")
				&& !measure.getToolTipText().contains("agent"), measure::getToolTipText);
		measure.notifyListeners(SWT.Selection, new Event());
		assertTrue(editor.predictionText().startsWith("Measuring the program without the recorder, 5 runs"),
				editor::predictionText);
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains(" Measured (squares;"), 120_000),
				editor::predictionText);
		IFile measured = folder.getFile(trace.getName().replace(".ftrace", ".measured"));
		MeasuredRuns runs = MeasuredFile.read(measured.getLocation().toPath());
		assertTrue(runs.command().endsWith("sample.PrimeCounter 3 400000") && !runs.command().contains("agent"),
				runs::command);
		assertEquals(5, runs.at(1).orElseThrow().runNanos().size());
		System.out.println("recorded sample, measured: " + editor.predictionText());
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("bars: 90 % band."), 60_000),
				editor::predictionText);
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "recorded-sample-measured");
	}

	private static List<IMarker> markers(IFile trace) {
		try {
			return WaitMarkers.of(trace);
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}

	private static String exitValue(ILaunch launch) {
		try {
			return String.valueOf(launch.getProcesses()[0].getExitValue());
		} catch (org.eclipse.debug.core.DebugException e) {
			return e.getMessage();
		}
	}

	/** The trace editor of {@code trace} once it is the active editor (a recording opens its trace when it ends). */
	private static TraceEditor editorOf(IFile trace, long millis) {
		assertTrue(UiTestSupport.waitUntil(() -> UiTestSupport.page().getActiveEditor() instanceof TraceEditor e
				&& e.getEditorInput() instanceof IFileEditorInput in && in.getFile().equals(trace), millis),
				() -> "the new trace " + trace + " opens in the trace editor; active: "
						+ UiTestSupport.page().getActiveEditor());
		return (TraceEditor) UiTestSupport.page().getActiveEditor();
	}
}
