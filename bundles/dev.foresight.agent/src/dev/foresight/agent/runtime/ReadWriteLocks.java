/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;

/**
 * The object a {@code ReentrantReadWriteLock}'s read lock and write lock are recorded on. The two are separate
 * objects that share one synchronizer; recorded under their own ids they would look like two unrelated locks, and a
 * reader would never wait for a writer in a simulation. Both are recorded on the synchronizer, reached through their
 * private {@code sync} field (the installer opens the package to the recorder); where it cannot be reached, on the
 * lock itself. Likewise a {@code StampedLock}'s {@code Lock} views ({@code asReadLock}, {@code asWriteLock}) are
 * recorded on the stamped lock, as its calls are, the read view's holds shared.
 */
final class ReadWriteLocks {

	private static final VarHandle READ_SYNC = sync(ReentrantReadWriteLock.ReadLock.class);
	private static final VarHandle WRITE_SYNC = sync(ReentrantReadWriteLock.WriteLock.class);
	private static final Class<?> READ_VIEW = view("ReadLockView");
	private static final Class<?> WRITE_VIEW = view("WriteLockView");
	private static final VarHandle READ_VIEW_LOCK = outer(READ_VIEW);
	private static final VarHandle WRITE_VIEW_LOCK = outer(WRITE_VIEW);

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

	private static Class<?> view(String name) {
		try {
			return Class.forName(StampedLock.class.getName() + "$" + name);
		} catch (ClassNotFoundException | RuntimeException e) {
			return null;
		}
	}

	/** The view's stamped lock: the enclosing instance an inner class keeps. */
	private static VarHandle outer(Class<?> view) {
		try {
			MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(view, MethodHandles.lookup());
			return lookup.findVarHandle(view, "this$0", StampedLock.class);
		} catch (ReflectiveOperationException | RuntimeException e) {
			return null;
		}
	}

	/** Whether lock {@code l}'s holds are shared: a read lock, or a stamped lock's read view. */
	static boolean shared(Lock l) {
		return l instanceof ReentrantReadWriteLock.ReadLock || l.getClass() == READ_VIEW;
	}

	/** The object lock {@code l}'s events are recorded on. */
	static Object identity(Lock l) {
		Class<?> c = l.getClass();
		if (c == READ_VIEW && READ_VIEW_LOCK != null) {
			return READ_VIEW_LOCK.get(l);
		}
		if (c == WRITE_VIEW && WRITE_VIEW_LOCK != null) {
			return WRITE_VIEW_LOCK.get(l);
		}
		if (l instanceof ReentrantReadWriteLock.ReadLock r && READ_SYNC != null) {
			return READ_SYNC.get(r);
		}
		if (l instanceof ReentrantReadWriteLock.WriteLock w && WRITE_SYNC != null) {
			return WRITE_SYNC.get(w);
		}
		return l;
	}
}
