/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

/** Launch mode id and the launch configuration attributes of a recording. */
public final class RecordingAttributes {

	/** The launch mode that records threads. */
	public static final String MODE = "dev.foresight.record";

	/** Recording time limit in seconds (int); 0 means none. After it the trace is closed and a deadlock reported. */
	public static final String TIME_LIMIT = "dev.foresight.launching.timeLimit";

	/** Class name patterns to leave uninstrumented (String, comma separated); empty means none. */
	public static final String EXCLUDES = "dev.foresight.launching.excludes";

	/**
	 * Whether JFR also records execution samples beside the trace (boolean, default false): the critical path then
	 * names methods, but JFR's start-up is charged to the main thread's first segment.
	 */
	public static final String SAMPLES = "dev.foresight.launching.samples";

	/**
	 * Processors the program sees (int, {@code -XX:ActiveProcessorCount}); 0 means as many as the machine has. Pools
	 * sized by {@code Runtime.availableProcessors()} then take the size they would have on the machine to predict.
	 */
	public static final String PROCESSORS = "dev.foresight.launching.processors";

	/**
	 * Whether the program first runs once without the recorder (boolean, default false), whose JIT compilers' CPU
	 * time the trace keeps: the prediction replays it instead of the recording's compilers, which also compile the
	 * recorder's hooks ({@code foresight record --baseline}).
	 */
	public static final String BASELINE = "dev.foresight.launching.baseline";

	/**
	 * How many runs without the recorder {@link #BASELINE} makes (int, 1 to 9, default 1): the trace keeps the figures
	 * of the run whose program CPU time is the median ({@code foresight record --baseline-runs}).
	 */
	public static final String BASELINE_RUNS = "dev.foresight.launching.baselineRuns";

	/** Set on the launch: the workspace-relative path of the trace being written. */
	public static final String TRACE_PATH = "dev.foresight.launching.tracePath";

	/** Folder, in the launched project, that receives traces. */
	public static final String TRACE_FOLDER = ".foresight";

	private RecordingAttributes() {
	}
}
