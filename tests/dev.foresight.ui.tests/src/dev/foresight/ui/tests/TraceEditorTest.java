/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.IJobChangeListener;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.foresight.core.analysis.result.AllocationResult;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.measure.RecordedCommand;
import dev.foresight.core.sim.JvmProperties;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.WorkScale;
import dev.foresight.core.trace.AtomicCalls;
import dev.foresight.core.trace.LoopbackConnections;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.Ftrace;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import dev.foresight.ui.internal.editors.HeapAdvice;
import dev.foresight.ui.internal.editors.TraceEditor;

/**
 * A .ftrace file opens in the trace editor; a damaged one says where it is damaged; closing the editor stops its
 * work.
 */
class TraceEditorTest {

	private IProject project;

	@AfterEach
	void cleanUp() throws Exception {
		UiTestSupport.page().closeAllEditors(false);
		if (project != null) {
			project.delete(true, true, null);
		}
	}

	@Test
	void showsTheSummaryOfATrace() throws Exception {
		IFile file = twoThreadsFile();
		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.summary() != null, 10_000), "read in the background");
		assertEquals(2, editor.summary().threads());
		assertEquals(8, editor.summary().events());
		assertTrue(UiTestSupport.waitUntil(() -> editor.headerText().startsWith("2 threads, 8 events"), 5000),
				editor.headerText());
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 20_000), "the speedup is predicted");
		assertEquals(1.0, editor.curve().points().get(0).speedup(), 1e-12);
		assertEquals(7, editor.curve().points().size(), "1, 2, 4 ... 64 processors");
		assertTrue(UiTestSupport.waitUntil(() -> editor.criticalPath() != null, 20_000), "critical path analyzed");
		assertEquals(4, editor.criticalPath().cpus(), "default processor count of the critical path tab");
		assertTrue(editor.criticalPath().functions().stream().anyMatch(f -> f.method().equals("count")),
				() -> "the recorded site's method ranks: " + editor.criticalPath().functions());
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "trace-editor");
	}

	@Test
	void showsTheSimulatedRunAsATimeline() throws Exception {
		IFile file = twoThreadsFile();
		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 20_000), "the speedup is predicted");
		assertEquals(null, editor.timelineRun(), "nothing simulated for a tab not shown");
		editor.showTimeline();
		assertTrue(UiTestSupport.waitUntil(() -> editor.timelineRun() != null, 20_000), "the timeline is simulated");
		SimulatedRun run = editor.timelineRun();
		assertEquals(2, run.cpus(), "two processors by default");
		assertEquals(2, run.threads().size());
		// the same simulation as the curve's point at two processors, on the same default machine
		assertEquals(editor.curve().points().get(1).time(), run.completionMillis(), 1e-9);
		// the worker computes its 4 ms before the monitor from about 1 ms on; main waits for it in join
		String worker = editor.timelineTip(1, 3_000_000);
		assertTrue(worker.startsWith("worker-0: running on processor "), worker);
		String main = editor.timelineTip(0, 3_000_000);
		assertTrue(main.startsWith("main: blocked"), main);
		assertEquals(null, editor.timelineTip(2, 3_000_000), "no third row");
		// the parallelism graph above the rows: the worker alone runs then, main waits in its join
		assertEquals("1.00 threads running and 0.00 waiting for a processor on average (2 processors), 2.000 to "
				+ "4.000 ms", editor.timelineGraphTip(2_000_000, 4_000_000));
		// the timeline follows the machine chosen for the speedup: this one's processors run at half speed
		Files.writeString(project.getFile("half-speed.machine").getLocation().toPath(),
				"processors 2\nspeed 0-1 0.5\n");
		project.refreshLocal(IResource.DEPTH_INFINITE, null);
		UiTestSupport.page().closeAllEditors(false);
		TraceEditor again = (TraceEditor) open(file);
		again.showTimeline();
		assertTrue(UiTestSupport.waitUntil(() -> again.timelineRun() != null, 20_000), "simulated");
		again.chooseMachine("half-speed.machine");
		assertTrue(UiTestSupport.waitUntil(() -> again.timelineRun() != null
				&& again.timelineRun().completionNanos() > 1.5 * run.completionNanos(), 20_000),
				() -> "on the half-speed machine: " + again.timelineRun().completionNanos());
		again.showTimeline();
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "trace-editor-timeline");
	}

	@Test
	void advisesABindingAndSavesItAsAMachine() throws Exception {
		IFile file = twoThreadsFile();
		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.summary() != null, 10_000), "read in the background");
		assertEquals(null, editor.bindingAdvice(), "nothing searched for a tab not shown");
		editor.showBinding();
		assertTrue(UiTestSupport.waitUntil(() -> editor.bindingAdvice() != null, 20_000), "a binding is searched");
		AllocationResult plan = editor.bindingAdvice().result();
		assertEquals(2, plan.cpus(), "two processors by default");
		assertEquals(List.of(0, 1), plan.plan().stream().sorted().toList(), "main and the worker apart");
		// the worker's 7 ms after main's 1 ms: the plan runs them in parallel; binpacking cannot do better
		assertTrue(plan.time() <= editor.bindingAdvice().binpackNanos() + 1e-6, () -> "" + plan.time());
		IFile saved = editor.saveBinding();
		assertEquals("two-threads-bind-2.machine", saved.getName());
		String text = Files.readString(saved.getLocation().toPath());
		assertTrue(text.contains("processors 2\n"), text);
		assertTrue(text.contains("bind thread \"worker-0\" cpus=" + plan.plan().get(1)), text);
		// the file is a machine the format reads back
		assertEquals(2, MachineFormat.read(saved.getLocation().toPath()).processors());
		Screenshots.capture(UiTestSupport.page().getWorkbenchWindow().getShell(), "trace-editor-binding");
	}

	@Test
	void predictsOnAMachineFileOfTheProject() throws Exception {
		project = UiTestSupport.newProject("trace-editor");
		IFile file = project.getFile("two-threads.ftrace");
		FtraceWriter.write(twoThreads(), file.getLocation().toPath());
		// thread creation of 2 ms (the default machine's is 50 us), and a file the format refuses at line 2
		Files.writeString(project.getFile("slow-start.machine").getLocation().toPath(),
				"# a machine where starting a thread is slow\ncosts thread-creation=2ms\n");
		Files.writeString(project.getFile("broken.machine").getLocation().toPath(), "processors 2\nfrobnicate 3\n");
		project.refreshLocal(IResource.DEPTH_INFINITE, null);

		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 20_000), "the speedup is predicted");
		assertTrue(editor.predictionText().contains("on the default Linux server model"), editor.predictionText());
		// the curve comes first, its band after it, in the same job
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("bars: 90 % band."), 20_000),
				editor::predictionText);
		double defaultTime = editor.curve().points().get(0).time();
		editor.chooseMachine("slow-start.machine");
		String chosen = "on the machine of slow-start.machine";
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains(chosen), 20_000),
				editor::predictionText);
		// main starts the worker before its 8 ms of work on one processor: the start's cost is on the path
		assertEquals(defaultTime + 2.0 - 0.05, editor.curve().points().get(0).time(), 1e-6);
		editor.chooseMachine("broken.machine");
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().startsWith("Cannot read the machine "
				+ "broken.machine: "), 20_000), editor::predictionText);
		assertTrue(editor.predictionText().contains("2"), editor.predictionText());
	}

	@Test
	void showsTheRunsMeasuredBesideTheTrace() throws Exception {
		project = UiTestSupport.newProject("trace-editor");
		IFile file = project.getFile("two-threads.ftrace");
		FtraceWriter.write(twoThreads(), file.getLocation().toPath());
		file.refreshLocal(IResource.DEPTH_ZERO, null);
		// written by foresight measure outside the workspace: the editor finds it without a refresh
		Path measured = project.getLocation().toPath().resolve("two-threads.measured");
		Files.writeString(measured, "foresight-measured 1\ncpus 1 startup 40 runs 56 57 58\n"
				+ "cpus 2 startup 30 runs 40 40 steal 0.05\n");
		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("bars: 90 % band."), 20_000),
				editor::predictionText);
		// measured: 17 ms on one processor, 10 ms on two
		double error = editor.curve().points().get(1).speedup() / 1.7 - 1;
		String expected = String.format(Locale.ROOT, " Measured (squares; foresight measure, median less the JVM's "
				+ "start-up): 1 processor, 17.0 ms, predicted %+.1f %%; 2 processors, speedup 1.70, "
				+ "predicted %+.1f %%.",
				100 * (editor.curve().points().get(0).time() / 17 - 1), 100 * error);
		assertTrue(editor.predictionText().contains(expected), editor::predictionText);
		assertTrue(editor.predictionText().contains(" A hypervisor gave part of this machine's processor time to other "
				+ "machines during the runs (on 2 processors: 5 %): measured times vary with it."),
				editor::predictionText);
		// runs on one processor and two with no collector named: the JVM picked a different one for each; and on the
		// default machine, a speedup more than 10 % off suggests calibrating this one
		String note = " Note: the JVM picks the Serial collector on one processor and G1 on more: name one "
				+ "(-XX:+UseG1GC, say) when recording and measuring, to compare the same program.";
		String calibrate = " The default machine's wake-ups across processors cost no time: Calibrate... measures "
				+ "this machine's, which decide programs that synchronize often.";
		// and without the machine's measured model error, the band is the trace's own variation
		String uncalibrated = " The band is the spread of the trace's own CPU times only: without this machine's "
				+ "measured model error, measured times fall outside it more often.";
		assertTrue(editor.predictionText().endsWith(note + (Math.abs(error) > 0.1 ? calibrate : "") + uncalibrated),
				editor::predictionText);
		// not on a machine of the project's: the default one as a file
		UiTestSupport.write(project.getFile("server.machine"),
				MachineFormat.print(MachineModel.linuxServer()).getBytes(StandardCharsets.UTF_8));
		editor.chooseMachine("server.machine");
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("on the machine of server.machine")
				&& editor.predictionText().endsWith(note + uncalibrated), 20_000), editor::predictionText);
		// a machine with its model error measured: the band covers it, nothing more to say
		UiTestSupport.write(project.getFile("measured.machine"), (MachineFormat.print(MachineModel.linuxServer())
				+ "error low=-20% high=30% runs=26\n").getBytes(StandardCharsets.UTF_8));
		editor.chooseMachine("measured.machine");
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("on the machine of measured.machine")
				&& editor.predictionText().endsWith(note), 20_000), editor::predictionText);
		// runs on one processor no longer than the start-up alone: compared with nothing, and said so
		Files.writeString(measured, "foresight-measured 1\ncpus 1 startup 44 runs 35 30 29\n"
				+ "cpus 2 startup 30 runs 40 40\n");
		editor.chooseMachine("server.machine");
		String untimed = " The runs on 1 processor took no longer than the JVM's start-up alone (java -version), so "
				+ "they have no time of their own to compare with a prediction; give the program more work to measure "
				+ "it.";
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("on the machine of server.machine")
				&& editor.predictionText().contains("start-up): 2 processors, 10.0 ms, predicted ")
				&& editor.predictionText().contains(untimed), 20_000), editor::predictionText);
		assertFalse(editor.predictionText().contains("1 processor,"), editor::predictionText);
		Files.writeString(measured, "foresight-measured 1\ncpus 1 startup 40 runs 56 fifty\n");
		editor.chooseMachine("Default Linux server");
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("bars: 90 % band. Cannot read the "
				+ "measured runs: " + measured + ":2: not a time in milliseconds"), 20_000), editor::predictionText);
	}

	@Test
	void calibratesThisMachineAndPredictsOnIt() throws Exception {
		IFile file = twoThreadsFile();
		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("bars: 90 % band."), 20_000),
				editor::predictionText);
		Button calibrate = UiTestSupport.button(UiTestSupport.page().getWorkbenchWindow().getShell(), "&Calibrate...");
		assertNotNull(calibrate, "the Machine list's Calibrate button");
		calibrate.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
		assertTrue(editor.predictionText().startsWith("Calibrating this machine"), editor::predictionText);
		assertFalse(calibrate.isEnabled(), "one calibration at a time");
		assertTrue(UiTestSupport.waitUntil(() -> "calibrated.machine".equals(editor.machine()), 60_000),
				editor::predictionText);
		assertTrue(calibrate.isEnabled());
		MachineModel calibrated = MachineFormat.read(project.getFile("calibrated.machine").getLocation().toPath());
		assertEquals(Runtime.getRuntime().availableProcessors(), calibrated.processors());
		assertTrue(calibrated.costs().contextSwitchNanos() > 0, calibrated::toString);
		String onIt = "on the machine of calibrated.machine";
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains(onIt), 20_000),
				editor::predictionText);
	}

	@Test
	void closingTheEditorStopsAMeasurement() throws Exception {
		String classes = Path.of(Sleeper.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
		String line = String.join("\u001f", Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
				classes, Sleeper.class.getName(), "60000");
		TraceEditor editor = (TraceEditor) open(twoThreadsFile(Map.of(RecordedCommand.CMDLINE, line)));
		Button measure = UiTestSupport.button(UiTestSupport.page().getWorkbenchWindow().getShell(), "Mea&sure...");
		assertNotNull(measure);
		assertTrue(UiTestSupport.waitUntil(measure::isEnabled, 10_000), "the trace says how its program was started");
		measure.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
		assertTrue(editor.predictionText().startsWith("Measuring the program without the recorder"),
				editor::predictionText);
		// the start-up runs of java -version, then the program's first run, which sleeps for a minute
		assertTrue(UiTestSupport.waitUntil(() -> sleepers() > 0, 30_000), "the program runs");
		UiTestSupport.page().closeAllEditors(false);
		assertTrue(UiTestSupport.waitUntil(() -> sleepers() == 0, 10_000), "closing the editor stops the run");
		assertTrue(UiTestSupport.waitUntil(() -> Arrays.stream(Job.getJobManager().find(null))
				.noneMatch(j -> j.getName().startsWith("Measuring")), 10_000), "and the measurement");
		assertFalse(project.getFile("two-threads.measured").getLocation().toFile().exists(),
				"no file of a stopped one");
	}

	@Test
	void aCommandFromAnArgumentFileIsNotMeasured() throws Exception {
		// Eclipse passes a long command line in a file it deletes after the run, the recorder's options in it too
		open(twoThreadsFile(Map.of(RecordedCommand.CMDLINE, String.join("\u001f", "java", "@build/Main-args-7.txt"))));
		Button measure = UiTestSupport.button(UiTestSupport.page().getWorkbenchWindow().getShell(), "Mea&sure...");
		assertTrue(UiTestSupport.waitUntil(() -> measure.getToolTipText().endsWith("@build/Main-args-7.txt"), 10_000),
				measure::getToolTipText);
		assertFalse(measure.isEnabled());
		assertTrue(measure.getToolTipText().startsWith("The program was started with its options in an argument file"),
				measure::getToolTipText);
	}

	/** Processes of this user running {@link Sleeper}. */
	private static long sleepers() {
		return ProcessHandle.allProcesses().filter(p -> p.info().commandLine().orElse("")
				.contains(Sleeper.class.getName())).count();
	}

	@Test
	void reportsADamagedFileWithItsOffset() throws Exception {
		project = UiTestSupport.newProject("trace-editor");
		IFile file = project.getFile("broken.ftrace");
		Files.write(file.getLocation().toPath(), "not a trace at all".getBytes());
		project.refreshLocal(IResource.DEPTH_INFINITE, null);

		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.error() != null, 10_000));
		assertTrue(editor.error().contains("offset 0"), editor.error());
		assertTrue(UiTestSupport.waitUntil(() -> editor.headerText().startsWith("Cannot read this trace"), 5000));
	}

	@Test
	void predictsTheRecordedPartOfAKilledProgram() throws Exception {
		project = UiTestSupport.newProject("trace-editor");
		IFile file = project.getFile("killed.ftrace");
		Path whole = Files.createTempFile("whole", ".ftrace");
		FtraceWriter.write(twoThreads(), whole);
		byte[] bytes = Files.readAllBytes(whole);
		Files.delete(whole);
		// without its end block: the main thread's join and end are lost with it
		Files.write(file.getLocation().toPath(), java.util.Arrays.copyOf(bytes, bytes.length - 20));
		project.refreshLocal(IResource.DEPTH_INFINITE, null);

		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 20_000), "the speedup is predicted");
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("the recording was not closed"),
				5000), editor.predictionText());
	}

	/**
	 * A killed program whose main thread's block with the worker's start never reached the file (the worker's
	 * thread_begin links to an event the file lacks): the critical path, which takes wake links as recorded, analyzes
	 * the part of the recording it can use, as the command line's does, instead of stopping at the missing link
	 * ("thread 1 event 0 (thread_begin): wake link to thread 0 event 1, which does not exist").
	 */
	@Test
	void analyzesTheCriticalPathOfAKilledProgramWhoseThreadStartWasLost() throws Exception {
		project = UiTestSupport.newProject("trace-editor");
		IFile file = project.getFile("lost-start.ftrace");
		Trace whole = twoThreads();
		// main's only block, its begin and the worker's start, was pending when the JVM stopped (Runtime.halt)
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		ThreadEvents.Builder worker = ThreadEvents.builder(1);
		worker.add(EventKind.THREAD_BEGIN, -1, -1, 0, 1_100_000, 0, 0, 0, 1);
		worker.add(EventKind.MONITOR_ENTER, 42, 0, 4_000_000, 5_100_000, 0, 0);
		worker.add(EventKind.MONITOR_EXIT, 42, 0, 10_000, 5_200_000, 0, 0);
		Path written = Files.createTempFile("lost", ".ftrace");
		FtraceWriter.write(new Trace(whole.header(), List.of(main.build(), worker.build())), written);
		byte[] bytes = Files.readAllBytes(written);
		Files.delete(written);
		Files.write(file.getLocation().toPath(), withoutEndBlock(bytes));
		// a JVM killed while JFR sampled it leaves the samples file empty: the sites' table all the same
		Files.createFile(file.getLocation().toPath().resolveSibling("lost-start.ftrace.jfr"));
		project.refreshLocal(IResource.DEPTH_INFINITE, null);

		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.criticalPath() != null, 20_000), "critical path analyzed");
		assertTrue(editor.criticalPath().functions().stream().anyMatch(f -> f.method().equals("count")),
				() -> "the worker's site ranks: " + editor.criticalPath().functions());
		assertTrue(editor.criticalPathText().endsWith(" Execution samples not used: " + file.getLocation().toPath()
				.resolveSibling("lost-start.ftrace.jfr") + ": not a readable JFR recording: Not a valid Flight "
				+ "Recorder file. File length is only 0 bytes."), editor::criticalPathText);
	}

	/**
	 * A trace whose analyses the IDE's heap cannot hold (here an assumed heap of 1,000 bytes, which holds six events)
	 * opens with its summary and a prediction streamed from its file, the same curve and band as the trace's in
	 * memory, and one tab in place of the analyses' that says why they are left out and how to get them.
	 */
	@Test
	void aTraceTooLargeForTheHeapIsSummarizedAndPredictedFromItsFile() throws Exception {
		IFile file = twoThreadsFile();
		TraceEditor inMemory = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> inMemory.predictionText().contains("bars: 90 % band"), 30_000),
				inMemory::predictionText);
		List<SpeedupPoint> expected = inMemory.curve().points();
		assertEquals(List.of("Threads and sites", "Critical path", "Timeline", "Binding", "What if"),
				inMemory.tabTitles());
		UiTestSupport.page().closeAllEditors(false);
		HeapAdvice.assumeHeap(1_000);
		try {
			TraceEditor editor = (TraceEditor) open(file);
			assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("bars: 90 % band"), 30_000),
					editor::predictionText);
			assertTrue(editor.predictionText().contains("Replayed from the trace's file"), editor::predictionText);
			assertEquals(expected, editor.curve().points(), "the same runs and band samples, streamed");
			assertEquals(8, editor.summary().events());
			assertTrue(editor.headerText().startsWith("2 threads, 8 events"), editor::headerText);
			assertTrue(editor.headerText().contains("\nThis trace has 8 events, which need about 0 MB of heap to "
					+ "analyze in memory; the IDE has at most 0 MB."), editor::headerText);
			assertTrue(UiTestSupport.waitUntil(() -> editor.tabTitles().equals(List.of("Threads and sites",
					"Analyses")), 5_000), () -> editor.tabTitles().toString());
			assertEquals(2, editor.threadRows());
			assertNull(editor.criticalPath(), "not analyzed");
			// another machine replays the stream the first prediction prepared (SharedStreamTest)
			Files.writeString(project.getFile("half-speed.machine").getLocation().toPath(),
					"processors 64\nspeed 0-63 0.5\n");
			project.refreshLocal(IResource.DEPTH_INFINITE, null);
			editor.chooseMachine("half-speed.machine");
			assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("on the machine of "
					+ "half-speed.machine") && editor.predictionText().contains("bars: 90 % band"), 30_000),
					editor::predictionText);
			assertEquals(2 * expected.get(0).time(), editor.curve().points().get(0).time(),
					0.01 * expected.get(0).time(), "the processors at half speed");
		} finally {
			HeapAdvice.assumeHeap(-1);
		}
	}

	@Test
	void notesFrequentCompareAndSetCallsBesideThePrediction() throws Exception {
		// 90,000 compare-and-set calls counted at the worker's site, in 9 ms of CPU
		TraceEditor editor = (TraceEditor) open(twoThreadsFile(Map.of(AtomicCalls.PROPERTY, "0:90000")));
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 20_000), "the speedup is predicted");
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("Note: the program called "
				+ "compare-and-set or spun 90,000 times"), 5000), editor::predictionText);
		assertTrue(editor.predictionText().contains("at sample.PrimeCounter.count(PrimeCounter.java:33)"),
				editor::predictionText);
	}

	@Test
	void notesAShortRunsWarmUpBesideThePrediction() throws Exception {
		// JIT compilers at 6 ms beside the program's 9 ms: a run that short is mostly the JVM's warm-up
		TraceEditor editor = (TraceEditor) open(twoThreadsFile(Map.of(JvmProperties.COMPILER_CPU_PROPERTY, "6.0",
				WorkScale.RECORDED_PROPERTY, "9.0")));
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 20_000), "the speedup is predicted");
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("Note: the JIT compilers used 6 ms "
				+ "of CPU time beside the program's 9 ms (67 %)"), 5000), editor::predictionText);
	}

	@Test
	void notesConnectionsWithinTheMachineBesideThePrediction() throws Exception {
		TraceEditor editor = (TraceEditor) open(twoThreadsFile(Map.of(LoopbackConnections.PROPERTY,
				"accepted:1,connected:1")));
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 20_000), "the speedup is predicted");
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("Note: the program connected within "
				+ "its own machine (connections accepted: 1, made: 1)"), 5000), editor::predictionText);
	}

	@Test
	void saysBesideThePredictionThatATraceWasImportedFromJfr() throws Exception {
		TraceEditor editor = (TraceEditor) open(twoThreadsFile(Map.of("import.source", "jfr", "import.file",
				"app.jfr")));
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 20_000), "the speedup is predicted");
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("Note: imported from the JDK Flight "
				+ "Recorder file app.jfr, without wake links"), 5000), editor::predictionText);
	}

	@Test
	void showsATraceOfManyThreads() throws Exception {
		project = UiTestSupport.newProject("trace-editor");
		IFile file = project.getFile("many.ftrace");
		int n = 100_000;
		FtraceWriter.write(manyThreads(n), file.getLocation().toPath());
		project.refreshLocal(IResource.DEPTH_INFINITE, null);

		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.headerText().startsWith(n + " threads"), 60_000),
				editor::headerText);
		// a row per thread
		assertTrue(UiTestSupport.waitUntil(() -> editor.threadRows() == n, 10_000), () -> "" + editor.threadRows());
		assertTrue(UiTestSupport.waitUntil(() -> editor.curve() != null, 60_000), "the speedup is predicted");
		// 100,000 threads of 10 us: 1 s on one processor, a 64th of it on 64
		assertEquals(64, editor.curve().points().get(6).speedup(), 0.5);
	}

	@Test
	void closingTheEditorCancelsItsWorkAndLogsNothing() throws Exception {
		project = UiTestSupport.newProject("trace-editor");
		IFile file = project.getFile("closed-early.ftrace");
		FtraceWriter.write(manyThreads(100_000), file.getLocation().toPath());
		project.refreshLocal(IResource.DEPTH_INFINITE, null);
		List<IStatus> logged = new CopyOnWriteArrayList<>();
		ILogListener log = (status, plugin) -> logged.add(status);
		Map<String, IStatus> results = new ConcurrentHashMap<>();
		IJobChangeListener jobs = new JobChangeAdapter() {
			@Override
			public void done(IJobChangeEvent event) {
				results.put(event.getJob().getName(), event.getResult());
			}
		};
		Platform.addLogListener(log);
		Job.getJobManager().addJobChangeListener(jobs);
		try {
			TraceEditor editor = (TraceEditor) open(file);
			String predicting = "Predicting the speedup of " + file.getName();
			assertTrue(UiTestSupport.waitUntil(() -> Arrays.stream(Job.getJobManager().find(null))
					.anyMatch(j -> j.getName().equals(predicting)), 60_000), "the prediction starts");
			UiTestSupport.page().closeEditor(editor, false);
			assertTrue(UiTestSupport.waitUntil(() -> results.containsKey(predicting), 60_000), "the prediction ends");
			assertEquals(IStatus.CANCEL, results.get(predicting).getSeverity(), "closing cancels the prediction");
			// what the reading job hands to the display thread after the close finds the editor gone
			UiTestSupport.waitUntil(() -> false, 1000);
			assertEquals(List.of(), logged.stream().filter(s -> s.getSeverity() >= IStatus.WARNING).toList());
		} finally {
			Platform.removeLogListener(log);
			Job.getJobManager().removeJobChangeListener(jobs);
		}
	}

	/** {@code n} threads of 10 us each, as many short-lived (virtual) threads leave. */
	static Trace manyThreads(int n) {
		List<ThreadInfo> infos = new java.util.ArrayList<>();
		List<ThreadEvents> streams = new java.util.ArrayList<>();
		for (int t = 0; t < n; t++) {
			infos.add(new ThreadInfo(t, "", -1, -1, true));
			ThreadEvents.Builder b = ThreadEvents.builder(t);
			b.add(EventKind.THREAD_BEGIN, -1, -1, 0, t, 0, 0);
			b.add(EventKind.THREAD_END, -1, -1, 10_000, t + 10_000, 0, 0);
			streams.add(b.build());
		}
		return new Trace(new TraceHeader(1, "Java 25", "Linux", 2, 0, infos, List.of(), Map.of()), streams);
	}

	/** A new project holding two-threads.ftrace ({@link #twoThreads()}). */
	@Test
	void aTraceThatDeadlocksUnderEveryModelSaysSoInItsTabs() throws Exception {
		// A and B each take from the queue the other puts into after its take: no model can run them
		ThreadEvents.Builder a = ThreadEvents.builder(0);
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		int ta = a.add(EventKind.QUEUE_TAKE, 1, 0, 10, 10, 0, 0);
		int tb = b.add(EventKind.QUEUE_TAKE, 2, 1, 10, 20, 0, 0);
		int pa = a.add(EventKind.QUEUE_PUT, 2, 0, 10, 30, 0, Event.HANDOFF);
		int pb = b.add(EventKind.QUEUE_PUT, 1, 1, 10, 40, 0, Event.HANDOFF);
		a.setWake(ta, 1, pb);
		b.setWake(tb, 0, pa);
		a.add(EventKind.THREAD_END, -1, 0, 1, 50, 0, 0);
		b.add(EventKind.THREAD_END, -1, 1, 1, 60, 0, 0);
		TraceHeader h = new TraceHeader(1, "jvm", "os", 1, 0,
				List.of(new ThreadInfo(0, "A", -1, -1, false), new ThreadInfo(1, "B", -1, -1, false)),
				List.of(new Site(0, "app.A", "run", "A.java", 3), new Site(1, "app.B", "run", "B.java", 4)), Map.of());
		project = UiTestSupport.newProject("trace-editor");
		IFile file = project.getFile("dead.ftrace");
		FtraceWriter.write(new Trace(h, List.of(a.build(), b.build())), file.getLocation().toPath());
		project.refreshLocal(IResource.DEPTH_INFINITE, null);
		TraceEditor editor = (TraceEditor) open(file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.summary() != null, 10_000), "read in the background");
		editor.showBinding();
		editor.showWhatIf("app.A#run", 2);
		assertTrue(UiTestSupport.waitUntil(() -> editor.bindingAndWhatIfTexts().stream()
				.allMatch(t -> t.contains("deadlocks under every model")), 20_000),
				() -> editor.bindingAndWhatIfTexts().toString());
	}

	private IFile twoThreadsFile() throws Exception {
		return twoThreadsFile(Map.of());
	}

	/** {@link #twoThreads} with {@code properties} in its header, as {@code two-threads.ftrace} of a new project. */
	private IFile twoThreadsFile(Map<String, String> properties) throws Exception {
		project = UiTestSupport.newProject("trace-editor");
		IFile file = project.getFile("two-threads.ftrace");
		Trace two = twoThreads();
		FtraceWriter.write(new Trace(two.header().withProperties(properties), two.streams()),
				file.getLocation().toPath());
		project.refreshLocal(IResource.DEPTH_INFINITE, null);
		return file;
	}

	private static IEditorPart open(IFile file) throws Exception {
		IEditorPart part = IDE.openEditor(UiTestSupport.page(), file);
		assertEquals(TraceEditor.class, part.getClass(), ".ftrace files open in the trace editor");
		// the editor makes its panels in the event loop's next turns, which the tests' look-ups of widgets need
		UiTestSupport.processEvents();
		return part;
	}

	/** The bytes of a trace file up to its end block, as a killed JVM leaves them (docs/ftrace-format.md). */
	private static byte[] withoutEndBlock(byte[] bytes) {
		int p = 8; // magic, version, reserved
		while (p < bytes.length && bytes[p] != Ftrace.BLOCK_END) {
			int length = (bytes[p + 1] & 0xff) | (bytes[p + 2] & 0xff) << 8 | (bytes[p + 3] & 0xff) << 16
					| (bytes[p + 4] & 0xff) << 24;
			p += 9 + length; // type, length, payload, CRC
		}
		return Arrays.copyOf(bytes, p);
	}

	private static Trace twoThreads() {
		TraceHeader header = new TraceHeader(1, "Java 25", "Linux", 2, 0,
				List.of(new ThreadInfo(0, "main", -1, -1, false), new ThreadInfo(1, "worker-0", 0, 0, false)),
				List.of(new Site(0, "sample.PrimeCounter", "count", "PrimeCounter.java", 33)), Map.of());
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		int start = main.add(EventKind.THREAD_START, -1, 0, 1_000_000, 1_000_000, 1, 0);
		main.add(EventKind.JOIN, -1, 0, 0, 9_000_000, 1, 0, 1, 3);
		main.add(EventKind.THREAD_END, -1, -1, 0, 9_100_000, 0, 0);
		ThreadEvents.Builder worker = ThreadEvents.builder(1);
		worker.add(EventKind.THREAD_BEGIN, -1, -1, 0, 1_100_000, 0, 0, 0, start);
		worker.add(EventKind.MONITOR_ENTER, 42, 0, 4_000_000, 5_100_000, 0, 0);
		worker.add(EventKind.MONITOR_EXIT, 42, 0, 10_000, 5_200_000, 0, 0);
		worker.add(EventKind.THREAD_END, -1, -1, 3_000_000, 8_900_000, 0, 0);
		return new Trace(header, List.of(main.build(), worker.build()));
	}
}
