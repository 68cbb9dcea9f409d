/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;

import org.eclipse.core.resources.IFile;

import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineFormatException;
import dev.foresight.core.machine.MachineModel;

/**
 * The machine chosen in the trace editor's Machine list, which its speedup, timeline and binding all use: the default
 * Linux server, or a {@code .machine} file of the trace's project.
 *
 * @param choice what the list shows: {@link PredictionPanel#DEFAULT_MACHINE} or the file's path in the project
 * @param file the file, or {@code null} for the default machine
 */
record ChosenMachine(String choice, IFile file) {

	/** The default Linux server. */
	static final ChosenMachine DEFAULT = new ChosenMachine(PredictionPanel.DEFAULT_MACHINE, null);

	/** The model; reads the file (off the display thread). */
	MachineModel load() throws IOException, MachineFormatException {
		return file == null ? MachineModel.linuxServer() : MachineFormat.read(file.getLocation().toPath());
	}

	/** Whether this is the default Linux server rather than a file's machine. */
	boolean isDefault() {
		return file == null;
	}

	/** How a result names it: "the default Linux server model" or "the machine of NAME". */
	String label() {
		return file == null ? "the default Linux server model" : "the machine of " + choice;
	}
}
