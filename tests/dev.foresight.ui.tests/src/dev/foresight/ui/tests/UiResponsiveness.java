/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import java.util.function.Supplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.MethodOrderer.OrderAnnotation;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import dev.foresight.ui.internal.editors.MachineEditor;
import dev.foresight.ui.internal.editors.TaskGraphEditor;
import dev.foresight.ui.internal.editors.TraceEditor;

/**
 * The UI budgets of DESIGN.md, measured in a live workbench: how long the display thread stalls while the trace
 * editor reads, simulates and shows large traces, and how long a what-if edit in the model editors takes to show
 * its result. A benchmark, not a test: its name keeps it out of the build's test run; it fails only when a result
 * never comes. Run it with the command in docs/benchmarks.md ("UI responsiveness"); the table goes to the file named
 * by {@code -Dforesight.uibench} (default {@code target/ui-responsiveness.md}) and to standard output.
 */
@TestMethodOrder(OrderAnnotation.class)
class UiResponsiveness {

	private static final int EDITS = 20;
	private static final long RESULT_MILLIS = 300_000;
	private static final List<String> ROWS = new ArrayList<>();

	private IProject project;

	@AfterEach
	void cleanUp() throws Exception {
		UiTestSupport.page().closeAllEditors(false);
		if (project != null) {
			project.delete(true, true, null);
		}
	}

	@AfterAll
	static void report() throws IOException {
		StringBuilder sb = new StringBuilder();
		sb.append("| what | result after | display thread: longest stall | stalls over 100 ms | pings "
				+ "| longest turn | turns over 100 ms |\n");
		sb.append("|---|---|---|---|---|---|---|\n");
		ROWS.forEach(r -> sb.append(r).append('\n'));
		Path out = Path.of(System.getProperty("foresight.uibench", "target/ui-responsiveness.md"));
		Files.createDirectories(out.toAbsolutePath().getParent());
		Files.writeString(out, sb.toString());
		System.out.print(sb);
	}

	@Test
	@Order(1)
	void firstTraceEditorOfTheSession() throws Exception {
		openTrace("the first one opened in the session, 2 threads, 200 events", contending(2, 50));
	}

	@Test
	@Order(3)
	void traceOfSixtyFourContendingThreads() throws Exception {
		openTrace("64 threads on 16 monitors, 2 M events", contending(64, 16_000));
	}

	@Test
	@Order(2)
	void traceOfOneHundredThousandThreads() throws Exception {
		openTrace("100,000 threads, 200,000 events", TraceEditorTest.manyThreads(100_000));
	}

	@Test
	@Order(4)
	void anotherSmallTraceEditor() throws Exception {
		openTrace("another of 2 threads, after those", contending(2, 50));
	}

	@Test
	@Order(5)
	void taskGraphEdits() throws Exception {
		project = UiTestSupport.newProject("ui-bench");
		editModel("pipeline.taskgraph", example("pipeline.taskgraph"), "param N = 8", k -> "param N = " + (9 + k));
		editModel("polyroots-mini.taskgraph", example("polyroots-mini.taskgraph"), "param scale = 1",
				k -> "param scale = " + (2 + k));
		String wide = "graph \"wide\"\nparam W = 1000\ntask root 1\npar W {\n\ttask work normal(10, 2)\n}\n"
				+ "task join 1\n";
		editModel("fork-join of 1,000 tasks", wide, "param W = 1000", k -> "param W = " + (1001 + k));
	}

