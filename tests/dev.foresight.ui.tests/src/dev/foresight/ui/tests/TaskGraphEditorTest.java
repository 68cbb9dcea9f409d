/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.foresight.ui.internal.editors.TaskGraphEditor;

/** The .taskgraph editor shows problems while typing and accepts the fix. */
class TaskGraphEditorTest {

	private IProject project;

	@AfterEach
	void cleanUp() throws Exception {
		UiTestSupport.page().closeAllEditors(false);
		if (project != null) {
			project.delete(true, true, null);
		}
	}

	@Test
	void showsProblemsWhileTypingAndClearsThemWhenFixed() throws Exception {
		TaskGraphEditor editor = open("fork.taskgraph",
				"graph \"fork\"\ntask init 1\npar {\n  task a 3\n  task b 4\n}\ntask done 1\n");
		assertTrue(UiTestSupport.waitUntil(() -> editor.lastGoodModel() != null, 5000), "the model parsed");
		assertTrue(UiTestSupport.waitUntil(() -> editor.statusText().contains("no problems"), 5000),
				editor.statusText());
		// 1; par { 3, 4 }; 1: 9 on one processor, 6 on two (Adve's deterministic model, spec seed-adve.md 2.6)
		assertEquals(9, time(editor, 1), 1e-9);
		assertEquals(6, time(editor, 2), 1e-9);
		assertEquals(1.5, editor.lastEvaluation().curve().points().get(1).speedup(), 1e-9);
		assertEquals(2, editor.chart().getSeriesSet().getSeries().length, "the curve and the ideal line");
		assertTrue(UiTestSupport.waitUntil(() -> editor.graphViewer().currentLayout() != null, 5000));
		assertEquals(4, editor.graphViewer().currentLayout().boxes().size(), "init, a, b, done");
		((org.eclipse.swt.custom.CTabFolder) editor.graphViewer().getControl().getParent()).setSelection(1);
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "taskgraph-editor-graph");
		((org.eclipse.swt.custom.CTabFolder) editor.graphViewer().getControl().getParent()).setSelection(0);

		IDocument document = ((ITextEditor) editor).getDocumentProvider().getDocument(editor.getEditorInput());
		document.replace(document.get().indexOf("task b 4"), "task b 4".length(), "task b ((4");
		assertTrue(UiTestSupport.waitUntil(() -> errors(editor) > 0, 5000), "an error annotation appears");
		assertTrue(editor.statusText().contains("problem"), editor.statusText());
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "taskgraph-editor-error");

		document.replace(document.get().indexOf("task b ((4"), "task b ((4".length(), "task b 5");
		assertTrue(UiTestSupport.waitUntil(() -> errors(editor) == 0, 5000), "the error goes away");
		assertTrue(UiTestSupport.waitUntil(() -> editor.statusText().contains("no problems"), 5000));
		assertTrue(UiTestSupport.waitUntil(() -> time(editor, 1) == 10, 5000), "the curve follows the edit");
		assertEquals(7, time(editor, 2), 1e-9);
		assertTrue(editor.isDirty(), "edits make the editor dirty");
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "taskgraph-editor");
	}

	@Test
	void aModelTooBigToDrawIsPredictedWithoutUnrollingIt() throws Exception {
		// docs/examples/pipeline.taskgraph's shape: unrolled, ten million tasks, which took the editor's heap
		TaskGraphEditor editor = open("big.taskgraph", "graph \"big\"\nparam iters = 1e6\n"
				+ "task setup 50\nloop iters {\n  par 8 {\n    task work 10\n  }\n  task fast 1\n}\n");
		assertTrue(UiTestSupport.waitUntil(() -> editor.statusText().contains("no problems"), 10_000),
				editor.statusText());
		// 50 + 1e6 * (80 + 1) on one processor; the loop is evaluated without unrolling
		assertEquals(50 + 1e6 * 81, time(editor, 1), 1e-3);
		// the next edit is evaluated too: the reconciler is not busy unrolling the model for the drawing
		IDocument document = ((ITextEditor) editor).getDocumentProvider().getDocument(editor.getEditorInput());
		document.replace(document.get().indexOf("task setup 50"), "task setup 50".length(), "task setup 60");
		assertTrue(UiTestSupport.waitUntil(() -> time(editor, 1) == 60 + 1e6 * 81, 10_000), editor.statusText());
		assertEquals(null, editor.graphViewer().currentLayout(), "too big to draw");
	}

	@Test
	void aModelThatNeedsMonteCarloShowsItsCurveWhileTheSamplesRun() throws Exception {
		TaskGraphEditor editor = open("wide.taskgraph",
				"graph \"wide\"\ntask root 1\npar 1000 {\n\ttask work normal(10, 2)\n}\ntask join 1\n");
		// a parallelism of 1,000 on 64 processors: the moments come from 2,000 samples (about 0.4 s), which the
		// deterministic curve does not wait for: 1 + 16 rounds of 10 + 1 on 64 processors, 10,002 on one
		assertTrue(UiTestSupport.waitUntil(() -> editor.statusText().contains("drawing 2000 Monte Carlo samples"),
				10_000), editor::statusText);
		assertTrue(editor.statusText().contains("On 64 processors: time 162.0, speedup 61.7."), editor::statusText);
		assertEquals(2, editor.chart().getSeriesSet().getSeries().length, "the curve and the ideal line");
		assertTrue(UiTestSupport.waitUntil(() -> editor.statusText().contains("(Monte Carlo)"), 30_000),
				editor::statusText);
		assertEquals(162, time(editor, 64), 1e-9);
		assertEquals(2, editor.chart().getSeriesSet().getSeries().length);
	}

	/** Writes {@code text} to {@code name} in a new project and opens it. */
	private TaskGraphEditor open(String name, String text) throws Exception {
		project = UiTestSupport.newProject("taskgraph-editor");
		IFile file = UiTestSupport.write(project.getFile(name), text.getBytes(StandardCharsets.UTF_8));
		return assertInstanceOf(IDE.openEditor(UiTestSupport.page(), file));
	}

	private static TaskGraphEditor assertInstanceOf(IEditorPart part) {
		assertNotNull(part);
		assertEquals(TaskGraphEditor.class, part.getClass(), ".taskgraph files open in the task graph editor");
		return (TaskGraphEditor) part;
	}

	private static double time(TaskGraphEditor editor, int cpus) {
		return editor.lastEvaluation().curve().points().stream().filter(p -> p.cpus() == cpus).findFirst()
				.orElseThrow().time();
	}

	private static int errors(TaskGraphEditor editor) {
		return UiTestSupport.errorAnnotations(editor);
	}
}
