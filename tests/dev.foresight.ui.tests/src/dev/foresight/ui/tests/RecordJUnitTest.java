/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.expressions.Expression;
import org.eclipse.core.expressions.IEvaluationContext;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.Path;
import org.eclipse.core.runtime.Platform;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.internal.ui.DebugUIPlugin;
import org.eclipse.debug.internal.ui.launchConfigurations.LaunchShortcutExtension;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaModelMarker;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.junit.JUnitCore;
import org.eclipse.jdt.junit.TestRunListener;
import org.eclipse.jdt.junit.launcher.JUnitLaunchShortcut;
import org.eclipse.jdt.junit.model.ITestElement;
import org.eclipse.jdt.junit.model.ITestElementContainer;
import org.eclipse.jdt.junit.model.ITestRunSession;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IFileEditorInput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.foresight.core.measure.MeasuredFile;
import dev.foresight.core.measure.MeasuredRuns;
import dev.foresight.core.measure.RecordedCommand;
import dev.foresight.core.sim.JvmProperties;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;
import dev.foresight.launching.RecordingAttributes;
import dev.foresight.ui.internal.editors.TraceEditor;
import dev.foresight.ui.internal.samples.SampleProjects;

/**
 * Run > Record Threads As > JUnit Test on the sample's JUnit 5 test class: JDT's JUnit launch runs it with the agent,
 * the JUnit view's session gets its result, and the trace holds the tests' threads and their synchronization.
 */
class RecordJUnitTest {

	private static final String NAME = "record-junit-sample";
	private static final String NAME_4 = "record-junit4-sample";

	/** The sample's count as a JUnit 4 test. */
	private static final String JUNIT_4_TEST = """
			package sample;

			import static org.junit.Assert.assertEquals;

			import org.junit.Test;

			public class PrimeCounter4Test {
			    @Test
			    public void countsWithThreeWorkers() throws InterruptedException {
			        assertEquals(78_498, new PrimeCounter().count(3, 1_000_000));
			    }
			}
			""";

	@AfterEach
	void delete() throws Exception {
		UiTestSupport.page().closeAllEditors(false);
		for (String name : List.of(NAME, NAME_4)) {
			ResourcesPlugin.getWorkspace().getRoot().getProject(name).delete(true, true, null);
		}
	}

