/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.foresight.core.analysis.whatif.Pool;
import dev.foresight.core.analysis.whatif.PoolResize;
import dev.foresight.core.analysis.whatif.Pools;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.ChosenRun;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.AgentLaunch;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.TraceProblem;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * Issue 3, "Tests": the corpus, two of whose workloads drive real libraries from Maven Central (H2, Lucene), recorded
 * by the agent built beside it, each in a JVM of its own at a smaller size than the benchmarks use. Each recording must
 * compute what the program computes without the agent, pass the consistency checker, and (issue 4) replay on 1, 2 and
 * 4 processors under the model the fallback picks, in no less time than the recorded CPU time allows. For the two
 * library workloads, events at the library's own synchronization sites must be in the trace: what the recorder sees
 * inside code it did not compile for. The pools that can be resized replay with half and twice their threads.
 */
class CorpusRecordingTest {

	private static final long TIME_LIMIT_SECONDS = 120;
	private static final File TASKSET = new File("/usr/bin/taskset");

	@TempDir
	Path dir;

	@ParameterizedTest(name = "{0} {1} {2}")
	@CsvSource({ "LockHeavy, 4, 50000, ", "ForkJoinStreams, 4, 5000000, ", "ExecutorFutures, 4, 10000, ",
			"Pipeline, 2, 40000, ", "BarrierPhases, 4, 800, ", "ReadWriteCache, 4, 80000, ", "IoMixed, 4, 800, ",
			"VirtualThreads, 4, 3000, ", "AsyncPipeline, 4, 5000, ", "SharedLogging, 4, 8000, ",
			"ParallelSort, 8, 200000, ", "H2Inserts, 4, 2000, org.h2.", "LuceneIndex, 4, 1000, org.apache.lucene." })
	@DisplayName("a corpus workload records, computes what it computes unrecorded, checks clean and replays")
	void recordsChecksAndReplays(String workload, String threads, String size, String library) throws Exception {
		String main = "dev.foresight.workloads." + workload;
		Run plain = run(List.of(main, threads, size), List.of(), false);
		assertEquals(0, plain.exitCode, workload + " without the agent: " + plain.stderr);
		Path file = dir.resolve(workload + ".ftrace");
		// recorded as the harnesses record (foresight record --pin-one-cpu --processors 4): on one CPU, so that no
		// thread's recorded CPU time holds a spin for a lock another processor held, with pools sized for four
		List<String> options = new ArrayList<>(List.of("-XX:ActiveProcessorCount=4"));
		options.addAll(AgentLaunch.jvmOptions(agentJar(), "output=" + file, true));
		Run recorded = run(List.of(main, threads, size), options, TASKSET.canExecute());
		assertEquals(0, recorded.exitCode, workload + " recorded: " + recorded.stderr);
		assertEquals(plain.stdout, recorded.stdout, workload + ": the recorded run computed something else");

		TraceReadResult read = FtraceReader.read(file);
		assertTrue(read.closed(), workload + ": the trace was closed");
		Trace trace = read.trace();
		List<TraceProblem> problems = TraceChecker.check(trace);
		assertTrue(problems.isEmpty(), workload + ": " + problems.stream().limit(5).toList());
		assertTrue(trace.streams().size() > 2, workload + ": its threads and main recorded");
		if (library != null) {
			long atLibrary = eventsAt(trace, library);
			assertTrue(atLibrary > 0, workload + ": no event at a site of " + library);
		}

		// the replay of what was recorded (no recorder's cost taken off): every recorded nanosecond of the program's
		// threads is work that n processors cannot finish in less than its n-th part
		Simulator sim = new Simulator(trace, RecordingCost.NONE, read.closed());
		double cpuMillis = trace.streams().stream().mapToLong(ThreadEvents::totalCpuNanos).sum() / 1e6;
		for (int n : new int[] { 1, 2, 4 }) {
			ChosenRun chosen = sim.runAuto(MachineModel.linuxServer(), n, false);
			double millis = chosen.run().completionMillis();
			assertTrue(Double.isFinite(millis) && millis >= cpuMillis / n * (1 - 1e-9),
					workload + " on " + n + ": " + millis + " ms for " + cpuMillis + " ms of CPU time");
			assertTrue(chosen.reason().startsWith(chosen.run().model().wireName()), workload + ": " + chosen.reason());
		}
		resizedPoolsReplay(workload, trace, cpuMillis);
	}

