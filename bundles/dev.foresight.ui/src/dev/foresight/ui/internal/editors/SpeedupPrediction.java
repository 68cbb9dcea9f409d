/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.whatif.Pool;
import dev.foresight.core.analysis.whatif.Pools;
import dev.foresight.core.machine.MachineFormatException;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.ModelError;
import dev.foresight.core.measure.MeasuredCheck;
import dev.foresight.core.sim.DeadlockException;
import dev.foresight.core.sim.ParallelCpu;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.SpeedupSweep;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.sim.WarmUp;
import dev.foresight.core.trace.AtomicCalls;
import dev.foresight.core.trace.LoopbackConnections;
import dev.foresight.core.trace.UnbegunTasks;
import dev.foresight.core.trace.jfr.ImportNote;
import dev.foresight.ui.internal.jobs.EclipseProgress;

/**
 * One prediction of the {@link PredictionPanel}, the body of its job: simulates a trace on 1 to 64 processors on the
 * chosen machine, the curve first and then its 90 % band, and describes each beside the runs measured next to the
 * trace. The panel only shows the outcomes handed to it, on the display thread.
 */
final class SpeedupPrediction {

	/** Processor counts of the predicted curve. */
	private static final List<Integer> CPUS = List.of(1, 2, 4, 8, 16, 32, 64);

	/** Where the prediction's outcomes go, from its job's thread. */
	interface Outcome {
		/** The text above the chart, the curve or {@code null}, and the measured points of the curve. */
		void show(String message, SpeedupCurve curve, List<MeasuredCheck> checks);
	}

	private final Replayed replayed;
	private final ChosenMachine chosen;
	private final IFile traceFile;

	/** A prediction of the trace {@code replayed}, read from {@code traceFile}, on the machine {@code chosen}. */
	SpeedupPrediction(Replayed replayed, ChosenMachine chosen, IFile traceFile) {
		this.replayed = replayed;
		this.chosen = chosen;
		this.traceFile = traceFile;
	}

	/** Predicts, telling {@code outcome} what it finds as it goes; the job's body. */
	IStatus run(IProgressMonitor monitor, Outcome outcome) {
		MachineModel machine;
		try {
			machine = chosen.load();
		} catch (IOException | MachineFormatException e) {
			outcome.show("Cannot read the machine " + chosen.choice() + ": " + e.getMessage(), null, List.of());
			return Status.OK_STATUS;
		}
		MeasuredBeside runs = MeasuredBeside.of(traceFile);
		// the curve first, then its band: the band's samples are most of the work (40 runs per point); a streamed
		// file's two passes, for the editor's first prediction, come before them, as long as a few runs each
		int passes = replayed.streamed() ? 4 : 0;
		SubMonitor progress = SubMonitor.convert(monitor, passes + 1 + UncertaintyBand.DEFAULT.samples());
		try (Replayed.Lease lease = replayed.open(new EclipseProgress(progress.split(passes)))) {
			Simulator sim = lease.sim();
			String on = chosen.label();
			String pools = poolNotes(sim);
			SpeedupCurve first = new SpeedupSweep(machine, null, UncertaintyBand.NONE, workers()).sweep(sim, CPUS,
					new EclipseProgress(progress.split(1)));
			List<MeasuredCheck> checks = runs.checks(first);
			outcome.show(describe(first, sim, replayed, on, "computing the 90 % band...") + pools
					+ runs.describe(checks, chosen.isDefault()), first, checks);
			SpeedupCurve result = new SpeedupSweep(machine, null, UncertaintyBand.DEFAULT, workers()).sweep(sim,
					CPUS, new EclipseProgress(progress.split(UncertaintyBand.DEFAULT.samples())));
			checks = runs.checks(result);
			String uncalibrated = machine.error().equals(ModelError.NONE) ? " The band is the spread of the trace's "
					+ "own CPU times only: without this machine's measured model error, measured times fall outside it "
					+ "more often." : "";
			outcome.show(describe(result, sim, replayed, on, "bars: 90 % band.") + pools
					+ runs.describe(checks, chosen.isDefault()) + uncalibrated, result, checks);
		} catch (CancellationException | OperationCanceledException e) {
			outcome.show("Prediction canceled.", null, List.of());
			return Status.CANCEL_STATUS;
		} catch (DeadlockException e) {
			outcome.show("Every simulation model deadlocks: " + e.getMessage(), null, List.of());
		} catch (IOException e) {
			outcome.show("Cannot read the trace: " + e.getMessage(), null, List.of());
		} catch (OutOfMemoryError e) {
			outcome.show("Cannot predict this trace: " + HeapAdvice.now(), null, List.of());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return Status.CANCEL_STATUS;
		}
		return Status.OK_STATUS;
	}

	private static String describe(SpeedupCurve c, Simulator sim, Replayed r, String on, String band) {
		String cut = sim.warnings().isEmpty() ? "" : " Note: " + String.join("; ", sim.warnings()) + ".";
		String atomics = AtomicCalls.of(r.header()).warning(r.summary().cpuNanos());
		cut += atomics == null ? "" : " Note: " + atomics + ".";
		String imported = ImportNote.of(r.header());
		cut += imported == null ? "" : " Note: " + imported + ".";
		String parallel = ParallelCpu.warning(r.header());
		cut += parallel == null ? "" : " Note: " + parallel + ".";
		String warmUp = WarmUp.warning(sim);
		cut += warmUp == null ? "" : " Note: " + warmUp + ".";
		String unbegun = sim.streamed() ? null : UnbegunTasks.of(sim.trace()).warning();
		cut += unbegun == null ? "" : " Note: " + unbegun + ".";
		String loopback = LoopbackConnections.warning(r.header());
		cut += loopback == null ? "" : " Note: " + loopback + ".";
		String exit = sim.exitWait().note();
		cut += exit == null ? "" : " Note: " + exit + ".";
		cut += r.streamed() ? " Replayed from the trace's file, which is too large for the IDE's heap to hold." : "";
		String jit = sim.compilersMeasuredAlone() ? " JIT compilers as measured in a run without the recorder." : "";
		jit += sim.workScale().fromBaseline() ? " " + sim.workScale().describe() + "." : "";
		return "Simulated with the " + c.source() + " model (" + c.note() + "), on " + on + "; " + band + jit + cut;
	}

	/**
	 * A note for each pool that can be resized and has fewer threads than the largest processor count (none for a
	 * streamed trace, which is not in memory), as {@code predict} gives it.
	 */
	private static String poolNotes(Simulator sim) {
		if (sim.streamed()) {
			return "";
		}
		int most = CPUS.get(CPUS.size() - 1);
		StringBuilder notes = new StringBuilder();
		for (Pool p : Pools.of(sim.trace())) {
			if (p.resizable() && p.size() < most) {
				notes.append(String.format(Locale.ROOT, " Note: pool %s ran its %,d tasks on %d thread%s: on more "
						+ "processors its size may cap the speedup; the What if tab predicts it with other sizes.",
						p.name(), p.tasks(), p.size(), p.size() == 1 ? "" : "s"));
			}
		}
		return notes.toString();
	}

	/**
	 * Worker threads of the sweep: every processor but one, which stays with the display thread and the critical
	 * path's job. On two processors both work: one worker took the sweep of a 2 M-event trace from 30-43 s to 72 s,
	 * to shorten the display thread's longest stall from 105 to 82 ms (benchmarks.md, "UI responsiveness").
	 */
	private static int workers() {
		int n = Runtime.getRuntime().availableProcessors();
		return n > 2 ? n - 1 : n;
	}
}
