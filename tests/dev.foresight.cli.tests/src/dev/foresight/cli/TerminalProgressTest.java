/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

/** The progress line of long commands: silent for short runs, then at most twice a second, cleared at the end. */
class TerminalProgressTest {

	private long now;

	@Test
	void silentForTheFirstSecondThenTwiceASecond() {
		StringWriter text = new StringWriter();
		TerminalProgress p = new TerminalProgress(new PrintWriter(text), () -> now);
		p.begin("Simulating 7 processor counts", 40);
		now = 900_000_000L;
		p.worked(10);
		assertEquals("", text.toString(), "nothing in the first second");
		now = 1_000_000_000L;
		p.worked(4);
		assertEquals("\rforesight: Simulating 7 processor counts: 35 %   ", text.toString());
		now = 1_400_000_000L;
		p.worked(6);
		assertEquals("\rforesight: Simulating 7 processor counts: 35 %   ", text.toString(), "not again so soon");
		now = 1_500_000_000L;
		p.worked(20);
		assertEquals("\rforesight: Simulating 7 processor counts: 35 %   \rforesight: Simulating 7 processor counts: "
				+ "100 %   ", text.toString());
		p.done();
		assertEquals("\r\033[K", text.toString().substring(text.toString().length() - 4));
	}

	@Test
	void aShortRunLeavesNothing() {
		StringWriter text = new StringWriter();
		TerminalProgress p = new TerminalProgress(new PrintWriter(text), () -> now);
		p.begin("Simulating", 3);
		p.worked(3);
		p.done();
		assertEquals("", text.toString());
	}
}
