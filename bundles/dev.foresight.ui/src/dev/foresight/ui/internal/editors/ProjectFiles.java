/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;

/** Text files the editors write into a project: machine models of a binding, a what-if or a calibration. */
final class ProjectFiles {

	private ProjectFiles() {
	}

	/**
	 * Writes {@code text} to {@code file}, creating it or replacing its contents; a replaced version stays in the
	 * local history, so that nothing the user had there is lost.
	 */
	static void write(IFile file, String text) throws CoreException {
		try (InputStream in = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))) {
			if (file.exists()) {
				file.setContents(in, true, true, null);
			} else {
				file.create(in, true, null);
			}
		} catch (IOException e) {
			// a stream over an array neither reads nor closes with an error
			throw new IllegalStateException(e);
		}
	}
}
