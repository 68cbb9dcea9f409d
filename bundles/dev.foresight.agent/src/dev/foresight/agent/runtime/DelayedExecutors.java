/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The delay of an executor of {@code CompletableFuture.delayedExecutor}, which the JDK waits out on a thread of its
 * own before it hands a task on: recorded as the delay of the task's submit, as a scheduled executor's is, so that
 * the replay begins the task that much later.
 */
final class DelayedExecutors {

	private static final Class<?> TYPE = type();
	private static final VarHandle NANOS = nanos();

	private DelayedExecutors() {
	}

	private static Class<?> type() {
		try {
			return Class.forName(CompletableFuture.class.getName() + "$DelayedExecutor");
		} catch (ClassNotFoundException | RuntimeException e) {
			return null;
		}
	}

	private static VarHandle nanos() {
		try {
			MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(TYPE, MethodHandles.lookup());
			return lookup.findVarHandle(TYPE, "nanoDelay", long.class);
		} catch (ReflectiveOperationException | RuntimeException e) {
			// another JDK's field, or the package not opened: no delay known
			return null;
		}
	}

	/** The delay of {@code ex} in nanoseconds, 0 when it is not such an executor (or its delay cannot be read). */
	static long nanosOf(Executor ex) {
		return TYPE != null && NANOS != null && ex.getClass() == TYPE ? Math.max(0, (long) NANOS.get(ex)) : 0;
	}
}
