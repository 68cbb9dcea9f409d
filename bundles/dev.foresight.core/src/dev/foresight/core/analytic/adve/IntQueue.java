/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.Arrays;

/** A FIFO queue of ints (task ids) without boxing. */
final class IntQueue {

	private int[] a = new int[16];
	private int head;
	private int tail;

	void add(int x) {
		if (tail == a.length) {
			if (head > a.length / 2) {
				System.arraycopy(a, head, a, 0, tail - head);
			} else {
				a = Arrays.copyOf(a, a.length * 2);
				System.arraycopy(a, head, a, 0, tail - head);
			}
			tail -= head;
			head = 0;
		}
		a[tail++] = x;
	}

	int poll() {
		return head == tail ? -1 : a[head++];
	}

	boolean isEmpty() {
		return head == tail;
	}
}
