/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.columns;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Creates columns, all zero at first: on the heap, or in memory-mapped files that a {@link #close} deletes. Closing
 * a heap store does nothing.
 */
public interface ColumnStore extends AutoCloseable {

	/** Columns in Java arrays. */
	ColumnStore HEAP = new ColumnStore() {
		@Override
		public LongColumns longs(int[] lengths) {
			return new HeapLongs(lengths);
		}

		@Override
		public IntColumns ints(int[] lengths) {
			return new HeapInts(lengths);
		}

		@Override
		public void close() {
			// nothing to release: the arrays go with their owner
		}
	};

	/**
	 * A store of memory-mapped files in a new temporary directory under {@code parent} (the system's temporary
	 * directory when {@code null}); the files are deleted on {@link #close} or, at the latest, when the JVM exits.
	 */
	static ColumnStore mapped(Path parent) throws IOException {
		return new MappedStore(parent);
	}

	/** One column of {@code lengths[t]} longs per thread {@code t}. */
	LongColumns longs(int[] lengths);

	/** One column of {@code lengths[t]} ints per thread {@code t}. */
	IntColumns ints(int[] lengths);

	/** A single column of {@code length} longs (thread 0). */
	default LongColumns longs(int length) {
		return longs(new int[] { length });
	}

	/** A single column of {@code length} ints (thread 0). */
	default IntColumns ints(int length) {
		return ints(new int[] { length });
	}

	/** Releases the storage (deletes the files of a mapped store). */
	@Override
	void close();
}
