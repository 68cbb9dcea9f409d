/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

/**
 * The monitors of the JDK's shared objects ({@code JdkMonitors}) a recorded thread holds, so that their re-entries,
 * which cannot wait, are left out of the trace. {@link ThreadState} extends it rather than holding one, as it extends
 * {@link CpuAccount}, so that the per-event path reads these fields without another object. Only the state's own
 * thread uses it.
 */
abstract class JdkHeldMonitors extends CpuAccount {

	/**
	 * The monitors held, innermost last, one slot per entry: a re-entry is found by reference below the top, without
	 * hashing a locked monitor. Allocated at the first.
	 */
	private Object[] jdkHeld;
	private int jdkDepth;
	/**
	 * Entries of JDK monitors, for {@link Callers}: it starts at the thread's id, so that a program's many short
	 * threads, each entering fewer than a stride's worth, still count their share between them.
	 */
	private int jdkEntries;

	JdkHeldMonitors(int id, boolean virtual, long cpuNow, long wallNow) {
		super(virtual, cpuNow, wallNow);
		this.jdkEntries = id;
	}

	/** Counts an entry of a JDK monitor; true at every {@code stride}th (a power of two). */
	final boolean jdkEntryCounts(int stride) {
		return (++jdkEntries & (stride - 1)) == 0;
	}

	/**
	 * Notes the entry of a JDK monitor and returns whether the thread held it already: a re-entry (a print stream's
	 * {@code println} writing through its own {@code write}, a {@code Stack.pop} calling {@code peek}) cannot wait and
	 * changes nothing the simulator replays, so it is not recorded, nor is its exit.
	 */
	boolean enteredJdkAgain(Object monitor) {
		Object[] held = jdkHeld;
		if (held == null) {
			held = jdkHeld = new Object[8];
		}
		int d = jdkDepth;
		boolean again = holdsJdk(monitor);
		if (d == held.length) {
			held = jdkHeld = java.util.Arrays.copyOf(held, d * 2);
		}
		held[d] = monitor;
		jdkDepth = d + 1;
		return again;
	}

	/**
	 * Whether an entry of {@code monitor} now would be a re-entry ({@link #enteredJdkAgain}), noting nothing: asked
	 * before the instruction, so that a re-entry, which is not recorded, reads no clock.
	 */
	boolean holdsJdk(Object monitor) {
		Object[] held = jdkHeld;
		for (int i = jdkDepth - 1; i >= 0; i--) {
			if (held[i] == monitor) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Notes the entry of {@code monitor} about to happen if it is a re-entry ({@link #enteredJdkAgain}), and says
	 * whether it was. A print stream's {@code println} re-enters its monitor several times (its writers lock the
	 * stream), and noting those before the instruction spares the hook after it a look-up of the thread. Never throws.
	 */
	final boolean reenteredJdk(Object monitor) {
		try {
			return holdsJdk(monitor) && enteredJdkAgain(monitor);
		} catch (Throwable t) {
			TraceOutput.failed(t);
			return false;
		}
	}

	/** As {@link #reenteredJdk}, for an exit about to happen that leaves a re-entry ({@link #exitedJdkAgain}). */
	final boolean reexitedJdk(Object monitor) {
		return holdsJdkTwice(monitor) && exitedJdkAgain(monitor);
	}

	/** Whether an exit of {@code monitor} now would leave a re-entry ({@link #exitedJdkAgain}), noting nothing. */
	boolean holdsJdkTwice(Object monitor) {
		Object[] held = jdkHeld;
		boolean once = false;
		for (int i = jdkDepth - 1; i >= 0; i--) {
			if (held[i] == monitor) {
				if (once) {
					return true;
				}
				once = true;
			}
		}
		return false;
	}

	/**
	 * Notes the exit of a JDK monitor and returns whether it left a re-entry ({@link #enteredJdkAgain}). An exit of a
	 * monitor not noted (entered before the recorder saw the thread) is recorded as ever; one below the innermost
	 * entry noted drops the entries above it, whose exits went unseen, so that they are not taken for held.
	 */
	boolean exitedJdkAgain(Object monitor) {
		int d = jdkDepth;
		while (d > 0 && jdkHeld[d - 1] != monitor) {
			d--;
		}
		if (d == 0) {
			return false;
		}
		for (int i = d - 1; i < jdkDepth; i++) {
			jdkHeld[i] = null;
		}
		jdkDepth = --d;
		return holdsJdk(monitor);
	}
}
