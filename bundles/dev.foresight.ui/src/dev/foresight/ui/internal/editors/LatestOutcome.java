/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;

/**
 * Hands the outcome of background work to the display thread: only that of the work started last, and only while
 * its control is open. A newer start (another processor count, another machine) or a closed editor makes an older
 * outcome moot.
 */
final class LatestOutcome {

	private final Display display;
	private final Control control;
	/** Counts the work started; each caller starts work from one thread at a time. */
	private volatile int started;

	LatestOutcome(Control control) {
		this.control = control;
		this.display = control.getDisplay();
	}

	/** New work starts: returns its number; outcomes of earlier work are dropped from now on. */
	int start() {
		return ++started;
	}

	/** Runs {@code update} on the display thread if {@code work} is still the latest and the control is open. */
	void show(int work, Runnable update) {
		if (display.isDisposed()) {
			return;
		}
		display.asyncExec(() -> {
			if (work == started && !control.isDisposed()) {
				update.run();
			}
		});
	}
}