	/**
	 * Each pool that can be given another size, with half and twice its threads (DESIGN.md, "resize a pool"), checks
	 * clean, keeps every task, and replays on 4 processors in no less time than its CPU time allows. The two
	 * workloads whose tasks run on plain {@code ThreadPoolExecutor}s must have such a pool.
	 */
	private static void resizedPoolsReplay(String workload, Trace trace, double cpuMillis) throws Exception {
		List<Pool> pools = Pools.of(trace).stream().filter(Pool::resizable).toList();
		if (Set.of("ExecutorFutures", "AsyncPipeline").contains(workload)) {
			assertTrue(pools.stream().anyMatch(p -> p.name().equals("pool-1-thread-*") && p.size() == 4),
					workload + ": " + Pools.of(trace));
		}
		for (Pool pool : pools) {
			for (int size : new int[] { Math.max(1, pool.size() / 2), pool.size() * 2 }) {
				String what = workload + ", " + pool.name() + " with " + size + " threads";
				Trace resized = PoolResize.resize(trace, pool, size);
				assertEquals(List.of(), TraceChecker.check(resized), what);
				assertEquals(pool.tasks(), Pools.of(resized).stream().filter(p -> p.name().equals(pool.name()))
						.findFirst().orElseThrow().tasks(), what);
				ChosenRun chosen = new Simulator(resized, RecordingCost.NONE, true).runAuto(MachineModel.linuxServer(),
						4, false);
				double millis = chosen.run().completionMillis();
				assertTrue(Double.isFinite(millis) && millis >= cpuMillis / 4 * (1 - 1e-9), what + ": " + millis
						+ " ms for " + cpuMillis + " ms of CPU time");
			}
		}
	}

	/** Events whose site is in a class whose name starts with {@code prefix}. */
	private static long eventsAt(Trace trace, String prefix) {
		List<Site> sites = trace.header().sites();
		long n = 0;
		for (ThreadEvents s : trace.streams()) {
			n += IntStream.range(0, s.size()).filter(i -> {
				int site = s.site(i);
				return site >= 0 && site < sites.size() && sites.get(site).className().startsWith(prefix);
			}).count();
		}
		return n;
	}

	private static Path agentJar() {
		Path jar = Path.of(System.getProperty("foresight.agent.jar", ""));
		assertTrue(Files.isRegularFile(jar), "the agent jar (build it first, see workloads/build.sh): " + jar);
		return jar;
	}

	private record Run(int exitCode, String stdout, String stderr) {
	}

	private Run run(List<String> program, List<String> options, boolean pinned) throws Exception {
		String java = ProcessHandle.current().info().command().orElse("java");
		List<String> cmd = new ArrayList<>(pinned ? List.of(TASKSET.getPath(), "-c", "0") : List.of());
		cmd.add(java);
		cmd.addAll(options);
		// the test's class path holds the workloads, H2, Lucene and the core jar: all the programs need
		cmd.add("-cp");
		cmd.add(System.getProperty("java.class.path"));
		cmd.addAll(program);
		Path out = Files.createTempFile(dir, "out", ".txt");
		Path err = Files.createTempFile(dir, "err", ".txt");
		Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
		if (!p.waitFor(TIME_LIMIT_SECONDS, TimeUnit.SECONDS)) {
			p.destroyForcibly().waitFor();
			throw new AssertionError(String.join(" ", program) + " ran over " + TIME_LIMIT_SECONDS + " s");
		}
		return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
				Files.readString(err, StandardCharsets.UTF_8));
	}
}
