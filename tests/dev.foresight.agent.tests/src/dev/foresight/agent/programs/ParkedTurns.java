/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.locks.LockSupport;

/**
 * Two threads that take turns through a volatile field, parking while it is not theirs and unparking the other after
 * their turn: {@link #TURNS} turns of {@link #TURN_NANOS} each, one at a time. On one CPU a thread's unpark often
 * lets the other preempt it before it parks, so that the other's unpark finds it running and it never parks for its
 * next turn: no wake link holds that wait.
 */
public final class ParkedTurns {

	/** Turns each thread takes. */
	public static final int TURNS = 300;
	/** CPU time of a turn. */
	public static final long TURN_NANOS = 200_000L;

	private static volatile int turn;

	private ParkedTurns() {
	}

	/** Runs the turns. */
	public static void main(String[] args) throws InterruptedException {
		Thread[] ts = new Thread[2];
		for (int k = 0; k < 2; k++) {
			int me = k;
			ts[k] = new Thread(() -> {
				for (int i = 0; i < TURNS; i++) {
					while (turn != me) {
						LockSupport.park();
					}
					Interrupts.compute(TURN_NANOS);
					turn = 1 - me;
					LockSupport.unpark(ts[1 - me]);
				}
			}, "turn-" + k);
		}
		for (Thread t : ts) {
			t.start();
		}
		for (Thread t : ts) {
			t.join();
		}
	}
}
