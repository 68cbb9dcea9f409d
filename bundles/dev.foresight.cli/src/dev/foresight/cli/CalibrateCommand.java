/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import com.google.gson.GsonBuilder;

import dev.foresight.core.machine.calibrate.Calibration;
import dev.foresight.core.machine.calibrate.CalibrationResult;
import dev.foresight.core.machine.calibrate.Spread;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code foresight calibrate}: measures this machine's costs and writes them as a {@code .machine} model. */
@Command(name = "calibrate", description = "Measures this machine's thread creation, context switch, "
		+ "wake-up preemption, cross-processor wake-up cost and latency with small thread programs and writes a "
		+ ".machine model of it "
		+ "(each figure the median of repeated batches, printed with its spread).", mixinStandardHelpOptions = true)
public final class CalibrateCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Option(names = { "-o", "--output" }, paramLabel = "FILE.machine",
			description = "Write the machine model here (default: print it).")
	private Path output;

	@Option(names = "--cpus", paramLabel = "N", description = "Processors of the model, the first N this process "
			+ "may use; the hand-offs run on the first two (default: all of them).")
	private Integer cpus;

	@Option(names = "--batches", paramLabel = "K", defaultValue = "15",
			description = "Repetitions of each measurement (default: ${DEFAULT-VALUE}).")
	private int batches;

	@Option(names = "--json", description = "Print the figures and the model as a JSON object.")
	private boolean json;

	@Override
	public Integer call() throws Exception {
		if (output != null) {
			OutputFiles.requireWritable(output, "the machine file");
		}
		if (batches < 1) {
			throw new IllegalArgumentException("--batches: must be at least 1, not " + batches);
		}
		int n = cpus != null ? cpus : Runtime.getRuntime().availableProcessors();
		Calibration.Effort d = Calibration.Effort.DEFAULT;
		CalibrationResult r = new Calibration(new Calibration.Effort(batches, d.threadsPerBatch(),
				d.handOffsPerBatch())).measure(n);
		String text = r.machineText(Instant.now(), batches);
		if (output != null) {
			Files.writeString(output, text);
		}
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping()
					.serializeSpecialFloatingPointValues()
					.create().toJson(toJson(r, text)));
		} else if (output != null) {
			out.print(text.substring(0, text.indexOf("# Foresight machine model")));
			out.println("written to " + output);
		} else {
			out.print(text);
		}
		out.flush();
		return 0;
	}

	/**
	 * {@code {cpus, pinned, figures: {name: {median_ns, min_ns, p10_ns, p90_ns, max_ns, samples}}, memory_slowdown,
	 * machine}} ({@code memory_slowdown} when measured: 0.4 when streaming through memory is 40 % slower with two
	 * processors at it).
	 */
	static Map<String, Object> toJson(CalibrationResult r, String machineText) {
		Map<String, Object> figures = new LinkedHashMap<>();
		figures.put("thread_creation", spread(r.threadStart()));
		figures.put("hand_off_same_cpu_wall", spread(r.sameWall()));
		figures.put("hand_off_same_cpu_cpu_time", spread(r.sameCpuTime()));
		figures.put("park_calls", spread(r.parkCalls()));
		figures.put("context_switch", spread(r.contextSwitch()));
		if (r.timerLate() != null) {
			figures.put("timer_slack", spread(r.timerLate()));
		}
		if (r.wakeupDelay() != null) {
			figures.put("wakeup_delay", spread(r.wakeupDelay()));
			figures.put("wakeup_granularity", spread(r.wakeupGranularity()));
		}
		if (r.crossWall() != null) {
			figures.put("hand_off_cross_cpu_wall", spread(r.crossWall()));
			figures.put("hand_off_cross_cpu_cpu_time", spread(r.crossCpuTime()));
			figures.put("wakeup_cost", spread(r.wakeupCost()));
			figures.put("sync_latency", spread(r.syncLatency()));
		}
		if (r.crossCounter() != null) {
			figures.put("shared_counter_same_cpu", spread(r.sameCounter()));
			figures.put("shared_counter_cross_cpu", spread(r.crossCounter()));
			figures.put("sync_transfer", spread(r.transfer()));
		}
		if (r.streamAlone() != null) {
			figures.put("memory_stream_one_cpu", spread(r.streamAlone()));
			figures.put("memory_stream_two_cpus", spread(r.streamTwo()));
		}
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("cpus", r.cpus());
		m.put("pinned", r.pinned());
		m.put("figures", figures);
		if (r.streamAlone() != null) {
			m.put("memory_slowdown", r.memorySlowdown());
		}
		m.put("machine", machineText);
		return m;
	}

	private static Map<String, Object> spread(Spread s) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("median_ns", s.median());
		m.put("min_ns", s.min());
		m.put("p10_ns", s.p10());
		m.put("p90_ns", s.p90());
		m.put("max_ns", s.max());
		m.put("samples", s.samples());
		return m;
	}
}
