/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.samples;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Reads the {@code jdk.ExecutionSample} events of a JFR recording (the file {@code foresight record} writes beside a
 * trace as {@code TRACE.jfr}). Other event types are skipped; samples without a Java frame of the program (the
 * recorder's frames are skipped) are dropped.
 */
public final class JfrSamples {

	/** The JFR event type read. */
	public static final String EXECUTION_SAMPLE = "jdk.ExecutionSample";

	/** The package of the recorder's classes, whose frames a sample skips. */
	private static final String RECORDER = "dev.foresight.agent.";

	private JfrSamples() {
	}

	/**
	 * The JVM options that record execution samples, and nothing else, into {@code jfr}: JFR started with no settings
	 * file, only {@code jdk.ExecutionSample} enabled every {@code periodMillis}, written when the JVM exits; its
	 * startup banner silenced so that the program's output stays its own. The JIT keeps debug information at every
	 * instruction ({@code DebugNonSafepoints}): otherwise a sample in compiled code is placed at the nearest safepoint,
	 * often in the caller of a method inlined into a loop, and the hot method itself goes unnamed.
	 */
	public static List<String> jvmOptions(Path jfr, int periodMillis) {
		if (periodMillis < 1) {
			throw new IllegalArgumentException("the sample period must be at least 1 ms, was " + periodMillis);
		}
		return List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+DebugNonSafepoints", "-Xlog:jfr+startup=off",
				"-XX:StartFlightRecording:settings=none,"
				+ "+jdk.ExecutionSample#enabled=true,+jdk.ExecutionSample#period=" + periodMillis + "ms,"
				+ "dumponexit=true,filename=" + jfr.toAbsolutePath(), JfrRepository.jvmOption(jfr));
	}

	/** The JFR file recorded beside {@code trace}: the trace's name followed by {@code .jfr}. */
	public static Path besideTrace(Path trace) {
		return trace.resolveSibling(trace.getFileName() + ".jfr");
	}

	/**
	 * The samples recorded beside {@code trace} ({@link #besideTrace}), none when there is no such file. A file that
	 * cannot be read gives none too, and {@code unreadable} is told why: a JVM killed while it recorded leaves an
	 * empty one, and the analyses of its trace go on at the synchronization sites' level.
	 */
	public static List<ExecutionSample> besideOrNone(Path trace, Consumer<String> unreadable) {
		Path jfr = besideTrace(trace);
		if (!Files.isRegularFile(jfr)) {
			return List.of();
		}
		try {
			return read(jfr, unreadable);
		} catch (IOException e) {
			unreadable.accept(e.getMessage().replaceFirst("\\.$", "")); // the JDK's sentences end with a period
			return List.of();
		}
	}

	/**
	 * The execution samples of {@code file}, in file order.
	 *
	 * @throws IOException naming the file when it cannot be read or is not a JFR recording
	 */
	public static List<ExecutionSample> read(Path file) throws IOException {
		return read(file, null);
	}

	/**
	 * The execution samples of {@code file}, in file order; of a file whose end cannot be read (a chunk JFR never
	 * closed, see {@link JfrRepository#recover}), those before it, and {@code cut} is told what was lost.
	 *
	 * @param cut told of a file read in part; {@code null}: such a file is an error
	 * @throws IOException naming the file when none of it can be read or it is not a JFR recording
	 */
	public static List<ExecutionSample> read(Path file, Consumer<String> cut) throws IOException {
		List<ExecutionSample> samples = new ArrayList<>();
		try (RecordingFile in = new RecordingFile(file)) {
			while (in.hasMoreEvents()) {
				RecordedEvent e = in.readEvent();
				if (EXECUTION_SAMPLE.equals(e.getEventType().getName())) {
					ExecutionSample s = sample(e);
					if (s != null) {
						samples.add(s);
					}
				}
			}
		} catch (IOException | RuntimeException e) {
			if (samples.isEmpty() || cut == null) {
				// the JFR parser reports a damaged file with a bare message (or an unchecked exception): name the file
				throw new IOException(file + ": not a readable JFR recording: " + e.getMessage(), e);
			}
			cut.accept(file + ": the samples after the first " + samples.size() + " could not be read ("
					+ e.getMessage().replaceFirst("\\.$", "") + ")");
		}
		return samples;
	}

	/** The sample of a {@code jdk.ExecutionSample} event, or null when its stack has no Java frame. */
	static ExecutionSample sample(RecordedEvent e) {
		RecordedStackTrace stack = e.getStackTrace();
		if (stack == null) {
			return null;
		}
		RecordedFrame top = top(stack.getFrames());
		if (top == null) {
			return null;
		}
		RecordedThread thread = e.getThread("sampledThread");
		long id = thread == null ? -1 : thread.getJavaThreadId();
		String name = thread == null || thread.getJavaName() == null ? "" : thread.getJavaName();
		return new ExecutionSample(id, name, epochNanos(e.getStartTime()), top.getMethod().getType().getName(),
				top.getMethod().getName(), top.getLineNumber() > 0 ? top.getLineNumber() : -1);
	}

	/**
	 * The frame a sample is charged to: its innermost Java frame, except in the recorder's hooks, which are no work of
	 * the program. A sample inside a hook, or inside the JDK code a hook calls (the thread's CPU clock, a concurrent
	 * map), goes to the frame that called the hook: the program's method, or the JDK method the recorder rewrote.
	 */
	private static RecordedFrame top(List<RecordedFrame> frames) {
		int hook = -1;
		for (int i = 0; i < frames.size(); i++) {
			RecordedFrame f = frames.get(i);
			if (!f.isJavaFrame() || f.getMethod() == null) {
				continue;
			}
			String c = f.getMethod().getType().getName();
			if (c.startsWith(RECORDER)) {
				hook = i;
			} else if (!c.startsWith("java.") && !c.startsWith("jdk.") && !c.startsWith("sun.")) {
				break; // the program's own code, above which a hook's callees cannot be
			}
		}
		for (int i = hook + 1; i < frames.size(); i++) {
			RecordedFrame f = frames.get(i);
			if (f.isJavaFrame() && f.getMethod() != null && !f.getMethod().getType().getName().startsWith(RECORDER)) {
				return f;
			}
		}
		return null;
	}

	private static long epochNanos(Instant t) {
		return t.getEpochSecond() * 1_000_000_000L + t.getNano();
	}
}