	@Test
	void recordsAJUnitTestThroughItsShortcut() throws Exception {
		IProject project = sample(NAME);
		IFile source = project.getFile("test/sample/PrimeCounterTest.java");
		assertTrue(project.getFile("bin-test/sample/PrimeCounterTest.class").exists(),
				"JDT compiled the sample's test");
		Recorded r = record(JavaCore.createCompilationUnitFrom(source), NAME);
		assertTrue(r.trace().getName().startsWith("PrimeCounterTest-"), r.trace().getName());
		// the JUnit view beside the trace editor, as a user sees them after the run
		TraceEditor editor = (TraceEditor) UiTestSupport.page().getActiveEditor();
		UiTestSupport.page().showView("org.eclipse.jdt.junit.ResultView");
		UiTestSupport.page().activate(editor);
		UiTestSupport.page().getWorkbenchWindow().getShell().setMaximized(true);
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 60_000), "the speedup is predicted");
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "recorded-junit");
		// both tests ran
		assertEquals(2, countTests(r.session()));

		// Measure runs the tests again without the recorder and without the JUnit view, which is not listening
		MeasuredRuns runs = measure(editor, r.trace());
		assertTrue(runs.command().contains("RemoteTestRunner -junitconsole ") && !runs.command().contains("agent"),
				runs::command);
		assertEquals(5, runs.at(1).orElseThrow().runNanos().size());
		System.out.println("recorded JUnit test, measured: " + editor.predictionText());
	}

	@Test
	void measuresAPackagesTestsAfterTheirListIsGone() throws Exception {
		// a package's tests: Eclipse names them in a temporary file, which it deletes when it exits
		IProject project = sample(NAME);
		Recorded r = record(JavaCore.create(project.getFolder("test/sample")), NAME);
		Map<String, String> kept = FtraceReader.read(r.trace().getLocation().toPath()).trace().header().properties();
		String list = kept.keySet().stream().filter(k -> k.startsWith(RecordedCommand.FILE)).findFirst()
				.orElseThrow(() -> new AssertionError("no list of tests kept: " + kept.keySet()))
				.substring(RecordedCommand.FILE.length());
		assertTrue(kept.get(RecordedCommand.CMDLINE).contains("-packageNameFile\u001f" + list), list);
		assertTrue(kept.get(RecordedCommand.FILE + list).contains("sample"), kept.get(RecordedCommand.FILE + list));
		Files.delete(java.nio.file.Path.of(list));
		MeasuredRuns runs = measure((TraceEditor) UiTestSupport.page().getActiveEditor(), r.trace());
		assertTrue(runs.command().contains("-packageNameFile " + list), runs::command);
		assertEquals(5, runs.at(1).orElseThrow().runNanos().size());
	}

	/** Presses the trace editor's Measure button and returns the runs it measured, once it shows them. */
	private static MeasuredRuns measure(TraceEditor editor, IFile trace) throws Exception {
		Button measure = UiTestSupport.shownButton("Mea&sure...");
		assertTrue(UiTestSupport.waitUntil(measure::isEnabled, 5000), "the trace says how its tests were started");
		measure.notifyListeners(SWT.Selection, new Event());
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains(" Measured (squares;"), 120_000),
				editor::predictionText);
		return MeasuredFile.read(trace.getLocation().toPath()
				.resolveSibling(trace.getName().replace(".ftrace", ".measured")));
	}

	@Test
	void recordsAJUnit4Test() throws Exception {
		// the sample with JUnit 4 instead of 5: JDT's JUnit 4 library and runner, and the wrapped org.junit bundle
		IProject project = sample(NAME_4);
		IJavaProject javaProject = JavaCore.create(project);
		javaProject.setRawClasspath(Arrays.stream(javaProject.getRawClasspath())
				.map(e -> e.getPath().toString().endsWith("JUNIT_CONTAINER/5")
						? JavaCore.newContainerEntry(new Path("org.eclipse.jdt.junit.JUNIT_CONTAINER/4"), null,
								e.getExtraAttributes(), false)
						: e)
				.toArray(IClasspathEntry[]::new), null);
		project.getFile("test/sample/PrimeCounterTest.java").delete(true, null);
		IFile source = project.getFile("test/sample/PrimeCounter4Test.java");
		source.create(new ByteArrayInputStream(JUNIT_4_TEST.getBytes(StandardCharsets.UTF_8)), true, null);
		project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
		assertEquals(List.of(), errorMarkers(project));
		Recorded r = record(JavaCore.createCompilationUnitFrom(source), NAME_4);
		assertTrue(r.trace().getName().startsWith("PrimeCounter4Test-"), r.trace().getName());
		assertEquals(1, countTests(r.session()));

		// the configuration the shortcut made, again with a first run without the recorder (a JUnit run of its own)
		ILaunchConfigurationWorkingCopy config = recording(NAME_4).getLaunchConfiguration().getWorkingCopy();
		config.setAttribute(RecordingAttributes.BASELINE, true);
		ILaunch launch = config.launch(RecordingAttributes.MODE, new NullProgressMonitor());
		assertTrue(UiTestSupport.waitUntil(launch::isTerminated, 120_000), "the recorded tests end");
		ILaunch plain = Arrays.stream(DebugPlugin.getDefault().getLaunchManager().getLaunches())
				.filter(l -> l.getLaunchConfiguration().getName().endsWith("(without the recorder)")).findFirst()
				.orElseThrow(() -> new AssertionError("no run without the recorder"));
		String plainCommand = plain.getProcesses()[0].getAttribute("org.eclipse.debug.core.ATTR_CMDLINE");
		assertTrue(plainCommand.contains("=baseline=") && plainCommand.contains("RemoteTestRunner"), plainCommand);
		IFile trace = ResourcesPlugin.getWorkspace().getRoot()
				.getFile(new Path(launch.getAttribute(RecordingAttributes.TRACE_PATH)));
		assertTrue(UiTestSupport.waitUntil(trace::exists, 10_000), "the trace lands");
		String baseline = FtraceReader.read(trace.getLocation().toPath()).trace().header().properties()
				.get(JvmProperties.COMPILER_BASELINE_PROPERTY);
		assertTrue(baseline != null && baseline.matches("\\d+(\\.\\d)?(,\\d+(\\.\\d)?)*"), baseline);
	}

	@Test
	void recordThreadsAsOffersJUnitTestForATestClassAndJavaApplicationForAMainClass() throws Exception {
		// the contextual Run > Record Threads As menu: the shortcuts whose enablement holds for the selection
		IProject project = sample(NAME);
		Object test = JavaCore.createCompilationUnitFrom(project.getFile("test/sample/PrimeCounterTest.java"));
		Object main = JavaCore.createCompilationUnitFrom(project.getFile("src/sample/PrimeCounter.java"));
		assertEquals(Set.of("dev.foresight.ui.recordJUnitShortcut"), recordShortcuts(test));
		assertEquals(Set.of("dev.foresight.ui.recordJavaApplicationShortcut"), recordShortcuts(main));
		// a package with tests in it can run them all
		assertTrue(recordShortcuts(JavaCore.create(project.getFolder("test/sample"))).contains(
				"dev.foresight.ui.recordJUnitShortcut"));
	}

	/** The Record Threads shortcuts the contextual menu offers for {@code element}, as DebugUI evaluates them. */
	private static Set<String> recordShortcuts(Object element) throws CoreException {
		IEvaluationContext context = DebugUIPlugin.createEvaluationContext(List.of(element));
		context.addVariable("selection", List.of(element));
		Set<String> ids = new TreeSet<>();
		for (LaunchShortcutExtension s : DebugUIPlugin.getDefault().getLaunchConfigurationManager()
				.getLaunchShortcuts()) {
			Expression enablement = s.getContextualLaunchEnablementExpression();
			if (s.getModes().contains(RecordingAttributes.MODE) && enablement != null
					&& s.evalEnablementExpression(context, enablement)) {
				ids.add(s.getId());
			}
		}
		return ids;
	}

	/** A project with the sample, built, without errors, and without an error logged on the way. */
	private static IProject sample(String name) throws Exception {
		// JDT's JUnit library logs what it cannot find of its bundles (Hamcrest, say) and goes on without it; it also
		// reads the installation's bundle list, which this test runtime lacks (Tycho starts it from config.ini)
		List<String> errors = new CopyOnWriteArrayList<>();
		ILogListener log = (status, plugin) -> {
			if (status.getSeverity() == IStatus.ERROR
					&& !String.valueOf(status.getException()).contains("bundles.info")) {
				errors.add(plugin + ": " + status + (status.getException() == null ? ""
						: " " + status.getException()));
			}
		};
		Platform.addLogListener(log);
		IProject project;
		try {
			project = SampleProjects.create(ResourcesPlugin.getWorkspace(), name, new NullProgressMonitor());
			project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
		} finally {
			Platform.removeLogListener(log);
		}
		assertEquals(List.of(), errors);
		// the sample's tests compile against the JUnit library, which resolves to the JUnit bundles of this IDE
		assertEquals(List.of(), errorMarkers(project));
		return project;
	}

	private static List<String> errorMarkers(IProject project) throws Exception {
		return Arrays.stream(project.findMarkers(IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER, true,
				IResource.DEPTH_INFINITE)).filter(m -> m.getAttribute(IMarker.SEVERITY, 0) == IMarker.SEVERITY_ERROR)
				.map(m -> m.getAttribute(IMarker.MESSAGE, "")).toList();
	}

	/** A recorded test run: its trace, which the editor shows, and the JUnit view's session of it. */
	private record Recorded(IFile trace, ITestRunSession session) {
	}

	/**
	 * Records the tests of {@code element} (of {@code project}) as Run > Record Threads As > JUnit Test does, and
	 * checks what every recording of the sample's count must show: the JUnit session passed, and the trace holds the
	 * three workers, which add their tally once per chunk of 10,000 numbers under the lock (100 chunks below a
	 * million) and count the latch down once each.
	 */
	private static Recorded record(Object element, String project) throws Exception {
		AtomicReference<ITestRunSession> finished = new AtomicReference<>();
		TestRunListener listener = new TestRunListener() {
			@Override
			public void sessionFinished(ITestRunSession session) {
				finished.set(session);
			}
		};
		JUnitCore.addTestRunListener(listener);
		try {
			new JUnitLaunchShortcut().launch(new StructuredSelection(element), RecordingAttributes.MODE);
			assertTrue(UiTestSupport.waitUntil(() -> recording(project) != null && recording(project).isTerminated(),
					60_000), "the recorded test run ends");
			// the JUnit view's session was connected and the test passed under the recorder
			assertTrue(UiTestSupport.waitUntil(() -> finished.get() != null, 20_000), "the JUnit session ends");
		} finally {
			JUnitCore.removeTestRunListener(listener);
		}
		ILaunch launch = recording(project);
		assertEquals("org.eclipse.jdt.junit.launchconfig", launch.getLaunchConfiguration().getType().getIdentifier());
		String cmdline = launch.getProcesses()[0].getAttribute("org.eclipse.debug.core.ATTR_CMDLINE");
		assertTrue(cmdline.contains("-agentlib:instrument=") && cmdline.contains("RemoteTestRunner"), cmdline);
		assertEquals(ITestElement.Result.OK, finished.get().getTestResult(true),
				() -> "result of " + finished.get().getTestRunName());

		String tracePath = launch.getAttribute(RecordingAttributes.TRACE_PATH);
		assertNotNull(tracePath);
		IFile trace = ResourcesPlugin.getWorkspace().getRoot().getFile(new Path(tracePath));
		assertTrue(UiTestSupport.waitUntil(() -> UiTestSupport.page().getActiveEditor() instanceof TraceEditor e
				&& e.getEditorInput() instanceof IFileEditorInput in && in.getFile().equals(trace), 20_000),
				"the trace opens when the tests end");
		TraceReadResult result = FtraceReader.read(trace.getLocation().toPath());
		assertTrue(result.closed(), "the recording ended normally: " + result.warnings());
		List<String> names = result.trace().header().threads().stream().map(t -> t.name()).toList();
		assertTrue(names.containsAll(List.of("worker-0", "worker-1", "worker-2")), () -> "threads: " + names);
		TraceSummary summary = TraceSummary.of(result.trace());
		long tallies = summary.sites().stream().filter(s -> s.kind() == EventKind.MONITOR_ENTER
				&& s.site().className().equals("sample.PrimeCounter") && s.site().method().startsWith("work"))
				.mapToLong(TraceSummary.SiteCount::count).sum();
		assertEquals(100, tallies, () -> "sites: " + summary.sites());
		assertEquals(3, summary.kinds().getOrDefault(EventKind.LATCH_COUNTDOWN, 0L));
		return new Recorded(trace, finished.get());
	}

	/** The test cases a session ran, at any depth of its suites. */
	private static int countTests(ITestElementContainer container) {
		int n = 0;
		for (ITestElement e : container.getChildren()) {
			n += e instanceof ITestElementContainer c ? countTests(c) : 1;
		}
		return n;
	}

	/** The recording launch of {@code project}'s tests, once the shortcut's job has started it. */
	private static ILaunch recording(String project) {
		return Arrays.stream(DebugPlugin.getDefault().getLaunchManager().getLaunches())
				.filter(l -> RecordingAttributes.MODE.equals(l.getLaunchMode())
						&& l.getAttribute(RecordingAttributes.TRACE_PATH) != null
						&& l.getAttribute(RecordingAttributes.TRACE_PATH).startsWith("/" + project + "/"))
				.findFirst().orElse(null);
	}
}
