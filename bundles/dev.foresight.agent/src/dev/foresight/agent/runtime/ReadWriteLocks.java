/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The object a {@code ReentrantReadWriteLock}'s read lock and write lock are recorded on. The two are separate
 * objects that share one synchronizer; recorded under their own ids they would look like two unrelated locks, and a
 * reader would never wait for a writer in a simulation. Both are recorded on the synchronizer, reached through their
 * private {@code sync} field (the installer opens the package to the recorder); where it cannot be reached, on the
 * lock itself.
 */
final class ReadWriteLocks {

	private static final VarHandle READ_SYNC = sync(ReentrantReadWriteLock.ReadLock.class);
	private static final VarHandle WRITE_SYNC = sync(ReentrantReadWriteLock.WriteLock.class);

	private ReadWriteLocks() {
	}

	private static VarHandle sync(Class<?> view) {
		try {
			MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(view, MethodHandles.lookup());
			Class<?> type = Class.forName(ReentrantReadWriteLock.class.getName() + "$Sync");
			return lookup.findVarHandle(view, "sync", type);
		} catch (ReflectiveOperationException | RuntimeException e) {
			return null;
		}
	}

	/** The object lock {@code l}'s events are recorded on. */
	static Object identity(Lock l) {
		if (l instanceof ReentrantReadWriteLock.ReadLock r && READ_SYNC != null) {
			return READ_SYNC.get(r);
		}
		if (l instanceof ReentrantReadWriteLock.WriteLock w && WRITE_SYNC != null) {
			return WRITE_SYNC.get(w);
		}
		return l;
	}
}
