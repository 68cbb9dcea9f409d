/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.Path;
import org.eclipse.core.runtime.Platform;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaModelMarker;
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

	@AfterEach
	void delete() throws Exception {
		UiTestSupport.page().closeAllEditors(false);
		ResourcesPlugin.getWorkspace().getRoot().getProject(NAME).delete(true, true, null);
	}

	@Test
	void recordsAJUnitTestThroughItsShortcut() throws Exception {
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
			project = SampleProjects.create(ResourcesPlugin.getWorkspace(), NAME, new NullProgressMonitor());
			project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());
		} finally {
			Platform.removeLogListener(log);
		}
		assertEquals(List.of(), errors);
		// the sample's tests compile against the JUnit 5 library, which resolves to the JUnit bundles of this IDE
		assertEquals(List.of(), Arrays.stream(project.findMarkers(IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER, true,
				IResource.DEPTH_INFINITE)).filter(m -> m.getAttribute(IMarker.SEVERITY, 0) == IMarker.SEVERITY_ERROR)
				.map(m -> m.getAttribute(IMarker.MESSAGE, "")).toList());
		IFile source = project.getFile("test/sample/PrimeCounterTest.java");
		assertTrue(project.getFile("bin-test/sample/PrimeCounterTest.class").exists(),
				"JDT compiled the sample's test");

		AtomicReference<ITestRunSession> finished = new AtomicReference<>();
		TestRunListener listener = new TestRunListener() {
			@Override
			public void sessionFinished(ITestRunSession session) {
				finished.set(session);
			}
		};
		JUnitCore.addTestRunListener(listener);
		try {
			// what Run > Record Threads As > JUnit Test does with the selected class
			ICompilationUnit unit = JavaCore.createCompilationUnitFrom(source);
			new JUnitLaunchShortcut().launch(new StructuredSelection(unit), RecordingAttributes.MODE);
			assertTrue(UiTestSupport.waitUntil(() -> recording() != null && recording().isTerminated(), 60_000),
					"the recorded test run ends");
			ILaunch launch = recording();
			assertEquals("org.eclipse.jdt.junit.launchconfig",
					launch.getLaunchConfiguration().getType().getIdentifier());
			String cmdline = launch.getProcesses()[0].getAttribute("org.eclipse.debug.core.ATTR_CMDLINE");
			assertTrue(cmdline.contains("-agentlib:instrument=") && cmdline.contains("RemoteTestRunner"), cmdline);
			// the JUnit view's session was connected and the test passed under the recorder
			assertTrue(UiTestSupport.waitUntil(() -> finished.get() != null, 20_000), "the JUnit session ends");
			assertEquals(ITestElement.Result.OK, finished.get().getTestResult(true),
					() -> "result of " + finished.get().getTestRunName());

			String tracePath = launch.getAttribute(RecordingAttributes.TRACE_PATH);
			assertNotNull(tracePath);
			IFile trace = ResourcesPlugin.getWorkspace().getRoot().getFile(new Path(tracePath));
			assertTrue(trace.getName().startsWith("PrimeCounterTest-"), trace.getName());
			assertTrue(UiTestSupport.waitUntil(() -> UiTestSupport.page().getActiveEditor() instanceof TraceEditor e
					&& e.getEditorInput() instanceof IFileEditorInput in && in.getFile().equals(trace), 20_000),
					"the trace opens when the tests end");
			// the JUnit view beside the trace editor, as a user sees them after the run
			TraceEditor editor = (TraceEditor) UiTestSupport.page().getActiveEditor();
			UiTestSupport.page().showView("org.eclipse.jdt.junit.ResultView");
			UiTestSupport.page().activate(editor);
			UiTestSupport.page().getWorkbenchWindow().getShell().setMaximized(true);
			assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 60_000), "the speedup is predicted");
			Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "recorded-junit");
			TraceReadResult result = FtraceReader.read(trace.getLocation().toPath());
			assertTrue(result.closed(), "the recording ended normally: " + result.warnings());
			// both tests ran: countsWithThreeWorkers with its three workers, which add their tally once per chunk of
			// 10,000 numbers under the lock (100 chunks below a million) and count the latch down once each
			assertEquals(2, countTests(finished.get()));
			List<String> names = result.trace().header().threads().stream().map(t -> t.name()).toList();
			assertTrue(names.containsAll(List.of("worker-0", "worker-1", "worker-2")), () -> "threads: " + names);
			TraceSummary summary = TraceSummary.of(result.trace());
			long tallies = summary.sites().stream().filter(s -> s.kind() == EventKind.MONITOR_ENTER
					&& s.site().className().equals("sample.PrimeCounter") && s.site().method().startsWith("work"))
					.mapToLong(TraceSummary.SiteCount::count).sum();
			assertEquals(100, tallies, () -> "sites: " + summary.sites());
			assertEquals(3, summary.kinds().getOrDefault(EventKind.LATCH_COUNTDOWN, 0L));

			// Measure runs the tests again without the recorder and without the JUnit view, which is not listening
			Button measure = UiTestSupport.button(UiTestSupport.page().getWorkbenchWindow().getShell(), "Mea&sure...");
			assertTrue(UiTestSupport.waitUntil(measure::isEnabled, 5000), "the trace says how its tests were started");
			measure.notifyListeners(SWT.Selection, new Event());
			assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains(" Measured (squares;"), 120_000),
					editor::predictionText);
			MeasuredRuns runs = MeasuredFile.read(trace.getLocation().toPath()
					.resolveSibling(trace.getName().replace(".ftrace", ".measured")));
			assertTrue(runs.command().contains("RemoteTestRunner -junitconsole ") && !runs.command().contains("agent"),
					runs::command);
			assertEquals(5, runs.at(1).orElseThrow().runNanos().size());
			System.out.println("recorded JUnit test, measured: " + editor.predictionText());
		} finally {
			JUnitCore.removeTestRunListener(listener);
		}
	}

	/** The test cases a session ran, at any depth of its suites. */
	private static int countTests(ITestElementContainer container) {
		int n = 0;
		for (ITestElement e : container.getChildren()) {
			n += e instanceof ITestElementContainer c ? countTests(c) : 1;
		}
		return n;
	}

	/** The recording launch of this test, once the shortcut's job has started it. */
	private static ILaunch recording() {
		return Arrays.stream(DebugPlugin.getDefault().getLaunchManager().getLaunches())
				.filter(l -> RecordingAttributes.MODE.equals(l.getLaunchMode())
						&& l.getAttribute(RecordingAttributes.TRACE_PATH) != null
						&& l.getAttribute(RecordingAttributes.TRACE_PATH).contains(NAME))
				.findFirst().orElse(null);
	}
}
