/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.io.IOException;
import java.nio.file.Path;

import dev.foresight.core.InputFiles;

/** Reads a model file by its extension: {@code .json} is the JSON exchange form, anything else the text language. */
public final class TaskGraphFiles {

	private TaskGraphFiles() {
	}

	/**
	 * Reads {@code file}.
	 *
	 * @return the model with its source positions (none for JSON)
	 * @throws IOException when the file cannot be read
	 * @throws TaskGraphSyntaxException when it has errors
	 */
	public static TaskGraphParser.Parsed read(Path file) throws IOException {
		String text = InputFiles.readUtf8(file);
		String name = file.toString();
		if (name.toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
			return new TaskGraphParser.Parsed(TaskGraphJson.read(name, text), SourceMap.NONE);
		}
		return TaskGraphParser.parse(name, text);
	}
}
