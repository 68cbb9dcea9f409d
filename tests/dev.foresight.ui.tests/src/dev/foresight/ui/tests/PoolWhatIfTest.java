/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.analysis.result.PoolCurve;
import dev.foresight.core.analysis.result.PoolPoint;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import dev.foresight.ui.internal.editors.TraceEditor;
import dev.foresight.ui.internal.markers.WaitMarkers;
import dev.foresight.ui.internal.samples.SampleProjects;

/**
 * The trace editor's What if tab on a thread pool, and the quick-fix that opens it from a wait the pool's threads
 * released (DESIGN.md, the user's path, step 4: "resize a pool").
 */
class PoolWhatIfTest {

	private IProject project;

	@AfterEach
	void cleanUp() throws Exception {
		UiTestSupport.page().closeAllEditors(false);
		if (project != null) {
			project.delete(true, true, null);
		}
	}

	/** main submits sixteen tasks of 1 ms to a pool of two threads, started at its first two submits, and gets them. */
	private static Trace pooled() {
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		List<ThreadEvents.Builder> w = List.of(ThreadEvents.builder(1), ThreadEvents.builder(2));
		long clock = 0;
		List<Integer> submits = new ArrayList<>();
		for (int k = 0; k < 16; k++) {
			submits.add(main.add(EventKind.TASK_SUBMIT, 100 + k, 0, 20_000, clock += 20_000, 0, 0));
			if (k < 2) {
				int start = main.add(EventKind.THREAD_START, 50 + k, 0, 0, clock, k + 1, 0);
				w.get(k).add(EventKind.THREAD_BEGIN, 50 + k, 0, 0, clock, 0, 0, 0, start);
			}
		}
		for (int k = 0; k < 16; k++) {
			ThreadEvents.Builder b = w.get(k % 2);
			b.add(EventKind.TASK_BEGIN, 100 + k, -1, 0, clock, 0, 0, 0, submits.get(k));
			int complete = b.add(EventKind.FUTURE_COMPLETE, 200 + k, -1, 1_000_000, clock += 1_000_000, 0, 0);
			b.add(EventKind.TASK_END, 100 + k, -1, 0, clock, 0, 0);
			main.add(EventKind.FUTURE_GET, 200 + k, 0, 0, clock, 0, 0, 1 + k % 2, complete);
		}
		main.add(EventKind.THREAD_END, -1, 0, 0, clock, 0, 0);
		for (ThreadEvents.Builder b : w) {
			b.add(EventKind.THREAD_END, 49 + b.thread(), -1, 0, clock, 0, 0);
		}
		TraceHeader h = new TraceHeader(1, "jvm", "os", 1, 0,
				List.of(new ThreadInfo(0, "main", -1, -1, false), new ThreadInfo(1, "pool-1-thread-1", 0, 0, false),
						new ThreadInfo(2, "pool-1-thread-2", 0, 0, false)),
				List.of(new Site(0, "app.Main", "main", "Main.java", 12)), Map.of());
		return new Trace(h, List.of(main.build(), w.get(0).build(), w.get(1).build()));
	}