	@Test
	@Order(6)
	void machineEdits() throws Exception {
		project = UiTestSupport.newProject("ui-bench");
		IFile file = UiTestSupport.write(project.getFile("box.machine"),
				"machine \"box\"\nprocessors 8\nspeed 4-7 0.5\n".getBytes(StandardCharsets.UTF_8));
		MachineEditor editor = (MachineEditor) IDE.openEditor(UiTestSupport.page(), file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.summaryText().contains("8 processors"), 10_000));
		edits("machine editor: processor count", editor, editor::summaryText, "processors 8",
				k -> "processors " + (9 + k), k -> (9 + k) + " processors", null);
	}

	private void openTrace(String what, Trace trace) throws Exception {
		project = UiTestSupport.newProject("ui-bench");
		IFile file = project.getFile("bench.ftrace");
		FtraceWriter.write(trace, file.getLocation().toPath());
		project.refreshLocal(IResource.DEPTH_INFINITE, null);
		UiTestSupport.processEvents();
		System.out.println("UI responsiveness: trace editor, " + what);
		try (StallWatch watch = new StallWatch(Display.getCurrent())) {
			long start = System.nanoTime();
			TraceEditor editor = (TraceEditor) IDE.openEditor(UiTestSupport.page(), file);
			// when the curve, the critical path and the curve's band were first seen
			long[] seen = new long[3];
			assertTrue(UiTestSupport.waitUntil(() -> {
				long now = System.nanoTime();
				seen[0] = seen[0] == 0 && editor.curve() != null ? now : seen[0];
				seen[1] = seen[1] == 0 && editor.criticalPath() != null ? now : seen[1];
				seen[2] = seen[2] == 0 && editor.predictionText().contains("bars: 90 % band.") ? now : seen[2];
				return seen[1] != 0 && seen[2] != 0;
			}, RESULT_MILLIS), "the trace editor predicts and analyzes " + what);
			UiTestSupport.processEvents();
			long asked = System.nanoTime();
			editor.showTimeline();
			assertTrue(UiTestSupport.waitUntil(() -> editor.timelineRun() != null, RESULT_MILLIS), "the timeline");
			UiTestSupport.processEvents();
			row("trace editor: " + what, String.format(Locale.ROOT, "curve %.1f s, critical path %.1f s, band %.1f s; "
					+ "then the timeline tab, drawn %.1f s after it was shown", (seen[0] - start) / 1e9,
					(seen[1] - start) / 1e9, (seen[2] - start) / 1e9, (System.nanoTime() - asked) / 1e9), watch);
		}
	}

	private void editModel(String what, String text, String edited, IntFunction<String> by)
			throws Exception {
		IFile file = UiTestSupport.write(project.getFile(what.endsWith(".taskgraph") ? what : "wide.taskgraph"),
				text.getBytes(StandardCharsets.UTF_8));
		TaskGraphEditor editor = (TaskGraphEditor) IDE.openEditor(UiTestSupport.page(), file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.statusText().contains("Evaluated in"), 30_000),
				editor::statusText);
		// the curve shows with "no problems", the moments (after Monte Carlo's samples, where needed) with the time
		edits("task graph editor: " + what, editor, editor::statusText, edited, by, k -> "no problems",
				"Evaluated in");
		UiTestSupport.page().closeAllEditors(false);
	}

	/**
	 * Makes {@link #EDITS} edits, each replacing the text {@code from} (then the previous edit's text) by
	 * {@code by(k)}, and times each until the side panel's text has changed and says {@code shows(k)}, then, unless
	 * {@code done} is null, until it says {@code done} (an editor that shows its result in two steps).
	 */
	private static void edits(String what, ITextEditor editor, Supplier<String> panel, String from,
			IntFunction<String> by, IntFunction<String> shows, String done) throws BadLocationException {
		System.out.println("UI responsiveness: " + what);
		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		double[] millis = new double[EDITS];
		double[] whole = new double[EDITS];
		String current = from;
		try (StallWatch watch = new StallWatch(Display.getCurrent())) {
			for (int k = 0; k < EDITS; k++) {
				String before = panel.get();
				String next = by.apply(k);
				String expected = shows.apply(k);
				long start = System.nanoTime();
				document.replace(document.get().indexOf(current), current.length(), next);
				assertTrue(UiTestSupport.waitUntil(() -> !panel.get().equals(before)
						&& panel.get().contains(expected), 30_000), () -> what + ": " + panel.get());
				UiTestSupport.processEvents();
				millis[k] = (System.nanoTime() - start) / 1e6;
				if (done != null) {
					assertTrue(UiTestSupport.waitUntil(() -> !panel.get().equals(before)
							&& panel.get().contains(done), 30_000), () -> what + ": " + panel.get());
					UiTestSupport.processEvents();
				}
				whole[k] = (System.nanoTime() - start) / 1e6;
				current = next;
			}
			Arrays.sort(millis);
			Arrays.sort(whole);
			String times = "median %.0f ms, p90 %.0f ms, max %.0f ms";
			String result = String.format(Locale.ROOT, "edit to result: " + times + " (%d edits)", millis[EDITS / 2],
					millis[EDITS * 9 / 10], millis[EDITS - 1], EDITS);
			if (done != null) {
				result = String.format(Locale.ROOT, "edit to curve: " + times + "; to the whole result: " + times
						+ " (%d edits)", millis[EDITS / 2], millis[EDITS * 9 / 10], millis[EDITS - 1], whole[EDITS / 2],
						whole[EDITS * 9 / 10], whole[EDITS - 1], EDITS);
			}
			row(what, result, watch);
		}
	}

	private static void row(String what, String result, StallWatch watch) {
		ROWS.add(String.format(Locale.ROOT, "| %s | %s | %.0f ms | %d | %d | %.0f ms | %d |", what, result,
				watch.longestMillis(), watch.longerThan(100), watch.pings(), watch.longestTurnMillis(),
				watch.turnsLongerThan(100)));
	}

	/** A model of docs/examples, whose folder the build passes as {@code foresight.examples}. */
	private static String example(String name) throws IOException {
		return Files.readString(Path.of(System.getProperty("foresight.examples", "docs/examples"), name));
	}

	/**
	 * {@code workers} threads, each repeating work of 0.2 to 20 us and a critical section of 0.1 to 2 us on one of 16
	 * monitors, recorded as if on one processor: the threads take turns in slices of 50 iterations.
	 */
	static Trace contending(int workers, int iterations) {
		SplittableRandom random = new SplittableRandom(7);
		List<ThreadInfo> infos = new ArrayList<>();
		List<ThreadEvents.Builder> builders = new ArrayList<>();
		for (int t = 0; t < workers; t++) {
			infos.add(new ThreadInfo(t, "worker-" + t, -1, -1, false));
			ThreadEvents.Builder b = ThreadEvents.builder(t, 2 * iterations + 2);
			b.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
			builders.add(b);
		}
		long wall = 0;
		for (int from = 0; from < iterations; from += 50) {
			for (int t = 0; t < workers; t++) {
				ThreadEvents.Builder b = builders.get(t);
				for (int i = from; i < Math.min(iterations, from + 50); i++) {
					long work = random.nextLong(200, 20_000);
					long held = random.nextLong(100, 2_000);
					long monitor = 1 + random.nextInt(16);
					wall += work;
					b.add(EventKind.MONITOR_ENTER, monitor, 0, work, wall, 0, 0);
					wall += held;
					b.add(EventKind.MONITOR_EXIT, monitor, 1, held, wall, 0, 0);
				}
			}
		}
		List<ThreadEvents> streams = new ArrayList<>();
		for (ThreadEvents.Builder b : builders) {
			wall += 1_000;
			b.add(EventKind.THREAD_END, -1, -1, 1_000, wall, 0, 0);
			streams.add(b.build());
		}
		List<Site> sites = List.of(new Site(0, "bench.Contending", "run", "Contending.java", 10),
				new Site(1, "bench.Contending", "run", "Contending.java", 12));
		return new Trace(new TraceHeader(1, "Java 25", "Linux", 1, 0, infos, sites, Map.of()), streams);
	}
}
