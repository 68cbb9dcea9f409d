/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.List;
import java.util.stream.Collectors;

/** A model file has errors; the message lists every one as {@code file:line:column: message}. */
public final class TaskGraphSyntaxException extends RuntimeException {

	private static final long serialVersionUID = 1L;

	/** The problems, in source order. */
	private final transient List<Problem> problems;

	/** Reports {@code problems} (at least one) found in {@code file}. */
	public TaskGraphSyntaxException(String file, List<Problem> problems) {
		super(problems.stream().map(p -> p.format(file)).collect(Collectors.joining("\n")));
		this.problems = List.copyOf(problems);
	}

	/** The problems, in source order. */
	public List<Problem> problems() {
		return problems;
	}
}
