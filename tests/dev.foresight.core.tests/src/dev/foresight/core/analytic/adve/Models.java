/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.Map;
import java.util.SplittableRandom;

import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.io.TaskGraphParser;
import dev.foresight.core.model.lower.Choices;
import dev.foresight.core.model.lower.FlatGraph;
import dev.foresight.core.model.lower.Lowering;

/** Test fixtures: models written in the text language, lowered whole. */
final class Models {

	private Models() {
	}

	static TaskGraph parse(String text) {
		return TaskGraphParser.parse("test.taskgraph", text).graph();
	}

	static FlatGraph flat(String text) {
		TaskGraph g = parse(text);
		return Lowering.lower(g, g.body(), Bindings.of(g, Map.of()), Choices.sampled(new SplittableRandom(0)));
	}

	/** T(P) of the basic model (or the complete model when tasks use resources). */
	static double time(String text, int p) {
		FlatGraph g = flat(text);
		double[] t = g.meanTimes();
		return AdveEngine.run(g, t, p, ContentionModel.needed(g) ? new ContentionModel(g, t) : SystemModel.NONE)
				.total();
	}
}