	@Test
	@DisplayName("the What if tab lists the pool and predicts it with 1 to 16 threads on 8 processors")
	void thePoolIsPredictedWithOtherSizes() throws Exception {
		project = UiTestSupport.newProject("pool-what-if");
		IFile file = project.getFile("pool.ftrace");
		FtraceWriter.write(pooled(), file.getLocation().toPath());
		project.refreshLocal(IResource.DEPTH_INFINITE, null);
		TraceEditor editor = (TraceEditor) IDE.openEditor(UiTestSupport.page(), file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.summary() != null, 10_000), "read in the background");
		editor.showWhatIf("pool pool-1-thread-*", 8);
		assertTrue(UiTestSupport.waitUntil(() -> editor.whatIfPoolCurve() != null, 20_000),
				() -> editor.bindingAndWhatIfTexts().toString());
		PoolCurve curve = editor.whatIfPoolCurve();
		assertEquals(List.of(1, 2, 4, 8, 16), curve.points().stream().map(PoolPoint::threads).toList());
		assertEquals(2, curve.recorded());
		// the default machine, as predict --pool gives them: 16.02, 8.09 and 2.57 ms with one, two and eight threads
		assertEquals(16.02, curve.points().get(0).time() / 1e6, 0.05);
		assertEquals(8.09, curve.points().get(1).time() / 1e6, 0.05);
		assertEquals(2.57, curve.points().get(3).time() / 1e6, 0.05);
		assertEquals(1.0, curve.points().get(1).speedup(), 1e-12);
		String text = editor.bindingAndWhatIfTexts().get(1);
		assertTrue(text.startsWith("Pool pool-1-thread-*: 2 threads, 16 tasks, dealt as its queue would hand them "
				+ "out. On 8 processors of "), text);
		assertTrue(UiTestSupport.waitUntil(() -> editor.whatIfTargets().contains("pool pool-1-thread-*"), 10_000),
				() -> editor.whatIfTargets().toString());
		assertEquals("pool pool-1-thread-*", editor.whatIfTargets().get(0));
		// the speedup's text points to the tab: 2 threads, fewer than the 64 processors of the curve
		String note = " Note: pool pool-1-thread-* ran its 16 tasks on 2 threads: on more processors its size may cap "
				+ "the speedup; the What if tab predicts it with other sizes.";
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains(note), 20_000),
				editor::predictionText);
		UiTestSupport.page().getWorkbenchWindow().getShell().setMaximized(true);
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "trace-editor-pool-whatif");
	}

	/**
	 * main submits two tasks of 5 ms at the sample's line 42 to a pool of two threads and waits for their futures at
	 * line 47: the waits there, released by the pool's threads, get the pool's quick-fix.
	 */
	private static Trace waitingForThePool() {
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		List<ThreadEvents.Builder> w = List.of(ThreadEvents.builder(1), ThreadEvents.builder(2));
		long clock = 0;
		int[] submits = new int[2];
		for (int k = 0; k < 2; k++) {
			submits[k] = main.add(EventKind.TASK_SUBMIT, 100 + k, 0, 10_000, clock += 10_000, 0, 0);
			int start = main.add(EventKind.THREAD_START, 50 + k, 0, 0, clock, k + 1, 0);
			w.get(k).add(EventKind.THREAD_BEGIN, 50 + k, 0, 0, clock, 0, 0, 0, start);
		}
		int[] completes = new int[2];
		for (int k = 0; k < 2; k++) {
			ThreadEvents.Builder b = w.get(k);
			b.add(EventKind.TASK_BEGIN, 100 + k, -1, 0, clock, 0, 0, 0, submits[k]);
			completes[k] = b.add(EventKind.FUTURE_COMPLETE, 200 + k, -1, 5_000_000, clock += 5_000_000, 0, 0);
			b.add(EventKind.TASK_END, 100 + k, -1, 0, clock, 0, 0);
		}
		for (int k = 0; k < 2; k++) {
			main.add(EventKind.FUTURE_GET, 200 + k, 1, 0, clock, 0, 0, k + 1, completes[k]);
		}
		main.add(EventKind.THREAD_END, -1, -1, 0, clock, 0, 0);
		for (ThreadEvents.Builder b : w) {
			b.add(EventKind.THREAD_END, 49 + b.thread(), -1, 0, clock, 0, 0);
		}
		TraceHeader h = new TraceHeader(1, "jvm", "os", 1, 0,
				List.of(new ThreadInfo(0, "main", -1, -1, false), new ThreadInfo(1, "pool-1-thread-1", 0, 0, false),
						new ThreadInfo(2, "pool-1-thread-2", 0, 0, false)),
				List.of(new Site(0, "sample.PrimeCounter", "count", "PrimeCounter.java", 42),
						new Site(1, "sample.PrimeCounter", "count", "PrimeCounter.java", 47)),
				Map.of());
		return new Trace(h, List.of(main.build(), w.get(0).build(), w.get(1).build()));
	}

	@Test
	@DisplayName("a wait that a pool's threads released offers the pool's what-if as a quick-fix")
	void aWaitForThePoolOffersItsWhatIf() throws Exception {
		project = SampleProjects.create(ResourcesPlugin.getWorkspace(), "pool-markers", new NullProgressMonitor());
		IFile file = project.getFile("waiting.ftrace");
		FtraceWriter.write(waitingForThePool(), file.getLocation().toPath());
		project.refreshLocal(IResource.DEPTH_INFINITE, null);
		TraceEditor editor = (TraceEditor) IDE.openEditor(UiTestSupport.page(), file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.summary() != null, 10_000), "read in the background");
		editor.showTimeline();
		assertTrue(UiTestSupport.waitUntil(() -> markers(file).size() == 1, 20_000), () -> "markers: " + markers(file));
		IMarker marker = markers(file).get(0);
		assertEquals(47, marker.getAttribute(IMarker.LINE_NUMBER, -1));
		assertTrue(marker.getAttribute(IMarker.MESSAGE, "").startsWith("Foresight, 2 processors: thread main waited "
				+ "here (future_get) "), () -> marker.getAttribute(IMarker.MESSAGE, ""));
		IMarkerResolution[] fixes = IDE.getMarkerHelpRegistry().getResolutions(marker);
		List<String> labels = Arrays.stream(fixes).map(IMarkerResolution::getLabel).toList();
		assertEquals("Predict the program with pool pool-1-thread-* of other sizes (what if)", labels.get(2),
				labels::toString);
		fixes[2].run(marker);
		assertTrue(UiTestSupport.waitUntil(() -> editor.whatIfPoolCurve() != null, 20_000),
				() -> editor.bindingAndWhatIfTexts().toString());
		PoolCurve curve = editor.whatIfPoolCurve();
		assertEquals("pool-1-thread-*", curve.pool());
		assertEquals(2, curve.cpus(), "the marker's processor count");
		assertEquals(List.of(1, 2, 4), curve.points().stream().map(PoolPoint::threads).toList());
		// one thread runs the two 5 ms tasks one after the other
		assertTrue(curve.points().get(0).time() > 1.8 * curve.points().get(1).time(), curve.points()::toString);
	}

	private static List<IMarker> markers(IFile file) {
		try {
			return WaitMarkers.of(file);
		} catch (CoreException e) {
			throw new IllegalStateException(e);
		}
	}
}
