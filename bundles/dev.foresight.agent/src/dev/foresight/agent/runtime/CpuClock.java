/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The current platform thread's CPU clock. {@code ManagementFactory.getThreadMXBean()} costs about 20 ms at start-up
 * (it sets up every platform MXBean provider) and checks two flags per reading, so when the installer has opened
 * {@code sun.management} to the recorder, the clock is the JDK's own native reading behind that bean, reached
 * directly; otherwise the public bean. Never throws; -1 when the platform has no thread CPU clock.
 */
final class CpuClock {

	/** {@code long getThreadTotalCpuTime0(long)} of {@code sun.management.ThreadImpl}, or {@code null}. */
	private static final MethodHandle NATIVE;
	/** The public bean, when the native reading is not reachable; {@code null} when neither is usable. */
	private static final ThreadMXBean BEAN;

	static {
		MethodHandle nativeRead = null;
		ThreadMXBean bean = null;
		try {
			// the helper's initialization loads the native library the reading lives in
			Class<?> helper = Class.forName("sun.management.ManagementFactoryHelper");
			ThreadMXBean impl = (ThreadMXBean) helper.getMethod("getThreadMXBean").invoke(null);
			if (impl.isCurrentThreadCpuTimeSupported()) {
				Class<?> cls = Class.forName("sun.management.ThreadImpl");
				MethodHandle h = MethodHandles.privateLookupIn(cls, MethodHandles.lookup())
						.findStatic(cls, "getThreadTotalCpuTime0", MethodType.methodType(long.class, long.class));
				if ((long) h.invokeExact(0L) >= 0) {
					nativeRead = h;
				}
			}
		} catch (Throwable t) {
			nativeRead = null;
		}
		if (nativeRead == null) {
			try {
				ThreadMXBean b = ManagementFactory.getThreadMXBean();
				bean = b.isCurrentThreadCpuTimeSupported() ? b : null;
			} catch (Throwable t) {
				bean = null;
			}
		}
		NATIVE = nativeRead;
		BEAN = bean;
	}

	private CpuClock() {
	}

	/** Nanoseconds of CPU the current (platform) thread has used, or -1. */
	static long read() {
		try {
			if (NATIVE != null) {
				// 0 stands for the current thread
				return (long) NATIVE.invokeExact(0L);
			}
			return BEAN != null ? BEAN.getCurrentThreadCpuTime() : -1;
		} catch (Throwable t) {
			return -1;
		}
	}

	/** Whether the direct native reading is in use (for the trace's properties). */
	static boolean direct() {
		return NATIVE != null;
	}
}
