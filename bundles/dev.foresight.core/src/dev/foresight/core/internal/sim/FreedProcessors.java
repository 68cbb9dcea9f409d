/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * The processors freed during one step of the simulation, which the scheduler gives threads at the end of the step,
 * the last freed first. A processor may be freed twice in one step: with a wake-up granularity of 0, a thread that a
 * wake-up put on it is preempted by the next wake-up of the same instant when the waker's events take no CPU time
 * between them. It is then listed once, at its latest place, so that the others keep their order.
 */
final class FreedProcessors {

	private final int[] stack;
	private final boolean[] listed;
	private int size;

	FreedProcessors(int processors) {
		this.stack = new int[processors];
		this.listed = new boolean[processors];
	}

	/** Notes that processor {@code p} was freed. */
	void add(int p) {
		if (listed[p]) {
			int k = 0;
			while (stack[k] != p) {
				k++;
			}
			System.arraycopy(stack, k + 1, stack, k, size - k - 1);
			size--;
		}
		listed[p] = true;
		stack[size++] = p;
	}

	boolean isEmpty() {
		return size == 0;
	}

	/** The processor freed last, taken off the list. */
	int poll() {
		int p = stack[--size];
		listed[p] = false;
		return p;
	}
}
