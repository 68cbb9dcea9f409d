/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Expr;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.Schedule;
import dev.foresight.core.model.TaskGraph;

/**
 * Reads the JSON exchange form of a task graph:
 * {@code {"tasks": [{"id": "a", "time": 5}, {"id": "x", "dist": {"normal": {"mean": 10, "sd": 2}}}],
 * "edges": [["a", "x"]]}}, with {@code dist} one of {@code normal {mean, sd}}, {@code exponential {mean}},
 * {@code uniform {min, max}}, {@code moments {mean, variance, skewness, kurtosis}}, and optionally
 * {@code "schedule": "lpt"}. The result is one explicit DAG; errors name the JSON path of the bad element.
 */
public final class TaskGraphJson {

	private final String file;

	private TaskGraphJson(String file) {
		this.file = file;
	}

	/**
	 * Parses {@code text}.
	 *
	 * @param file the file name used in error messages
	 * @param text the JSON text
	 * @return the model
	 * @throws TaskGraphSyntaxException on malformed JSON or a bad element
	 */
	public static TaskGraph read(String file, String text) {
		return new TaskGraphJson(file).graph(text);
	}

	/**
	 * What the JSON parser found wrong, in the user's words: without its exception's class name, its advice to parse
	 * leniently and its troubleshooting link, and with a path of deep nesting cut short.
	 */
	static String problem(RuntimeException e) {
		String m = String.valueOf(e.getMessage()).lines().filter(l -> !l.startsWith("See https://"))
				.collect(java.util.stream.Collectors.joining(" "));
		m = m.replaceAll("[\\w.$]+(Exception|Error): ", "")
				.replaceAll("Use JsonReader\\.setStrictness\\([\\w.]+\\) to accept malformed JSON", "")
				.replaceAll("(path \\S{40})\\S{20,}", "$1...");
		return m.strip();
	}

	private TaskGraph graph(String text) {
		JsonObject root;
		try {
			JsonElement e = JsonParser.parseString(text);
			if (!e.isJsonObject()) {
				throw error("$", "expected an object with \"tasks\" and \"edges\"");
			}
			root = e.getAsJsonObject();
		} catch (JsonParseException | IllegalStateException e) {
			throw error(null, "malformed JSON: " + problem(e));
		}
		List<Node> tasks = new ArrayList<>();
		JsonArray ts = array(root, "tasks", "$");
		for (int i = 0; i < ts.size(); i++) {
			tasks.add(task(ts.get(i), "$.tasks[" + i + "]"));
		}
		List<Node.Edge> edges = new ArrayList<>();
		JsonArray es = root.has("edges") ? array(root, "edges", "$") : new JsonArray();
		for (int i = 0; i < es.size(); i++) {
			String path = "$.edges[" + i + "]";
			if (!es.get(i).isJsonArray() || es.get(i).getAsJsonArray().size() != 2) {
				throw error(path, "an edge is a pair [\"from\", \"to\"]");
			}
			JsonArray pair = es.get(i).getAsJsonArray();
			edges.add(new Node.Edge(string(pair.get(0), path + "[0]"), string(pair.get(1), path + "[1]")));
		}
		Schedule schedule = Schedule.DEFAULT;
		if (root.has("schedule")) {
			Schedule.Policy p = Schedule.Policy.of(string(root.get("schedule"), "$.schedule"));
			if (p == null) {
				throw error("$.schedule", "unknown policy (known: fifo, lpt, cyclic, blocked, rows, queues,"
						+ " static_queues)");
			}
			schedule = new Schedule(p, null);
		}
		TaskGraph g = new TaskGraph("", List.of(), List.of(), schedule,
				new Node.Seq(List.of(new Node.Dag(tasks, edges))));
		List<Problem> problems = ModelChecker.check(g, SourceMap.NONE);
		if (!problems.isEmpty()) {
			throw new TaskGraphSyntaxException(file, problems);
		}
		return g;
	}

	private Node task(JsonElement e, String path) {
		if (!e.isJsonObject()) {
			throw error(path, "a task is an object {\"id\": ..., \"time\": ...}");
		}
		JsonObject o = e.getAsJsonObject();
		if (!o.has("id")) {
			throw error(path, "missing \"id\"");
		}
		String id = string(o.get("id"), path + ".id");
		Dist time;
		if (o.has("time") == o.has("dist")) {
			throw error(path, "give exactly one of \"time\" and \"dist\"");
		} else if (o.has("time")) {
			time = new Dist.Constant(number(o.get("time"), path + ".time"));
		} else {
			time = dist(o.get("dist"), path + ".dist");
		}
		return new Node.Task(id, time, List.of());
	}

	private Dist dist(JsonElement e, String path) {
		if (!e.isJsonObject() || e.getAsJsonObject().size() != 1) {
			throw error(path, "a dist is an object with one key: normal, exponential, uniform or moments");
		}
		Map.Entry<String, JsonElement> kind = e.getAsJsonObject().entrySet().iterator().next();
		String p = path + "." + kind.getKey();
		if (!kind.getValue().isJsonObject()) {
			throw error(p, "expected an object of parameters");
		}
		JsonObject a = kind.getValue().getAsJsonObject();
		return switch (kind.getKey()) {
		case "normal" -> new Dist.Normal(field(a, "mean", p), field(a, "sd", p));
		case "exponential" -> new Dist.Exponential(field(a, "mean", p));
		case "uniform" -> new Dist.Uniform(field(a, "min", p), field(a, "max", p));
		case "moments" -> new Dist.GivenMoments(field(a, "mean", p), field(a, "variance", p),
				field(a, "skewness", p), field(a, "kurtosis", p));
		default -> throw error(p, "unknown distribution (known: normal, exponential, uniform, moments)");
		};
	}

	private Expr field(JsonObject o, String name, String path) {
		if (!o.has(name)) {
			throw error(path, "missing \"" + name + "\"");
		}
		return number(o.get(name), path + "." + name);
	}

	private Expr number(JsonElement e, String path) {
		if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
			throw error(path, "expected a number");
		}
		return Expr.num(e.getAsDouble());
	}

	private String string(JsonElement e, String path) {
		if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
			throw error(path, "expected a string");
		}
		return e.getAsString();
	}

	private JsonArray array(JsonObject o, String name, String path) {
		if (!o.has(name) || !o.get(name).isJsonArray()) {
			throw error(path, "expected an array \"" + name + "\"");
		}
		return o.get(name).getAsJsonArray();
	}

	private TaskGraphSyntaxException error(String path, String message) {
		return new TaskGraphSyntaxException(file, List.of(new Problem(null, path == null ? message
				: path + ": " + message)));
	}
}
