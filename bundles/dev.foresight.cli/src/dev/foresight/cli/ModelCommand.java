/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.analytic.moments.Moments;
import dev.foresight.core.analytic.taskgraph.ModelEvaluation;
import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.io.SourcePos;
import dev.foresight.core.model.io.TaskGraphFiles;
import dev.foresight.core.model.io.TaskGraphParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code foresight model FILE --cpus 1,2,4 [--set NAME=VALUE ...] [--json]}: evaluates an analytic model. */
@Command(name = "model", mixinStandardHelpOptions = true,
		description = "Predicts a .taskgraph or .json model: deterministic times and speedups per processor count, and"
				+ " the moments of the completion time on the largest count.")
public final class ModelCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE", description = "a .taskgraph or .json model")
	private Path file;

	@Option(names = "--cpus", split = ",", required = true, paramLabel = "N[,N...]",
			description = "processor counts, for example 1,2,4, and ranges: 1..16 is every count from 1 to 16")
	private List<String> cpusGiven;

	@Option(names = "--set", paramLabel = "NAME=VALUE", description = "override a parameter (repeatable)")
	private Map<String, String> sets = new LinkedHashMap<>();

	@Option(names = "--json", description = "print JSON")
	private boolean json;

	@Option(names = "--samples", defaultValue = "20000",
			description = "Monte Carlo samples when the moments method does not apply (default: ${DEFAULT-VALUE}; "
					+ "fewer, at least 100, where they would draw more than 10^8 task times)")
	private int samples;

	@Option(names = "--seed", defaultValue = "1", description = "Monte Carlo seed (default: ${DEFAULT-VALUE})")
	private long seed;

	@Override
	public Integer call() throws IOException {
		List<Integer> cpus = CpuCounts.of(cpusGiven);
		for (int p : cpus) {
			if (p < 1) {
				throw new IllegalArgumentException("--cpus: processor counts must be at least 1, got " + p);
			}
		}
		if (samples < 2) {
			throw new IllegalArgumentException("--samples must be at least 2");
		}
		TaskGraphParser.Parsed parsed;
		try {
			parsed = TaskGraphFiles.read(file);
		} catch (NoSuchFileException e) {
			throw new IllegalArgumentException(file + ": no such file");
		}
		ModelEvaluation ev;
		try {
			Bindings b = Bindings.of(parsed.graph(), overrides());
			ev = ModelEvaluation.of(parsed.graph(), b, cpus.stream().mapToInt(Integer::intValue).toArray(), samples,
					seed);
		} catch (ModelException e) {
			SourcePos pos = e.where() == null ? null : parsed.sources().get(e.where());
			throw new IllegalArgumentException(file + (pos == null ? "" : ":" + pos) + ": " + e.getMessage());
		}
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			out.println(new GsonBuilder().setPrettyPrinting().create().toJson(toJson(ev)));
		} else {
			print(out, ev);
		}
		return 0;
	}

	private Map<String, Double> overrides() {
		Map<String, Double> m = new LinkedHashMap<>();
		sets.forEach((k, v) -> {
			try {
				m.put(k, Double.parseDouble(v));
			} catch (NumberFormatException e) {
				throw new IllegalArgumentException("--set " + k + "=" + v + ": the value is not a number");
			}
		});
		return m;
	}

	private JsonObject toJson(ModelEvaluation ev) {
		JsonObject root = new JsonObject();
		root.addProperty("file", file.toString());
		JsonArray preds = new JsonArray();
		for (SpeedupPoint p : ev.curve().points()) {
			JsonObject o = new JsonObject();
			o.addProperty("cpus", p.cpus());
			o.addProperty("time", p.time());
			o.addProperty("speedup", p.speedup());
			preds.add(o);
		}
		root.add("predictions", preds);
		Moments m = ev.moments();
		JsonObject mo = new JsonObject();
		mo.addProperty("mean", m.mean());
		mo.addProperty("variance", m.variance());
		mo.addProperty("skewness", m.skewness());
		mo.addProperty("kurtosis", m.kurtosis());
		root.add("moments", mo);
		root.addProperty("momentsMethod", ev.momentsMethod());
		root.addProperty("note", ev.note());
		root.addProperty("warning", ev.warning());
		return root;
	}

	private void print(PrintWriter out, ModelEvaluation ev) {
		out.println("model " + file + " (deterministic model, mean task times)");
		out.printf(Locale.ROOT, "%6s %14s %9s%n", "cpus", "time", "speedup");
		for (SpeedupPoint p : ev.curve().points()) {
			out.printf(Locale.ROOT, "%6d %14s %9.4f%n", p.cpus(), number(p.time()), p.speedup());
		}
		Moments m = ev.moments();
		int largest = ev.curve().points().stream().mapToInt(SpeedupPoint::cpus).max().orElse(1);
		out.printf(Locale.ROOT, "completion time on %d cpus: mean %s, variance %s, skewness %.4f, kurtosis %.4f%n",
				largest, number(m.mean()), number(m.variance()), m.skewness(), m.kurtosis());
		out.println(ev.momentsMethod().equals("pamela") ? "moments: PAMELA moments method (series-parallel walk)"
				: "moments: Monte Carlo (" + ev.note() + ")");
		if (!ev.warning().isEmpty()) {
			out.println("warning: " + ev.warning());
		}
	}

	/** Six significant digits without trailing zeros. */
	private static String number(double v) {
		if (!Double.isFinite(v)) {
			return Double.toString(v);
		}
		String s = new BigDecimal(v).round(new MathContext(6)).stripTrailingZeros().toString();
		return s.contains("E") ? String.format(Locale.ROOT, "%.5e", v) : s;
	}
}
