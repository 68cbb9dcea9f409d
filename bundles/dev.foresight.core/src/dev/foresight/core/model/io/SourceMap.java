/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Where each model object was written. Kept beside the model, keyed by identity, so that the model records stay
 * plain values (a parsed model equals the same model built in code) while errors found later can still name a line
 * and column.
 */
public final class SourceMap {

	/** A map that knows no positions (models built in code or read from JSON). */
	public static final SourceMap NONE = new SourceMap();

	private final Map<Object, SourcePos> positions = new IdentityHashMap<>();

	void put(Object modelObject, SourcePos pos) {
		positions.put(modelObject, pos);
	}

	/** Where {@code modelObject} was written, or {@code null}. */
	public SourcePos get(Object modelObject) {
		return positions.get(modelObject);
	}
}
