/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Compare-and-set loops, spins and an atomic update, each in a method of its own and on one thread, so that every
 * compare-and-set succeeds at once: the recorder counts exactly {@link #CAS}, {@link #HANDLE}, {@link #SPINS} and
 * {@link #UPDATES} calls at their sites.
 */
public final class AtomicLoops {

	/** Calls of {@code AtomicInteger.compareAndSet} in {@code casLoop}. */
	public static final int CAS = 1000;
	/** Calls of {@code VarHandle.compareAndSet} in {@code handleLoop}. */
	public static final int HANDLE = 300;
	/** Calls of {@code Thread.onSpinWait} in {@code spin}. */
	public static final int SPINS = 50;
	/** Calls of {@code AtomicLong.updateAndGet} in {@code update}. */
	public static final int UPDATES = 200;

	private static final VarHandle VALUE;

	static {
		try {
			VALUE = MethodHandles.lookup().findVarHandle(AtomicLoops.class, "value", long.class);
		} catch (ReflectiveOperationException e) {
			throw new ExceptionInInitializerError(e);
		}
	}

	private volatile long value;

	private AtomicLoops() {
	}

	/** No arguments. */
	public static void main(String[] a) {
		long sum = casLoop() + new AtomicLoops().handleLoop() + update();
		spin();
		System.out.println("AtomicLoops " + sum);
	}

	private static long casLoop() {
		AtomicInteger n = new AtomicInteger();
		for (int i = 0; i < CAS; i++) {
			int v;
			do {
				v = n.get();
			} while (!n.compareAndSet(v, v + 1));
		}
		return n.get();
	}

	private long handleLoop() {
		for (int i = 0; i < HANDLE; i++) {
			long v;
			do {
				v = value;
			} while (!VALUE.compareAndSet(this, v, v + 1));
		}
		return value;
	}

	private static void spin() {
		for (int i = 0; i < SPINS; i++) {
			Thread.onSpinWait();
		}
	}

	private static long update() {
		AtomicLong n = new AtomicLong();
		for (int i = 0; i < UPDATES; i++) {
			n.updateAndGet(x -> x + 2);
		}
		return n.get();
	}
}
