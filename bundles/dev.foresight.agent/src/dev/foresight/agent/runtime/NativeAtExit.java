/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.Map;

/**
 * The program's threads still in native code when the recording closes at the JVM's exit. HotSpot's exit waits up to
 * about 0.3 s for such threads to block before it ends the process (a thread blocked in a socket's accept or read, in
 * a selector, or the poller that virtual threads' socket reads wait on stays in native code all that time), so the
 * program's run lasts that much after its last event. Written as {@code jvm.exit.native.count} and, the first few
 * names, {@code jvm.exit.native.threads}; the simulator adds the wait to every run.
 * <p>
 * Java shows such a thread as {@code RUNNABLE} with a native method on top of its stack. Left out: the JVM's own
 * threads of the {@code system} group, the recorder's, and the native methods that block inside the VM, where the
 * exit does not wait (the reference handler's, the virtual threads' unblocker's).
 */
final class NativeAtExit {

	/** Trace property: how many threads were in native code at the close. */
	static final String COUNT_PROPERTY = "jvm.exit.native.count";
	/** Trace property: their names, comma-separated, at most {@link #NAMES}. */
	static final String THREADS_PROPERTY = "jvm.exit.native.threads";
	private static final int NAMES = 5;

	private NativeAtExit() {
	}

	/** Writes the two properties; nothing where the threads cannot be read. */
	static void write() {
		try {
			Thread self = Thread.currentThread();
			int count = 0;
			StringBuilder names = new StringBuilder();
			for (Map.Entry<Thread, StackTraceElement[]> e : Thread.getAllStackTraces().entrySet()) {
				Thread t = e.getKey();
				StackTraceElement[] stack = e.getValue();
				if (t == self || stack.length == 0 || !stack[0].isNativeMethod()
						|| t.getState() != Thread.State.RUNNABLE || !isProgram(t) || inVm(stack[0])) {
					continue;
				}
				if (count++ < NAMES) {
					names.append(names.length() == 0 ? "" : ",").append(t.getName().replace(',', ' '));
				}
			}
			Recorder.property(COUNT_PROPERTY, String.valueOf(count));
			if (count > 0) {
				Recorder.property(THREADS_PROPERTY, names.toString());
			}
		} catch (RuntimeException | Error e) {
			// a security manager or an exhausted heap at exit: the trace says nothing of it
		}
	}

	/** Whether {@code top} is a native method that blocks inside the VM rather than in native code. */
	private static boolean inVm(StackTraceElement top) {
		String c = top.getClassName();
		return c.equals("java.lang.VirtualThread") || c.equals("java.lang.ref.Reference");
	}

	/** Whether {@code t} is neither one of the JVM's own threads nor the recorder's. */
	private static boolean isProgram(Thread t) {
		ThreadGroup g = t.getThreadGroup();
		return g != null && !(g.getParent() == null && "system".equals(g.getName()))
				&& !t.getName().startsWith(ProgramCpu.RECORDER_THREAD);
	}
}
