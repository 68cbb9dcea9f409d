/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.NumberRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;

/** Colours Foresight's text formats: keywords, function names, numbers, strings and {@code #} comments. */
final class KeywordScanner extends RuleBasedScanner {

	/** Words with a meaning in the .taskgraph language (docs/taskgraph.md). */
	private static final String[] TASKGRAPH_KEYWORDS = { "graph", "param", "resource", "bus", "server", "lock",
			"service", "servers", "hold", "schedule", "processes", "task", "seq", "par", "loop", "choose", "dag",
			"group", "grid", "by", "time", "times", "on", "uses", "even", "odd" };

	/** Distribution and function names of the .taskgraph language. */
	private static final String[] TASKGRAPH_FUNCTIONS = { "constant", "normal", "exponential", "uniform",
			"histogram", "moments", "max", "min" };

	/** Statements of the .machine format (docs/machine-format.md). */
	private static final String[] MACHINE_KEYWORDS = { "machine", "processors", "speed", "scheduler", "costs", "io",
			"logp", "error", "bind", "thread", "site" };

	/** Setting names of the .machine format. */
	private static final String[] MACHINE_SETTINGS = { "policy", "time-slice", "wakeup-granularity",
			"wakeup-preemption", "locks", "spin", "migration-cost", "thread-creation", "context-switch", "sync-latency",
			"wakeup-cost", "sync-transfer", "timer-slack", "concurrency", "copy-slowdown", "cpus", "low", "high", "runs" };

	/** A scanner for the .taskgraph language. */
	static KeywordScanner taskGraph() {
		return new KeywordScanner(TASKGRAPH_KEYWORDS, TASKGRAPH_FUNCTIONS);
	}

	/** A scanner for the .machine format. */
	static KeywordScanner machine() {
		return new KeywordScanner(MACHINE_KEYWORDS, MACHINE_SETTINGS);
	}

	private KeywordScanner(String[] keywords, String[] functions) {
		Display display = Display.getCurrent();
		IToken keyword = new Token(new TextAttribute(display.getSystemColor(SWT.COLOR_DARK_MAGENTA), null, SWT.BOLD));
		IToken function = new Token(new TextAttribute(display.getSystemColor(SWT.COLOR_DARK_BLUE)));
		IToken number = new Token(new TextAttribute(display.getSystemColor(SWT.COLOR_DARK_CYAN)));
		IToken string = new Token(new TextAttribute(display.getSystemColor(SWT.COLOR_BLUE)));
		IToken comment = new Token(new TextAttribute(display.getSystemColor(SWT.COLOR_DARK_GREEN)));
		WordRule words = new WordRule(new Words(), Token.UNDEFINED);
		for (String k : keywords) {
			words.addWord(k, keyword);
		}
		for (String f : functions) {
			words.addWord(f, function);
		}
		setRules(new IRule[] { new EndOfLineRule("#", comment), new SingleLineRule("\"", "\"", string, '\\'), words,
				new NumberRule(number) });
	}

	/** Identifiers: letters, digits and underscores, not starting with a digit. */
	private static final class Words implements IWordDetector {
		@Override
		public boolean isWordStart(char c) {
			return Character.isLetter(c) || c == '_';
		}

		@Override
		public boolean isWordPart(char c) {
			return Character.isLetterOrDigit(c) || c == '_' || c == '-';
		}
	}
}
