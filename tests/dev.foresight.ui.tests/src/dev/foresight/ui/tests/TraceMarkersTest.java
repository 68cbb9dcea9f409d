/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.jface.text.codemining.ICodeMining;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.inlined.LineHeaderAnnotation;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.analysis.result.WhatIfCurve;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.StateInterval;
import dev.foresight.core.sim.ThreadRun;
import dev.foresight.core.sim.ThreadState;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.SiteCallers;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import dev.foresight.ui.internal.editors.TraceEditor;
import dev.foresight.ui.internal.markers.CriticalMarkers;
import dev.foresight.ui.internal.markers.MarkerMinings;
import dev.foresight.ui.internal.markers.WaitMarkers;
import dev.foresight.ui.internal.samples.SampleProjects;

/**
 * The timeline's run marks where its threads waited for each other in the project's Java sources, the critical path
 * the heaviest methods, each with quick-fixes; closing the trace removes the markers.
 */
class TraceMarkersTest {

	private static final String NAME = "wait-markers";
	private static final long MS = 1_000_000L;

	@AfterEach
	void cleanUp() throws Exception {
		UiTestSupport.page().closeAllEditors(false);
		// the closed Java editor's reconciler may still be resolving the source: let it end before the project goes,
		// or it logs the missing project during the next test
		UiTestSupport.waitUntil(() -> false, 1000);
		ResourcesPlugin.getWorkspace().getRoot().getProject(NAME).delete(true, true, null);
	}

	/**
	 * Two workers contend for the sample's tally lock (PrimeCounter.java:63): worker-0 holds it 1-5 ms and again from
	 * 5.5 ms, worker-1 wants it at 2 ms; then both take a monitor at a site of a class the project does not have.
	 */
	private static Trace contended() {
		List<Site> sites = List.of(new Site(0, "sample.PrimeCounter", "work", "PrimeCounter.java", 63),
				new Site(1, "other.Library", "call", "Library.java", 10));
		TraceHeader header = new TraceHeader(1, "Java 25", "Linux", 2, 0,
				List.of(new ThreadInfo(0, "worker-0", -1, -1, false), new ThreadInfo(1, "worker-1", -1, -1, false)),
				sites, Map.of());
		long[] clock = { 0 };
		ThreadEvents.Builder a = ThreadEvents.builder(0);
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		add(a, clock, EventKind.MONITOR_ENTER, 7, 0, 1 * MS);
		add(a, clock, EventKind.MONITOR_EXIT, 7, 0, 4 * MS);
		add(a, clock, EventKind.MONITOR_ENTER, 7, 0, MS / 2);
		add(a, clock, EventKind.MONITOR_EXIT, 7, 0, 1 * MS);
		add(b, clock, EventKind.MONITOR_ENTER, 7, 0, 2 * MS);
		add(b, clock, EventKind.MONITOR_EXIT, 7, 0, 4 * MS);
		for (ThreadEvents.Builder t : List.of(a, b)) {
			add(t, clock, EventKind.MONITOR_ENTER, 9, 1, 0);
			add(t, clock, EventKind.MONITOR_EXIT, 9, 1, 3 * MS);
			add(t, clock, EventKind.THREAD_END, -1, -1, 0);
		}
		return new Trace(header, List.of(a.build(), b.build()));
	}

	/** Writes {@code trace} to {@code file} of the sample project and opens it in the trace editor. */
	private static TraceEditor open(IFile file, Trace trace) throws Exception {
		FtraceWriter.write(trace, file.getLocation().toPath());
		file.getProject().refreshLocal(IResource.DEPTH_INFINITE, null);
		return (TraceEditor) IDE.openEditor(UiTestSupport.page(), file);
	}

	private static void add(ThreadEvents.Builder t, long[] clock, EventKind kind, long object, int site, long cpu) {
		clock[0] += cpu;
		t.add(kind, object, site, cpu, clock[0], 0, 0);
	}

