/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.views;

import org.eclipse.core.resources.IFile;

/**
 * A row of the Traces view.
 *
 * @param file the workspace file
 * @param size length in bytes
 * @param modified last modification, milliseconds since the epoch
 */
public record TraceFile(IFile file, long size, long modified) {

	/** File name. */
	public String name() {
		return file.getName();
	}

	/** Name of the project holding the file. */
	public String project() {
		return file.getProject().getName();
	}
}
