/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.sim.Simulator;

/**
 * The simulator of a trace streamed from its file ({@link Simulator#stream}), prepared by the first prediction that
 * needs it and kept for the next ones (another machine, a calibration, measured runs): preparing a 35.5 M-event trace
 * was 16 s of its 36 s prediction (benchmarks.md, "A trace larger than the IDE's heap"). Its temporary files stay
 * until the editor closes ({@link #dispose}); a prediction holds the simulator while it runs, so that they are deleted
 * after the last one gives it back.
 */
public final class SharedStream {

	private final Path file;
	/** Held while a prediction prepares the simulator: another waits for it instead of reading the file again. */
	private final Object preparing = new Object();
	private Simulator sim;
	private int holders;
	private boolean disposed;
	private int preparations;

	/** The stream of the trace {@code file}, prepared when first asked for. */
	public SharedStream(Path file) {
		this.file = file;
	}

	/**
	 * The simulator, prepared now if no earlier prediction did, reporting the two passes over the file to
	 * {@code monitor}; give it back with {@link #release}.
	 *
	 * @throws CancellationException when the monitor was canceled while preparing, or the editor closed
	 * @throws IOException when the file cannot be read
	 */
	public Simulator acquire(ProgressMonitor monitor) throws IOException {
		synchronized (preparing) {
			synchronized (this) {
				if (disposed) {
					throw new CancellationException("the editor closed");
				}
				if (sim != null) {
					holders++;
					return sim;
				}
			}
			// the null cost: what the trace's recorder states it adds, as a trace in memory is predicted
			Simulator s = Simulator.stream(file, null, null, monitor);
			synchronized (this) {
				preparations++;
				if (disposed) {
					s.close();
					throw new CancellationException("the editor closed");
				}
				sim = s;
				holders++;
				return s;
			}
		}
	}

	/** Gives back the simulator {@link #acquire} handed out. */
	public synchronized void release() {
		if (--holders == 0 && disposed) {
			closeSimulator();
		}
	}

	/** The editor closes: the temporary files go now, or when the last prediction gives the simulator back. */
	public synchronized void dispose() {
		disposed = true;
		if (holders == 0 && sim != null) {
			Simulator s = sim;
			sim = null;
			// deleting a large trace's files takes a while, and the display thread closes the editor
			Thread.ofVirtual().name("Foresight: deleting a streamed trace's files").start(s::close);
		}
	}

	/** How many times the file was prepared; once, unless a preparation was canceled. */
	public synchronized int preparations() {
		return preparations;
	}

	/** Whether the simulator and its temporary files are kept now. */
	public synchronized boolean prepared() {
		return sim != null;
	}

	private void closeSimulator() {
		if (sim != null) {
			sim.close();
			sim = null;
		}
	}
}
