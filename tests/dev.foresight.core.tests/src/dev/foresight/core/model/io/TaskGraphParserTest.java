/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Expr;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.Resource;
import dev.foresight.core.model.Schedule;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.TaskGraphBuilder;

/** The text language: every construct, round trips, and errors with positions. */
class TaskGraphParserTest {

	/** Uses every construct of the language once. */
	static final String ALL = """
			graph "every construct"
			param N = 4
			param work = 100 * N   # a default may use earlier parameters
			param size
			resource bus membus service 2
			resource server disk service 0.5 servers 2
			resource lock qlock hold 1
			schedule lpt
			processes 2 * N

			task init 5 uses qlock
			par {
				task a normal(10, 2) uses membus(0.1)
				task b exponential(work / N) uses membus(0.05), disk(0.01)
				task c uniform(1, 3)
				task d histogram(1: 0.5, 2: 0.25, 4: 0.25)
				task e moments(10, 4, 0.5, 3.5)
			}
			group phase N time 3 on even
			group tail times [4, 3, normal(2, 0.1), 1] on odd
			grid wave 4 by size time 1
			loop 10 {
				task step 1
			}
			loop histogram(1: 0.5, 3: 0.5) {
				seq {
					task s1 2
					task s2 -1 + 2 ^ 2 ^ 0.5
				}
			}
			par N {
				task copy max(1, N / 2) - -(3)
			}
			choose {
				0.3: task fast 1
				0.7: seq {
					task slow1 5
					task slow2 5
				}
			}
			dag {
				task s 0
				task x 2
				task y 1
				group g 3 time 1
				s -> x
				s -> y
				x -> g
				y -> g
			}
			""";

	@Test
	void parsesEveryConstruct() {
		TaskGraph g = TaskGraphParser.parse("all.taskgraph", ALL).graph();
		assertEquals("every construct", g.name());
		assertEquals(3, g.params().size());
		assertEquals(null, g.params().get(2).value());
		assertEquals(Resource.Kind.SERVER, g.resource("disk").kind());
		assertEquals(Schedule.Policy.LPT, g.schedule().policy());
		assertEquals(10, g.body().children().size());
		Node.Par par = (Node.Par) g.body().children().get(1);
		assertEquals(new Dist.Normal(Expr.num(10), Expr.num(2)), ((Node.Task) par.children().get(0)).time());
		Node.Dag dag = (Node.Dag) g.body().children().get(9);
		assertEquals(4, dag.edges().size());
		assertEquals(new Node.Edge("y", "g"), dag.edges().get(3));
	}

	@Test
	void printThenParseGivesTheSameModel() {
		TaskGraph g = TaskGraphParser.parse("all.taskgraph", ALL).graph();
		String printed = TaskGraphPrinter.print(g);
		assertEquals(g, TaskGraphParser.parse("printed", printed).graph(), printed);
		assertEquals(printed, TaskGraphPrinter.print(TaskGraphParser.parse("printed", printed).graph()));
	}

	@Test
	void operatorPrecedenceAndAssociativitySurviveAPrint() {
		String[] exprs = { "1 - (2 - 3)", "(1 - 2) - 3", "2 ^ 3 ^ 2", "(2 ^ 3) ^ 2", "-2 ^ 2", "(-2) ^ 2",
				"-(2)", "-x", "--x", "a / (b * c)", "a * b / c", "1.5e-7 + 1e12", "0.1 * -3" };
		for (String e : exprs) {
			TaskGraph g = TaskGraphParser.parse("e", "param a = 1\nparam b = 2\nparam c = 3\nparam x = 4\n"
					+ "task t " + e + "\n").graph();
			assertEquals(g, TaskGraphParser.parse("p", TaskGraphPrinter.print(g)).graph(), e);
		}
	}

	@Test
	void builtModelRoundTrips() {
		TaskGraph g = new TaskGraphBuilder("built").param("N", 3).build(t -> t.task("r", 1)
				.par(p -> p.task("a", 4).task("b", 0.1)).loop(Dist.constant(1e12), l -> l.task("x", 1))
				.choice(0.25, a -> a.task("y", 1), b -> b.task("z", 2)).dag(d -> d.task("u", 1).task("v", 2)
						.edge("u", "v")));
		assertEquals(g, TaskGraphParser.parse("built", TaskGraphPrinter.print(g)).graph());
	}