	@Test
	void marksWhereThreadsWaitAndOffersWhatIfs() throws Exception {
		IProject project = SampleProjects.create(ResourcesPlugin.getWorkspace(), NAME, new NullProgressMonitor());
		IFile file = project.getFile("contended.ftrace");
		TraceEditor editor = open(file, contended());
		assertTrue(UiTestSupport.waitUntil(() -> editor.summary() != null, 10_000), "read in the background");
		assertEquals(List.of(), WaitMarkers.of(file), "nothing marked before the timeline is simulated");
		editor.showTimeline();
		assertTrue(UiTestSupport.waitUntil(() -> markers(file).size() == 1, 20_000), () -> "markers: " + markers(file));

		// the tally lock's line, not the other class's (no source in the project)
		IMarker marker = markers(file).get(0);
		assertEquals(project.getFile("src/sample/PrimeCounter.java"), marker.getResource());
		assertEquals(63, marker.getAttribute(IMarker.LINE_NUMBER, -1));
		assertEquals(IMarker.SEVERITY_INFO, marker.getAttribute(IMarker.SEVERITY, -1));
		String message = marker.getAttribute(IMarker.MESSAGE, "");
		System.out.println("wait site marker: " + message);
		assertTrue(message.startsWith("Foresight, 2 processors: 2 threads waited here (monitor_enter) 2 times, "),
				message);
		assertTrue(marker.isSubtypeOf(IMarker.PROBLEM), "listed in the Problems view");

		// a double-click on worker-1 blocked at 3 ms opens the line it waits at
		assertTrue(editor.openTimelineSite(1, 3_000_000), "worker-1 is blocked at a site then");
		assertTrue(UiTestSupport.page().getActiveEditor() instanceof ITextEditor opened
				&& opened.getEditorInput().getName().equals("PrimeCounter.java"), "the source opens");
		assertEquals(false, editor.openTimelineSite(1, 0), "running: no site");

		// the Java editor shows it in its rulers
		ITextEditor java = (ITextEditor) IDE.openEditor(UiTestSupport.page(), (IFile) marker.getResource());
		IAnnotationModel model = java.getDocumentProvider().getAnnotationModel(java.getEditorInput());
		assertTrue(UiTestSupport.waitUntil(() -> hasAnnotation(model, "dev.foresight.ui.waitSiteAnnotation"), 10_000),
				"a Foresight annotation in the Java editor");
		// and the marker's message as an inline hint on a line of its own above the marked line
		ISourceViewer viewer = (ISourceViewer) java.getAdapter(ITextOperationTarget.class);
		assertTrue(UiTestSupport.waitUntil(() -> lineHeaderAt(viewer, 62), 10_000), "a hint drawn above line 63");
		MarkerMinings hints = new MarkerMinings();
		try {
			hints.setContext(java);
			List<String> labels = hints.provideCodeMinings(viewer, null).get().stream().map(ICodeMining::getLabel)
					.toList();
			// the critical path tab's job marks the same line, sooner or later
			assertEquals(message, labels.get(0));
			assertTrue(labels.size() <= 2 && labels.stream().skip(1)
					.allMatch(l -> l.startsWith("Foresight, 4 processors: work is on the critical path for ")),
					labels::toString);
		} finally {
			hints.dispose();
		}
		UiTestSupport.page().getWorkbenchWindow().getShell().setMaximized(true);
		UiTestSupport.page().showView(IPageLayout.ID_PROBLEM_VIEW);
		java.selectAndReveal(java.getDocumentProvider().getDocument(java.getEditorInput()).getLineOffset(62), 0);
		UiTestSupport.page().activate(java);
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "wait-site-marker");

		// quick-fixes: the timeline, and the two threads on one processor
		IMarkerResolution[] fixes = IDE.getMarkerHelpRegistry().getResolutions(marker);
		assertEquals(List.of("Show the waits in the Foresight timeline",
				"Predict with the threads that wait here on one processor",
				"Predict the program with the critical sections entered here faster (what if)"),
				Arrays.stream(fixes).map(IMarkerResolution::getLabel).toList());
		fixes[1].run(marker);
		IFile machine = project.getFile("contended-together-63.machine");
		assertTrue(machine.exists(), "the what-if machine is written next to the trace");
		MachineModel together = MachineFormat.read(machine.getLocation().toPath());
		assertEquals(2, together.processors());
		assertEquals(List.of("worker-0", "worker-1"), together.bindings().stream().map(r -> r.pattern()).toList());
		assertEquals("contended-together-63.machine", editor.machine(), "the trace editor predicts on it");
		assertTrue(UiTestSupport.waitUntil(() -> editor.timelineRun() != null
				&& onlyOnProcessorZero(editor.timelineRun().threads()), 20_000),
				"the timeline is simulated again with both workers on processor 0");
		// the new run's markers replaced the first run's: a fix of a marker gone does nothing
		assertTrue(UiTestSupport.waitUntil(() -> !marker.exists() && markers(file).size() == 1, 10_000));
		UiTestSupport.page().activate(java);
		fixes[0].run(marker);
		assertEquals(java, UiTestSupport.page().getActiveEditor());
		IMarker again = markers(file).get(0);
		assertTrue(again.getAttribute(IMarker.MESSAGE, "").startsWith("Foresight, 2 processors: "),
				() -> again.getAttribute(IMarker.MESSAGE, ""));
		IDE.getMarkerHelpRegistry().getResolutions(again)[0].run(again);
		assertEquals(editor, UiTestSupport.page().getActiveEditor(), "the timeline's editor is brought up");
		// the tally lock's critical sections faster, on the machine the editor predicts on now (the together one)
		IDE.getMarkerHelpRegistry().getResolutions(again)[2].run(again);
		assertTrue(UiTestSupport.waitUntil(() -> editor.whatIfCurve() != null, 20_000), "the what-if is predicted");
		WhatIfCurve sections = editor.whatIfCurve();
		assertEquals("sample.PrimeCounter#work:63", sections.target());
		assertEquals(3, sections.segments(), "worker-0's two critical sections and worker-1's one");
		assertTrue(sections.points().get(10).time() < sections.points().get(0).time(), sections.points()::toString);

