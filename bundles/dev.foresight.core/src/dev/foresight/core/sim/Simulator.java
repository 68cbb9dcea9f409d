/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.internal.sim.CpuGroups;
import dev.foresight.core.internal.sim.CpuTimes;
import dev.foresight.core.internal.sim.Engine;
import dev.foresight.core.internal.sim.PreparedTrace;
import dev.foresight.core.internal.sim.RunConfig;
import dev.foresight.core.internal.sim.WorkOverride;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * Replays one trace on simulated machines. The trace is prepared once; each call simulates from scratch, so one
 * simulator may serve concurrent calls (a sweep runs them in parallel). A simulator made by {@link #stream} reads a
 * file without holding its trace: the events are in memory-mapped temporary files, which {@link #close} deletes.
 */
public final class Simulator implements AutoCloseable {

	private final PreparedTrace prepared;
	private final RecordingCost recordingCost;
	private final long pauseNanos;
	private final WorkScale workScale;
	private final ColumnStore store;
	private final List<String> warnings;
	private final boolean yieldingTryLocks;
	/** A streamed trace's groups of CPU times for the band, made by the first band and kept until {@link #close}. */
	private CpuGroups streamedGroups;

	/**
	 * Prepares {@code trace} for simulation, taking off the CPU time before every event what its recorder states it
	 * added, its hooks' compilation included ({@link RecordingCost#recorded(Trace)}; nothing if it does not say).
	 */
	public Simulator(Trace trace) {
		this(trace, RecordingCost.recorded(trace));
	}

	/**
	 * Prepares {@code trace} for simulation, taking {@code recordingCostNanos} off the CPU time before every event: the
	 * recorder's cost, which the recorded CPU times include.
	 */
	public Simulator(Trace trace, long recordingCostNanos) {
		this(trace, RecordingCost.uniform(recordingCostNanos));
	}

	/** Prepares {@code trace} for simulation, taking the recorder's cost per event off by kind of event. */
	public Simulator(Trace trace, RecordingCost recordingCost) {
		this(trace, recordingCost, true);
	}

	/**
	 * As {@link #Simulator(Trace, RecordingCost)}; of a trace whose recording was not {@code closed} (a killed JVM),
	 * the part every thread's blocks cover is replayed ({@link ReplayablePart}), which {@link #warnings()} says.
	 */
	public Simulator(Trace trace, RecordingCost recordingCost, boolean closed) {
		this(SimulatorInput.of(trace, recordingCost, closed), false);
	}

	private Simulator(SimulatorInput input, boolean yieldingTryLocks) {
		this.prepared = input.prepared();
		this.recordingCost = input.recordingCost();
		this.pauseNanos = input.pauseNanos();
		this.workScale = input.workScale();
		this.store = input.store();
		this.warnings = input.warnings();
		this.yieldingTryLocks = yieldingTryLocks;
	}

	/**
	 * This simulator with yielding try-locks: a try-lock that succeeded in the recording but finds its lock held by
	 * another thread goes on without it, as the program would have gone its other way (spec 3.5 simulates it as a
	 * lock, which can form a cycle the program never forms: threads that try the locks of a pool in different
	 * orders). It shares this simulator's prepared trace, so closing either closes both. {@code null} when no
	 * try-lock of the trace succeeded, so that the rule cannot change any run.
	 */
	public Simulator withYieldingTryLocks() {
		if (yieldingTryLocks) {
			return this;
		}
		return prepared.hasSuccessfulTryLock()
				? new Simulator(new SimulatorInput(prepared, recordingCost, pauseNanos, workScale, store, warnings),
						true)
				: null;
	}

	/**
	 * This simulator with the recorded threads' CPU times scaled by {@code scale} instead ({@link WorkScale#NONE}: as
	 * recorded, less the recorder's stated cost). It shares this simulator's prepared trace, as
	 * {@link #withYieldingTryLocks} does.
	 */
	public Simulator withWorkScale(WorkScale scale) {
		return new Simulator(new SimulatorInput(prepared, recordingCost, pauseNanos, scale, store, warnings),
				yieldingTryLocks);
	}

	/** What the recorded threads' CPU times are scaled by ({@link WorkScale}). */
	public WorkScale workScale() {
		return workScale;
	}

	/** Whether a successful try-lock that finds its lock held goes on without it ({@link #withYieldingTryLocks}). */
	public boolean yieldsTryLocks() {
		return yieldingTryLocks;
	}

	/**
	 * Prepares the trace of {@code file} for simulation without reading it into memory: the heap holds what grows
	 * with its threads, objects and sites; its events go to memory-mapped files in the system's temporary directory.
	 * The runs are those of {@code new Simulator(FtraceReader.read(file).trace(), recordingCostNanos)}. A truncated
	 * file is read up to its last complete block, as the in-memory reader does ({@link #warnings()} says so).
	 *
	 * @throws IOException when the file cannot be read or is not a valid trace (the message names the byte offset)
	 */
	public static Simulator stream(Path file, long recordingCostNanos) throws IOException {
		return stream(file, RecordingCost.uniform(recordingCostNanos), null, ProgressMonitor.NONE);
	}

	/** As {@link #stream(Path, long)}, with the recorder's cost per event by kind ({@code null}: as it states). */
	public static Simulator stream(Path file, RecordingCost recordingCost) throws IOException {
		return stream(file, recordingCost, null, ProgressMonitor.NONE);
	}

	/** As {@link #stream(Path, long)}, with the temporary files in a new directory under {@code tempDir}. */
	public static Simulator stream(Path file, long recordingCostNanos, Path tempDir) throws IOException {
		return stream(file, RecordingCost.uniform(recordingCostNanos), tempDir, ProgressMonitor.NONE);
	}

	/**
	 * As {@link #stream(Path, RecordingCost)}, with the temporary files in a new directory under {@code tempDir}
	 * ({@code null}: the system's), reporting the events of its two passes over the file to {@code monitor}; a
	 * {@code null} cost is what the trace's recorder states ({@link RecordingCost#recorded}).
	 *
	 * @throws java.util.concurrent.CancellationException when the monitor is canceled; the files are deleted
	 */
	public static Simulator stream(Path file, RecordingCost recordingCost, Path tempDir, ProgressMonitor monitor)
			throws IOException {
		return new Simulator(SimulatorInput.stream(file, recordingCost, tempDir, monitor), false);
	}

	/**
	 * The trace replayed.
	 *
	 * @throws IllegalStateException when it was streamed ({@link #streamed()}): it is not in memory
	 */
	public Trace trace() {
		Trace t = prepared.trace();
		if (t == null) {
			throw new IllegalStateException("the trace was streamed from its file and is not in memory");
		}
		return t;
	}

	/** What is taken off the recorded CPU times for the recorder's own work. */
	public RecordingCost recordingCost() {
		return recordingCost;
	}

	/** Whether the trace was streamed from a file rather than held in memory. */
	public boolean streamed() {
		return prepared.trace() == null;
	}

	/** The trace's header: threads and sites. */
	public TraceHeader header() {
		return prepared.header();
	}

	/**
	 * CPU time of each JIT compiler thread that every run replays (nanoseconds; {@link
	 * JvmProperties#COMPILER_CPU_PROPERTY} less the recorder's own compilation, or {@link
	 * JvmProperties#COMPILER_BASELINE_PROPERTY}); empty when the trace does not say.
	 */
	public long[] compilerCpuNanos() {
		return prepared.compilerNanos();
	}

	/**
	 * The factor a run on {@code cpus} processors scales {@link #compilerCpuNanos} by: 1 unless the trace also has the
	 * compilers of a run without the recorder on more processors ({@link
	 * JvmProperties#COMPILER_BASELINE_WIDE_PROPERTY}).
	 */
	public double compilerScale(int cpus) {
		return prepared.compilerScale(cpus);
	}

	/** Whether {@link #compilerCpuNanos} were measured in a run without the recorder ({@code record --baseline}). */
	public boolean compilersMeasuredAlone() {
		return prepared.compilersFromBaseline();
	}

	/**
	 * How many times the recording shows a platform thread switched off its processor before an event: its CPU times
	 * include those switches, so a run that switches the thread back in at such a point does not charge its machine's
	 * context switch again.
	 */
	public long recordedSwitches() {
		return prepared.recordedSwitches();
	}

	/** How many unparks reached their thread while it ran, so that its work after them waits for them in a run. */
	public int handBacks() {
		return prepared.handBacks();
	}

	/**
	 * The recorded run's stop-the-world pauses that every run adds as serial time: those the program's own allocation
	 * accounts for ({@link CollectorPauses}), all of them ({@link CollectorPauses#recordedNanos}) when the trace does
	 * not say.
	 */
	public long pauseNanos() {
		return pauseNanos;
	}

	/** The JVM's wait at its exit for threads in native code, which every run adds after the program. */
	public ExitWait exitWait() {
		return ExitWait.of(prepared.header());
	}

	/** Warnings of reading a streamed file (truncation, missing events); empty for a trace in memory. */
	public List<String> warnings() {
		return warnings;
	}

	/** Deletes the temporary files of a streamed trace; the simulator must not be used afterwards. */
	@Override
	public void close() {
		store.close();
	}

	/**
	 * Simulates the trace on {@code cpus} processors of {@code machine} under {@code model}.
	 *
	 * @param timeline whether to record every thread's state intervals
	 * @throws DeadlockException when no thread can proceed before all ended; it names the waiting threads
	 * @throws IllegalArgumentException when {@code cpus <= 0}
	 */
	public SimulatedRun run(MachineModel machine, int cpus, SimulationModel model, boolean timeline)
			throws DeadlockException {
		return run(machine, cpus, model, timeline, null);
	}

	/** As {@link #run(MachineModel, int, SimulationModel, boolean)} with CPU times replacing the recorded ones. */
	SimulatedRun run(MachineModel machine, int cpus, SimulationModel model, boolean timeline, CpuTimes cpuOverride)
			throws DeadlockException {
		return simulate(machine, cpus, model, timeline, cpuOverride).result();
	}

	/**
	 * The trace's CPU times grouped by site pair, which the band's samples draw from. A trace in memory gets new
	 * ones on the heap at each call, gone with the band; a streamed trace's are in its mapped files, made once.
	 */
	synchronized CpuGroups cpuGroups() {
		if (!streamed()) {
			return new CpuGroups(prepared, store);
		}
		if (streamedGroups == null) {
			streamedGroups = new CpuGroups(prepared, store);
		}
		return streamedGroups;
	}

	/** Runs one simulation and returns its finished engine (the sweep also reads its peak concurrency). */
	Engine simulate(MachineModel machine, int cpus, SimulationModel model, boolean timeline, CpuTimes cpuOverride)
			throws DeadlockException {
		Engine engine = new Engine(prepared, new RunConfig(prepared.header(), machine, cpus, model, timeline,
				cpuOverride).withRecordingCost(recordingCost.byOrdinal()).withClockCost(recordingCost.clockNanos())
				.withPauses(pauseNanos + exitWait().nanos()).withCompilerScale(prepared.compilerScale(cpus))
				.withYieldingTryLocks(yieldingTryLocks).withWorkScale(workScale.factor()));
		if (!engine.run()) {
			throw new DeadlockException(Map.of(model, engine.deadlock()));
		}
		return engine;
	}

	/**
	 * Simulates under the first model that does not deadlock: Direct, then Client-Server, then Strict Sequence (spec
	 * 3.7). When Direct deadlocks and some try-lock of the trace succeeded, Direct with yielding try-locks
	 * ({@link #withYieldingTryLocks}) comes before Client-Server.
	 *
	 * @throws DeadlockException when all three deadlock; it names the cycle of each
	 */
	public ChosenRun runAuto(MachineModel machine, int cpus, boolean timeline) throws DeadlockException {
		return ModelChoice.runAuto(this, machine, cpus, timeline, null);
	}

	/**
	 * {@link #runAuto(MachineModel, int, boolean)} with the CPU time before each event of the recorded threads given
	 * by {@code work} instead of the recorded one (the recorder's cost is taken off it as off the recorded times): a
	 * what-if of changed work, replayed on this simulator's preparation of the trace, which is made once. The
	 * recorded context switches stay those of the recorded times.
	 */
	public ChosenRun runAuto(MachineModel machine, int cpus, boolean timeline, EventWork work)
			throws DeadlockException {
		return ModelChoice.runAuto(this, machine, cpus, timeline, new WorkOverride(prepared, work));
	}
}