	@Test
	void syntaxErrorsCarryLineAndColumnAndSeveralAreReported() {
		String text = """
				task a 1
				task b * 2
				par {
					task c
				}
				task d normal(1, 2
				task e 3
				""";
		TaskGraphSyntaxException e = assertThrows(TaskGraphSyntaxException.class,
				() -> TaskGraphParser.parse("bad.taskgraph", text));
		List<Problem> ps = e.problems();
		assertEquals(3, ps.size(), e.getMessage());
		assertEquals(new SourcePos(2, 8), ps.get(0).pos());
		assertTrue(ps.get(0).message().contains("found '*'"), ps.get(0).message());
		assertEquals(new SourcePos(5, 1), ps.get(1).pos(), e.getMessage());
		assertEquals(new SourcePos(7, 1), ps.get(2).pos(), e.getMessage());
		assertTrue(e.getMessage().startsWith("bad.taskgraph:2:8: expected a number"), e.getMessage());
	}

	@Test
	void cyclesAreNamed() {
		String text = "dag {\n\ttask a 1\n\ttask b 1\n\ttask c 1\n\ta -> b\n\tb -> c\n\tc -> a\n}\n";
		TaskGraphSyntaxException e = assertThrows(TaskGraphSyntaxException.class,
				() -> TaskGraphParser.parse("cyc.taskgraph", text));
		assertEquals("cyc.taskgraph:1:1: the dag has a cycle: a -> b -> c -> a", e.getMessage());
	}

	@Test
	void unknownNamesAreReportedWithPositions() {
		String text = "param N = 2\ntask a M\ntask b 1 uses nobus(1)\ndag {\n\ttask x 1\n\tx -> y\n}\n";
		TaskGraphSyntaxException e = assertThrows(TaskGraphSyntaxException.class,
				() -> TaskGraphParser.parse("n.taskgraph", text));
		assertEquals(3, e.problems().size(), e.getMessage());
		assertTrue(e.getMessage().contains("n.taskgraph:2:8: unknown parameter 'M'"), e.getMessage());
		assertTrue(e.getMessage().contains("n.taskgraph:3:15: unknown resource 'nobus'"), e.getMessage());
		assertTrue(e.getMessage().contains("n.taskgraph:6:7: edge x -> y names 'y'"), e.getMessage());
	}

	@Test
	void keywordsCannotNameTasks() {
		TaskGraphSyntaxException e = assertThrows(TaskGraphSyntaxException.class,
				() -> TaskGraphParser.parse("k", "task par 1\n"));
		assertEquals("k:1:6: 'par' is a keyword and cannot be a task name", e.getMessage());
	}

	@Test
	void unclosedBlockIsReported() {
		TaskGraphSyntaxException e = assertThrows(TaskGraphSyntaxException.class,
				() -> TaskGraphParser.parse("u", "par {\n\ttask a 1\n"));
		assertEquals("u:3:1: missing '}'", e.getMessage());
	}

	/**
	 * Nesting past 200 levels is one error at the level that passes it, and the parse stops there: the parser and the
	 * models' evaluation recurse per level, and 700 nested blocks overflowed the stack (a fuzzed model); 5,000 unclosed
	 * blocks are not 4,800 errors.
	 */
	@Test
	void nestingDeeperThanTwoHundredLevelsIsOneError() {
		String deep = "seq {\n".repeat(5_000);
		TaskGraphSyntaxException e = assertThrows(TaskGraphSyntaxException.class,
				() -> TaskGraphParser.parse("d", deep));
		assertEquals(1, e.problems().size(), e.getMessage());
		assertEquals("d:201:5: nested more than 200 levels deep (blocks, or parentheses, signs and powers in an "
				+ "expression)", e.getMessage());
		String parens = "task a " + "(".repeat(2_000) + "1" + ")".repeat(2_000) + "\n";
		e = assertThrows(TaskGraphSyntaxException.class, () -> TaskGraphParser.parse("p", parens));
		assertEquals(1, e.problems().size(), e.getMessage());
		assertTrue(e.getMessage().startsWith("p:1:208: nested more than 200 levels deep"), e.getMessage());
		// 200 levels in all are a model: 100 blocks, and an expression of 99 parentheses around its number
		TaskGraph g = TaskGraphParser.parse("ok", "seq {\n".repeat(100) + "task a " + "(".repeat(99) + "2"
				+ ")".repeat(99) + "\n" + "}\n".repeat(100)).graph();
		assertEquals(1, g.body().children().size());
	}
}
