/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Tells, right after a thread entered a monitor, whether the monitor is still thin: HotSpot inflates a monitor that
 * a thread had to wait for (and one waited on with {@code wait}), so a thin monitor was entered without waiting, and
 * its entry needs no second reading of the clock. The header's two low bits say it: 00 thin (locked on the thread's
 * lock stack or its own stack), 10 inflated. Read through {@code jdk.internal.misc.Unsafe}, which the installer opens
 * to the recorder; without it, or on a JVM whose header says otherwise, every entry counts as possibly waited.
 */
public final class MarkWord {

	/** {@code long getLong(Object, long)} bound to the JDK's Unsafe, or {@code null}. */
	private static final MethodHandle GET_LONG;

	static {
		MethodHandle h = null;
		try {
			Class<?> cls = Class.forName("jdk.internal.misc.Unsafe");
			MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(cls, MethodHandles.lookup());
			Object unsafe = lookup.findStatic(cls, "getUnsafe", MethodType.methodType(cls)).invoke();
			h = lookup.findVirtual(cls, "getLong", MethodType.methodType(long.class, Object.class, long.class))
					.bindTo(unsafe);
			Object probe = new Object();
			synchronized (probe) {
				// a monitor this thread holds and nobody else ever saw must read thin, else the bits mean otherwise
				if (!thin(h, probe)) {
					h = null;
				}
			}
		} catch (Throwable t) {
			h = null;
		}
		GET_LONG = h;
	}

	private MarkWord() {
	}

	/** Whether {@code monitor}, held by the current thread, is thin: its entry cannot have waited. */
	static boolean thin(Object monitor) {
		MethodHandle h = GET_LONG;
		return h != null && thin(h, monitor);
	}

	private static boolean thin(MethodHandle h, Object monitor) {
		try {
			return ((long) h.invokeExact(monitor, 0L) & 3) == 0;
		} catch (Throwable t) {
			return false;
		}
	}

	/** Whether the header can be read (for the trace's properties); loads the class before any hook needs it. */
	public static boolean readable() {
		return GET_LONG != null;
	}
}
