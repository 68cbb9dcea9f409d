/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import com.google.gson.GsonBuilder;

import dev.foresight.core.measure.RecordedCommand;
import dev.foresight.core.sim.CollectorPauses;
import dev.foresight.core.sim.JvmProperties;
import dev.foresight.core.sim.ParallelCpu;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.analysis.whatif.Pool;
import dev.foresight.core.analysis.whatif.Pools;
import dev.foresight.core.trace.AtomicCalls;
import dev.foresight.core.trace.SiteCallers;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Mounts;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.TraceProblem;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.SummaryScan;
import dev.foresight.core.trace.ftrace.TraceReadResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code foresight info}: what a trace holds, and whether it is consistent. */
@Command(name = "info", description = "Summarizes an .ftrace file: threads, events per kind and per call site, "
		+ "CPU and wall time, consistency problems.", mixinStandardHelpOptions = true)
public final class InfoCommand implements Callable<Integer> {

	/** The most arguments of the program's command the text shows (a compiler's run names hundreds of files). */
	private static final int MOST_ARGUMENTS = 40;

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE", description = "The trace.")
	private Path file;

	@Option(names = "--json", description = "Print a JSON object instead of text.")
	private boolean json;

	@Option(names = "--stream", description = "Summarize the trace in one pass over its file instead of reading it "
			+ "into memory (automatic when the file is larger than the maximum heap / " + PredictCommand.STREAM_RATIO
			+ "); the consistency check, which needs the trace in memory, is then left out.")
	private boolean stream;

	/** What the command shows of a trace; {@code problems} is {@code null} when the trace was streamed. */
	record Read(TraceHeader header, List<String> warnings, boolean closed, long bytes, TraceSummary summary,
			Mounts mounts, List<TraceProblem> problems, List<Pool> pools) {
	}

