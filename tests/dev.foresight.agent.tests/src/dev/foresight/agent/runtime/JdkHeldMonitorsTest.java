/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * A thread's stack of the JDK monitors it holds ({@link ThreadState#enteredJdkAgain}): which entries and exits are
 * re-entries, which the recorder leaves out (docs/ftrace-format.md, "Re-entries of the JDK's monitors").
 */
class JdkHeldMonitorsTest {

	private final ThreadState s = new ThreadState(null, false, 0, 0);
	private final Object out = new Object();
	private final Object map = new Object();

	@Test
	void aMonitorEnteredAgainByItsHolderIsAReentryToItsLastExit() {
		assertFalse(s.enteredJdkAgain(out));
		assertTrue(s.enteredJdkAgain(out));
		assertFalse(s.enteredJdkAgain(map), "another monitor inside is a first entry");
		assertTrue(s.enteredJdkAgain(out));
		assertTrue(s.exitedJdkAgain(out));
		assertFalse(s.exitedJdkAgain(map));
		assertTrue(s.exitedJdkAgain(out));
		assertFalse(s.exitedJdkAgain(out), "the outer exit is the release");
		assertFalse(s.enteredJdkAgain(out), "held no longer");
		assertFalse(s.exitedJdkAgain(out));
	}

	@Test
	void deepRecursionGrowsTheStack() {
		assertFalse(s.enteredJdkAgain(out));
		for (int i = 0; i < 40; i++) {
			assertTrue(s.enteredJdkAgain(out));
		}
		for (int i = 0; i < 40; i++) {
			assertTrue(s.exitedJdkAgain(out));
		}
		assertFalse(s.exitedJdkAgain(out));
	}

	@Test
	void anExitNotNotedIsRecordedAndAnExitBelowTheTopDropsWhatItLeftUnseen() {
		// entered before the recorder saw the thread: its exit is an ordinary one
		assertFalse(s.exitedJdkAgain(map));
		// map's exit went unseen: out's exit below it drops it, so that map counts as free again
		assertFalse(s.enteredJdkAgain(out));
		assertFalse(s.enteredJdkAgain(map));
		assertFalse(s.exitedJdkAgain(out));
		assertFalse(s.enteredJdkAgain(map));
		assertFalse(s.exitedJdkAgain(map));
	}

	@Test
	void theChecksBeforeTheInstructionsAgreeWithWhatTheHooksNote() {
		// Hooks.jdkEntryClock and jdkExitClock skip the clock where the hook will find a re-entry: the queries must
		// answer as the noting calls do, whatever the order of entries, exits and exits that went unseen
		Object[] monitors = { out, map, new Object() };
		Random random = new Random(7);
		int reentries = 0;
		for (int step = 0; step < 20_000; step++) {
			Object m = monitors[random.nextInt(monitors.length)];
			if (random.nextBoolean()) {
				boolean expected = s.holdsJdk(m);
				assertEquals(expected, s.enteredJdkAgain(m), "entry at step " + step);
				reentries += expected ? 1 : 0;
			} else {
				boolean expected = s.holdsJdkTwice(m);
				assertEquals(expected, s.exitedJdkAgain(m), "exit at step " + step);
			}
		}
		assertTrue(reentries > 1_000, "the walk re-enters: " + reentries);
	}
}
