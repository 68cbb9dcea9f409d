/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.lower;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.io.TaskGraphParser;

/**
 * A lowering with a task limit stops as soon as the model passes it (what the task graph editor's drawing needs),
 * and the default limit is {@link Lowering#MAX_TASKS}.
 */
class LoweringLimitTest {

	/** docs/examples/pipeline.taskgraph's shape: a loop of a million iterations around a fork of eight tasks. */
	private static final String BIG = "graph \"big\"\nparam N = 8\nparam iters = 1e6\ntask setup 50\n"
			+ "loop iters {\n\tpar N {\n\t\ttask work 10\n\t}\n\ttask fast 1\n}\n";

	@Test
	void stopsPastTheLimitWithoutUnrollingTheWholeModel() {
		TaskGraph g = TaskGraphParser.parse("big.taskgraph", BIG).graph();
		ModelException e = assertThrows(ModelException.class,
				() -> Lowering.lower(g, g.body(), Bindings.of(g, Map.of()), Choices.typical(), 300));
		assertTrue(e.getMessage().contains("more than 300 tasks"), e.getMessage());
	}

	@Test
	void aModelAtTheLimitLowers() {
		// 1 + 3 * (8 + 1) = 28 tasks
		TaskGraph g = TaskGraphParser.parse("small.taskgraph", BIG.replace("1e6", "3")).graph();
		assertEquals(28, Lowering.lower(g, g.body(), Bindings.of(g, Map.of()), Choices.typical(), 28).size());
		assertThrows(ModelException.class,
				() -> Lowering.lower(g, g.body(), Bindings.of(g, Map.of()), Choices.typical(), 27));
	}

	@Test
	void theDefaultLimitIsTenMillionTasks() {
		TaskGraph g = TaskGraphParser.parse("huge.taskgraph", "param n = 2e7\ngroup g n time 1\n").graph();
		ModelException e = assertThrows(ModelException.class,
				() -> Lowering.lower(g, g.body(), Bindings.of(g, Map.of()), Choices.typical()));
		assertTrue(e.getMessage().contains(Long.toString(Lowering.MAX_TASKS)), e.getMessage());
	}
}