	@Override
	public Integer call() throws Exception {
		Read r = stream || Files.size(file) > Runtime.getRuntime().maxMemory() / PredictCommand.STREAM_RATIO
				? streamed(file) : read(file);
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create()
					.toJson(toJson(r)));
		} else {
			text(out, r);
		}
		return 0;
	}

	private static Read read(Path file) throws IOException {
		TraceReadResult t = FtraceReader.read(file);
		return new Read(t.trace().header(), t.warnings(), t.closed(), t.bytes(), TraceSummary.of(t.trace()),
				Mounts.of(t.trace()), TraceChecker.check(t.trace()), Pools.of(t.trace()));
	}

	private static Read streamed(Path file) throws IOException {
		SummaryScan scan = SummaryScan.scan(file);
		return new Read(scan.header(), scan.warnings(), scan.closed(), scan.bytes(), scan.summary(), scan.mounts(),
				null, null);
	}

	static Map<String, Object> toJson(Read r) {
		TraceSummary s = r.summary();
		TraceHeader header = r.header();
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("threads", s.threads());
		m.put("daemon_threads", daemons(header));
		m.put("events", s.events());
		Map<String, Long> kinds = new LinkedHashMap<>();
		for (EventKind k : EventKind.values()) {
			if (s.kinds().containsKey(k)) {
				kinds.put(k.wireName(), s.kinds().get(k));
			}
		}
		m.put("kinds", kinds);
		Mounts mounts = r.mounts();
		m.put("virtual_threads", mounts.virtualThreads());
		m.put("mounts", mounts.mounts());
		m.put("carriers", mounts.carriers());
		m.put("cpu_ms", s.cpuNanos() / 1e6);
		m.put("wall_ms", s.wallNanos() / 1e6);
		SiteCallers callers = SiteCallers.of(header);
		m.put("sites", s.sites().stream().map(c -> {
			Map<String, Object> e = where(c.site());
			e.put("kind", c.kind().wireName());
			e.put("count", c.count());
			if (!callers.at(c.site()).isEmpty()) {
				e.put("callers", callers.at(c.site()).stream().map(x -> {
					Map<String, Object> w = where(x.site());
					w.put("samples", x.samples());
					return w;
				}).toList());
			}
			return e;
		}).toList());
		m.put("atomics", AtomicCalls.of(header).counts().stream().map(c -> {
			Map<String, Object> e = where(c.site());
			e.put("count", c.count());
			return e;
		}).toList());
		m.put("pools", r.pools() == null ? null : PoolSizes.json(r.pools()));
		m.put("bytes", r.bytes());
		m.put("bytes_per_event", s.events() == 0 ? 0 : (double) r.bytes() / s.events());
		m.put("closed", r.closed());
		m.put("jvm", header.jvm());
		m.put("os", header.os());
		m.put("cpus", header.cpuCount());
		RecordedCommand.of(header).ifPresent(c -> m.put("program", Map.of("java", c.java(), "args",
				c.javaArgs(), "dir", c.dir().toString(), "env", c.environment())));
		m.put("properties", header.properties());
		m.put("warnings", r.warnings());
		m.put("streamed", r.problems() == null);
		m.put("problems", r.problems() == null ? null : r.problems().stream().map(TraceProblem::toString).toList());
		return m;
	}

	/** A site's class, method, file and line, for JSON. */
	private static Map<String, Object> where(Site site) {
		Map<String, Object> e = new LinkedHashMap<>();
		e.put("class", site.className());
		e.put("method", site.method());
		e.put("file", site.file());
		e.put("line", site.line());
		return e;
	}

	/** The daemon threads of the table (every virtual thread is one). */
	private static long daemons(TraceHeader header) {
		return header.threads().stream().filter(ThreadInfo::daemon).count();
	}

	private static void text(PrintWriter out, Read r) {
		TraceSummary s = r.summary();
		TraceHeader header = r.header();
		long daemons = daemons(header);
		out.printf("threads  %d%s%nevents   %d (%.1f bytes/event)%ncpu      %.3f ms%nwall     %.3f ms%n", s.threads(),
				daemons == 0 ? "" : " (" + daemons + " daemon, which a run does not wait for)", s.events(),
				s.events() == 0 ? 0.0 : (double) r.bytes() / s.events(), s.cpuNanos() / 1e6, s.wallNanos() / 1e6);
		out.printf("recorded on %s, %s, %d CPUs%n", header.jvm(), header.os(),
				header.cpuCount());
		Map<String, String> props = header.properties();
		if ("jfr".equals(props.get("import.source"))) {
			String processors = props.getOrDefault("import.processors", "0");
			out.printf("imported from the JDK Flight Recorder file %s, %s; it lacks %s%n", props.get("import.file"),
					processors.equals("0") ? "which does not say how many processors the JVM had (no CPU time was "
							+ "shared out)" : "on " + processors + " processors", props.get("import.lacks"));
		}
		String argfiles = props.getOrDefault(RecordedCommand.ARGFILES, "");
		// --json gives every argument
		RecordedCommand.of(header).ifPresent(c -> out.printf("program  %s %s (in %s%s%s; %s)%n", c.java(),
				RecordedCommand.abbreviated(c.javaArgs(), Integer.MAX_VALUE, MOST_ARGUMENTS), c.dir(),
				c.environment().isEmpty() ? ""
						: ", with " + String.join(", ", c.environment().keySet()) + " set",
				argfiles.isEmpty() ? "" : ", the words of " + argfiles.replace('\u001f', ' ') + " in their place",
				c.argumentFile() == null ? "measure --like runs it again" : "from an argument file, which measure "
						+ "--like cannot run again"));
		out.println("kinds:");
		for (EventKind k : EventKind.values()) {
			if (s.kinds().containsKey(k)) {
				out.printf("  %-18s %d%n", k.wireName(), s.kinds().get(k));
			}
		}
		Mounts m = r.mounts();
		if (m.virtualThreads() > 0) {
			out.printf("virtual threads %d, mounted %d times on %d carriers%n", m.virtualThreads(), m.mounts(),
					m.carriers());
		}
		outsideThreads(out, header);
		out.println("sites (most frequent first):");
		SiteCallers callers = SiteCallers.of(header);
		s.sites().stream().limit(20).forEach(c -> {
			out.printf("  %8d  %-18s %s.%s(%s:%d)%n", c.count(), c.kind().wireName(), c.site().className(),
					c.site().method(), c.site().file(), c.site().line());
			// a JDK method's monitor: where the program called it, as sampled
			int sampled = callers.sampled(c.site());
			callers.at(c.site()).stream().limit(3).forEach(x -> out.printf(
					"            called from %s.%s(%s:%d): %d of %d sampled entries%n", x.site().className(),
					x.site().method(), x.site().file(), x.site().line(), x.samples(), sampled));
		});
		if (r.pools() != null) {
			PoolSizes.text(out, r.pools());
		}
		AtomicCalls atomics = AtomicCalls.of(header);
		if (!atomics.counts().isEmpty()) {
			out.println("compare-and-set calls and spins, counted (most frequent first):");
			atomics.counts().stream().limit(10).forEach(c -> out.printf("  %8d  %s.%s(%s:%d)%n", c.count(),
					c.site().className(), c.site().method(), c.site().file(), c.site().line()));
			String w = atomics.warning(s.cpuNanos());
			if (w != null) {
				out.println("warning: " + w);
			}
		}
		r.warnings().forEach(w -> out.println("warning: " + w));
		if (props.containsKey("import.warning")) {
			out.println("warning: " + props.get("import.warning"));
		}
		props.forEach((k, v) -> {
			if (k.startsWith("instrumentation.failed") || k.startsWith("deadlock") || k.startsWith("time.limit")
					|| k.startsWith("recorder.failure")) {
				out.println("note: " + k + " = " + v);
			}
		});
		List<TraceProblem> problems = r.problems();
		if (problems == null) {
			out.println("consistency: not checked (the trace was summarized from its file, not read into memory; with "
					+ "more heap, FORESIGHT_CLI_VMARGS=-Xmx..., and without --stream, info checks it)");
			return;
		}
		out.println(problems.isEmpty() ? "consistency: ok" : "consistency: " + problems.size() + " problems");
		problems.stream().limit(20).forEach(p -> out.println("  " + p));
	}

	/**
	 * What the recorded run spent outside its threads, which the simulator adds (see {@link Simulator}), and what the
	 * recorder states it added inside them, which it takes off.
	 */
	private static void outsideThreads(PrintWriter out, TraceHeader header) {
		Map<String, String> properties = header.properties();
		String compilers = properties.get(JvmProperties.COMPILER_CPU_PROPERTY);
		String alone = properties.get(JvmProperties.COMPILER_BASELINE_PROPERTY);
		if (compilers != null && !compilers.isBlank() && JvmProperties.positiveNanos(compilers) == null) {
			out.printf("JIT compilers' CPU time: %s (not a list of times from 0 to 2^53 ns: not replayed)%n",
					compilers);
		} else if (compilers != null && !compilers.isBlank()) {
			out.printf("JIT compilers' CPU time: %s ms (%s)%n", compilers.replace(",", " ms, "),
					alone == null || alone.isBlank() ? "replayed as threads of their own"
							: "in a run without the recorder " + alone.replace(",", " ms, ")
									+ " ms, which are replayed as threads of their own");
			String wide = properties.get(JvmProperties.COMPILER_BASELINE_WIDE_PROPERTY);
			String wideCpus = properties.get(JvmProperties.COMPILER_BASELINE_WIDE_CPUS_PROPERTY);
			if (wide != null && !wide.isBlank()) {
				out.printf("  on %s without the recorder: %s ms (scale the compilers of runs on more than one)%n",
						wideCpus == null || wideCpus.isBlank() ? "several processors (the trace does not say how many)"
								: wideCpus + " processors",
						wide.replace(",", " ms, "));
			}
			ParallelCpu parallel = ParallelCpu.of(header);
			if (parallel != null) {
				out.printf(Locale.ROOT, "program's CPU time without the recorder: %.1f ms on one processor, %.1f ms on "
						+ "%d (%+.1f %%)%n", parallel.aloneMillis(), parallel.wideMillis(), parallel.cpus(),
						(parallel.ratio() - 1) * 100);
			}
		}
		String pauses = properties.get(JvmProperties.GC_PAUSE_PROPERTY);
		if (pauses != null && !pauses.isBlank()) {
			String count = properties.get(CollectorPauses.COUNT_PROPERTY);
			String in = count == null ? "" : " in " + count + (count.equals("1") ? " collection" : " collections");
			out.printf(Locale.ROOT, "collector pauses: %s ms%s (replayed as serial time: %.1f ms, the program's "
					+ "part)%n", pauses, in, CollectorPauses.replayedNanos(header) / 1e6);
		}
		long allocated = CollectorPauses.allocatedBytes(header);
		long recorder = CollectorPauses.recorderBytes(header);
		if (allocated >= 0 && recorder >= 0) {
			out.printf(Locale.ROOT, "heap allocation: %.1f MB, %.1f MB of it the recorder's%n", allocated / 1e6,
					recorder / 1e6);
		}
		String cost = properties.get(RecordingCost.PROPERTY);
		if (cost != null && !cost.isBlank()) {
			out.printf("recorder's stated cost, ns per event: %s (taken off by predict unless --recording-cost)%n",
					cost);
		}
	}
}
