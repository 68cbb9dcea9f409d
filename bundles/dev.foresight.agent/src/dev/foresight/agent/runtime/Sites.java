/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.Iterator;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;

import dev.foresight.agent.format.ByteSink;
import dev.foresight.agent.format.FtraceFormat;

/**
 * The site table: one id per source location (class, method, file, line). The instrumenter interns a site when it
 * rewrites a call, so events carry a number and no stack is walked per event; each new site is written as a block.
 */
public final class Sites {

	private static final ConcurrentHashMap<String, Integer> IDS = new ConcurrentHashMap<>();
	private static final AtomicInteger NEXT = new AtomicInteger();

	private Sites() {
	}

	/** The id of the site, creating it (and writing its block) when new. */
	public static int intern(String className, String method, String file, int line) {
		String key = className + '\u0000' + method + '\u0000' + file + '\u0000' + line;
		Integer id = IDS.get(key);
		if (id != null) {
			return id;
		}
		synchronized (IDS) {
			id = IDS.get(key);
			if (id == null) {
				id = NEXT.getAndIncrement();
				ByteSink s = new ByteSink(64);
				s.varint(id);
				s.string(className);
				s.string(method);
				s.string(file == null ? "" : file);
				s.zigzag(line);
				TraceOutput.submit(FtraceFormat.BLOCK_SITE, s.toByteArray());
				IDS.put(key, id);
			}
			return id;
		}
	}

	/**
	 * The site of the innermost frame outside the JDK and the agent; used only for rare events (thread start, the
	 * samples of {@link Callers}).
	 */
	static int callerSite() {
		return StackWalker.getInstance().walk(FirstCaller.INSTANCE);
	}

	/**
	 * {@link #callerSite()} for a hook of the thread of {@code s}, whose next charges leave the walk's time out: its
	 * CPU time where the thread has a clock, since on one CPU the walk (a first one loads classes) may be preempted and
	 * its wall time hold other threads' turns; a virtual thread's wall time.
	 */
	static int callerSite(ThreadState s) {
		long cpu = Events.cpuOf(s.virtual);
		long wall = Events.now();
		int site = callerSite();
		s.excuse(cpu >= 0 ? Events.cpuOf(false) - cpu : Events.now() - wall);
		return site;
	}

	/**
	 * The walk of {@link #callerSite()}: a class of its own rather than a lambda, since a lambda's class is spun at its
	 * first use, which for the first sample of {@link Callers} is a program's first print, milliseconds of its start.
	 */
	private static final class FirstCaller implements Function<Stream<StackWalker.StackFrame>, Integer> {
		static final FirstCaller INSTANCE = new FirstCaller();

		@Override
		public Integer apply(Stream<StackWalker.StackFrame> frames) {
			Iterator<StackWalker.StackFrame> it = frames.iterator();
			while (it.hasNext()) {
				StackWalker.StackFrame f = it.next();
				if (!isSystem(f.getClassName())) {
					return intern(f.getClassName(), f.getMethodName(), f.getFileName(), f.getLineNumber());
				}
			}
			return -1;
		}
	}

	private static boolean isSystem(String cls) {
		return cls.startsWith("java.") || cls.startsWith("javax.") || cls.startsWith("jdk.") || cls.startsWith("sun.")
				|| cls.startsWith("com.sun.") || cls.startsWith("dev.foresight.agent.runtime.");
	}
}
