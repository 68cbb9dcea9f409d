/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Expr;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.TaskGraph;

/** The JSON exchange form of the CLI contract (issue 6). */
class TaskGraphJsonTest {

	@Test
	void readsTheContractExample() {
		TaskGraph g = TaskGraphJson.read("g.json", """
				{"tasks": [{"id": "a", "time": 5}, {"id": "x", "dist": {"normal": {"mean": 10, "sd": 2}}},
				           {"id": "e", "dist": {"exponential": {"mean": 3}}},
				           {"id": "u", "dist": {"uniform": {"min": 1, "max": 2}}},
				           {"id": "m", "dist": {"moments": {"mean": 1, "variance": 2, "skewness": 0, "kurtosis": 3}}}],
				 "edges": [["a", "x"], ["x", "e"]]}
				""");
		Node.Dag dag = (Node.Dag) g.body().children().get(0);
		assertEquals(5, dag.nodes().size());
		assertEquals(new Dist.Normal(Expr.num(10), Expr.num(2)), ((Node.Task) dag.nodes().get(1)).time());
		assertEquals(new Node.Edge("x", "e"), dag.edges().get(1));
		assertEquals(g, TaskGraphParser.parse("p", TaskGraphPrinter.print(g)).graph());
	}

	@Test
	void badElementsNameTheirPath() {
		TaskGraphSyntaxException e = assertThrows(TaskGraphSyntaxException.class, () -> TaskGraphJson.read("g.json",
				"{\"tasks\": [{\"id\": \"a\", \"dist\": {\"normal\": {\"mean\": 1}}}]}"));
		assertEquals("g.json: $.tasks[0].dist.normal: missing \"sd\"", e.getMessage());
		e = assertThrows(TaskGraphSyntaxException.class, () -> TaskGraphJson.read("g.json", "{\"tasks\": [}"));
		assertTrue(e.getMessage().startsWith("g.json: malformed JSON"), e.getMessage());
		// the parser's words without its class names, its advice to be lenient, its link, or a path of 255 levels
		e = assertThrows(TaskGraphSyntaxException.class,
				() -> TaskGraphJson.read("g.json", "{\"tasks\": [{\"id\": \"a"));
		assertEquals("g.json: malformed JSON: Unterminated string at line 1 column 21 path $.tasks[0].id",
				e.getMessage());
		e = assertThrows(TaskGraphSyntaxException.class, () -> TaskGraphJson.read("g.json", "[".repeat(300)));
		assertTrue(e.getMessage().startsWith("g.json: malformed JSON: Nesting limit 255 reached at line 1 column "
				+ "257 path $[0][0]"), e.getMessage());
		assertTrue(e.getMessage().endsWith("..."), e.getMessage());
		for (String text : List.of("{\"tasks\": [{\"id\": \"a\", time: }]}", "{\"tasks\"")) {
			e = assertThrows(TaskGraphSyntaxException.class, () -> TaskGraphJson.read("g.json", text));
			assertFalse(e.getMessage().contains("Exception") || e.getMessage().contains("https:")
					|| e.getMessage().contains("LENIENT"), e.getMessage());
		}
	}

	@Test
	void cyclesAreNamed() {
		TaskGraphSyntaxException e = assertThrows(TaskGraphSyntaxException.class, () -> TaskGraphJson.read("c.json",
				"{\"tasks\": [{\"id\": \"a\", \"time\": 1}, {\"id\": \"b\", \"time\": 1}],"
						+ " \"edges\": [[\"a\", \"b\"], [\"b\", \"a\"]]}"));
		assertEquals("c.json: the dag has a cycle: a -> b -> a", e.getMessage());
	}
}