		UiTestSupport.page().closeEditor(editor, false);
		assertTrue(UiTestSupport.waitUntil(() -> markers(file).isEmpty(), 10_000), "closing the trace unmarks it");
	}

	/**
	 * Two workers contend for a monitor a JDK method enters (System.out's), worker-0 after 2 ms of work, worker-1 after
	 * 1 ms, each holding it 3 ms; the recorder sampled its callers: the sample's printf line (PrimeCounter.java:28)
	 * five times, a class the project does not have twice.
	 */
	private static Trace contendedInsideTheJdk() {
		List<Site> sites = List.of(new Site(0, "java.io.PrintStream", "format", "PrintStream.java", 1412),
				new Site(1, "sample.PrimeCounter", "main", "PrimeCounter.java", 28),
				new Site(2, "other.Library", "call", "Library.java", 10));
		TraceHeader header = new TraceHeader(1, "Java 25", "Linux", 2, 0,
				List.of(new ThreadInfo(0, "worker-0", -1, -1, false), new ThreadInfo(1, "worker-1", -1, -1, false)),
				sites, Map.of(SiteCallers.PROPERTY, "0:2*2,1*5"));
		long[] clock = { 0 };
		List<ThreadEvents> threads = new ArrayList<>();
		for (int i = 0; i < 2; i++) {
			ThreadEvents.Builder t = ThreadEvents.builder(i);
			add(t, clock, EventKind.MONITOR_ENTER, 9, 0, (2 - i) * MS);
			add(t, clock, EventKind.MONITOR_EXIT, 9, 0, 3 * MS);
			add(t, clock, EventKind.THREAD_END, -1, -1, 0);
			threads.add(t.build());
		}
		return new Trace(header, threads);
	}

	@Test
	@DisplayName("a wait inside a JDK method is marked at the program's line that the recorder sampled calling it")
	void marksTheProgramsCallerOfAJdkMonitor() throws Exception {
		IProject project = SampleProjects.create(ResourcesPlugin.getWorkspace(), NAME, new NullProgressMonitor());
		IFile file = project.getFile("printing.ftrace");
		TraceEditor editor = open(file, contendedInsideTheJdk());
		assertTrue(UiTestSupport.waitUntil(() -> editor.summary() != null, 10_000), "read in the background");
		// the critical path (four processors, analyzed as the editor opens: worker-0's 5 ms) marks the JDK method at
		// that line too
		assertTrue(UiTestSupport.waitUntil(() -> critical(file).size() == 1, 20_000),
				() -> "markers: " + critical(file));
		IMarker path = critical(file).get(0);
		assertEquals(project.getFile("src/sample/PrimeCounter.java"), path.getResource());
		assertEquals(28, path.getAttribute(IMarker.LINE_NUMBER, -1));
		String pathMessage = path.getAttribute(IMarker.MESSAGE, "");
		assertTrue(pathMessage.startsWith("Foresight, 4 processors: java.io.PrintStream#format, called from here, "
				+ "is on the critical path for "), pathMessage);
		assertEquals("java.io.PrintStream#format", path.getAttribute(CriticalMarkers.METHOD, ""));
		// the sites table names the most sampled caller
		Site printf = new Site(0, "java.io.PrintStream", "format", "PrintStream.java", 1412);
		assertTrue(UiTestSupport.waitUntil(() -> !editor.calledFrom(printf).isEmpty(), 10_000), "tables shown");
		assertEquals("sample.PrimeCounter#main:28 (5 of 7 sampled) and 1 more", editor.calledFrom(printf));
		assertEquals("", editor.calledFrom(new Site(1, "sample.PrimeCounter", "main", "PrimeCounter.java", 28)));
		editor.showTimeline();
		assertTrue(UiTestSupport.waitUntil(() -> markers(file).size() == 1, 20_000), () -> "markers: " + markers(file));
		IMarker marker = markers(file).get(0);
		assertEquals(project.getFile("src/sample/PrimeCounter.java"), marker.getResource());
		assertEquals(28, marker.getAttribute(IMarker.LINE_NUMBER, -1));
		String message = marker.getAttribute(IMarker.MESSAGE, "");
		assertTrue(message.startsWith("Foresight, 2 processors: thread worker-0 waited here (monitor_enter) 1 time, "
				+ "2.0 ms in all; "), message);
		assertTrue(message.endsWith("; inside java.io.PrintStream#format (PrintStream.java:1412), called from here "
				+ "by 5 of 7 sampled entries"), message);
		assertEquals("java.io.PrintStream#format:1412", marker.getAttribute(WaitMarkers.SECTIONS, ""),
				"the what-if makes the JDK method's critical sections faster");
		// a double-click on the blocked thread opens the program's line, not the JDK's class
		assertTrue(editor.openTimelineSite(0, 3_000_000), "worker-0 is blocked at 3 ms");
		assertTrue(UiTestSupport.page().getActiveEditor() instanceof ITextEditor opened
				&& opened.getEditorInput().getName().equals("PrimeCounter.java")
				&& ((ITextSelection) opened.getSelectionProvider().getSelection()).getStartLine() == 27,
				"PrimeCounter.java opens at line 28");
	}

	@Test
	void marksTheCriticalPathAndAsksWhatIfAMethodWereFaster() throws Exception {
		IProject project = SampleProjects.create(ResourcesPlugin.getWorkspace(), NAME, new NullProgressMonitor());
		IFile file = project.getFile("contended.ftrace");
		TraceEditor editor = open(file, contended());
		// the critical path tab analyzes the trace as it opens, on four processors
		assertTrue(UiTestSupport.waitUntil(() -> critical(file).size() == 1, 20_000),
				() -> "markers: " + critical(file));
		IMarker marker = critical(file).get(0);
		assertEquals(project.getFile("src/sample/PrimeCounter.java"), marker.getResource());
		assertEquals(63, marker.getAttribute(IMarker.LINE_NUMBER, -1));
		String message = marker.getAttribute(IMarker.MESSAGE, "");
		System.out.println("critical path marker: " + message);
		assertTrue(message.startsWith("Foresight, 4 processors: work is on the critical path for 6.5 ms, "
				+ "weight 0.52; "), message);
		assertEquals(List.of(), markers(file), "no wait sites before the timeline is simulated");

		IMarkerResolution[] fixes = IDE.getMarkerHelpRegistry().getResolutions(marker);
		assertEquals(List.of("Predict the program with PrimeCounter#work faster (what if)"),
				Arrays.stream(fixes).map(IMarkerResolution::getLabel).toList());
		fixes[0].run(marker);
		assertTrue(UiTestSupport.waitUntil(() -> editor.whatIfCurve() != null, 20_000), "the what-if is predicted");
		WhatIfCurve curve = editor.whatIfCurve();
		assertEquals("sample.PrimeCounter#work", curve.target());
		assertEquals(4, curve.cpus());
		assertEquals(11, curve.points().size(), "0, 10, ..., 100 % faster");
		assertEquals(1.0, curve.points().get(0).speedup(), 1e-12);
		// the lock's holders are the whole run: without their critical sections the run shortens
		assertTrue(curve.points().get(10).time() < curve.points().get(0).time(), () -> curve.points().toString());
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "trace-editor-whatif");

		UiTestSupport.page().closeEditor(editor, false);
		assertTrue(UiTestSupport.waitUntil(() -> critical(file).isEmpty(), 10_000), "closing the trace unmarks it");
	}

	private static List<IMarker> critical(IFile file) {
		try {
			return CriticalMarkers.of(file);
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}

	private static List<IMarker> markers(IFile file) {
		try {
			return WaitMarkers.of(file);
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}

	/** Whether {@code viewer} draws an inline hint on a line of its own above line {@code line} (from 0). */
	private static boolean lineHeaderAt(ISourceViewer viewer, int line) {
		IAnnotationModel model = viewer.getAnnotationModel();
		try {
			for (Iterator<Annotation> i = model.getAnnotationIterator(); i.hasNext();) {
				Annotation a = i.next();
				// placed at the line's first character that is not white space
				if (a instanceof LineHeaderAnnotation
						&& viewer.getDocument().getLineOfOffset(model.getPosition(a).getOffset()) == line) {
					return true;
				}
			}
		} catch (BadLocationException e) {
			throw new AssertionError(e);
		}
		return false;
	}

	private static boolean hasAnnotation(IAnnotationModel model, String type) {
		for (Iterator<Annotation> i = model.getAnnotationIterator(); i.hasNext();) {
			if (type.equals(i.next().getType())) {
				return true;
			}
		}
		return false;
	}

	private static boolean onlyOnProcessorZero(List<ThreadRun> threads) {
		for (ThreadRun t : threads) {
			for (StateInterval i : t.intervals()) {
				if (i.state() == ThreadState.RUNNING && i.cpu() != 0) {
					return false;
				}
			}
		}
		return true;
	}
}
