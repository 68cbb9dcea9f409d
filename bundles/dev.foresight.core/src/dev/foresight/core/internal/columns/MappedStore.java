/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.columns;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Columns in memory-mapped files of one temporary directory, one file per column set, mapped in chunks of 128 MiB
 * (a mapping's index is an int). The data lives in the page cache, not on the heap. Deleting a file that is still
 * mapped is allowed on the platforms the tool runs on; its pages are freed once the mappings are collected.
 */
final class MappedStore implements ColumnStore {

	/** log2 of the bytes of one mapped chunk. */
	static final int CHUNK_BITS = 27;

	private final Path dir;
	private final List<Path> files = new ArrayList<>();
	private boolean closed;

	MappedStore(Path parent) throws IOException {
		dir = parent == null ? Files.createTempDirectory("foresight-sim")
				: Files.createTempDirectory(parent, "foresight-sim");
		// registered before its files, so that the exit hook deletes the files first
		dir.toFile().deleteOnExit();
	}

	@Override
	public LongColumns longs(int[] lengths) {
		long[] base = bases(lengths);
		return new MappedLongs(base, lengths, map(base[lengths.length] * Long.BYTES));
	}

	@Override
	public IntColumns ints(int[] lengths) {
		long[] base = bases(lengths);
		return new MappedInts(base, lengths, map(base[lengths.length] * Integer.BYTES));
	}

	private static long[] bases(int[] lengths) {
		long[] base = new long[lengths.length + 1];
		for (int t = 0; t < lengths.length; t++) {
			base[t + 1] = base[t] + lengths[t];
		}
		return base;
	}

	/** A new file of {@code bytes} zero bytes, mapped read-write in chunks. */
	private synchronized ByteBuffer[] map(long bytes) {
		if (closed) {
			throw new IllegalStateException("the column store is closed");
		}
		try {
			Path f = Files.createTempFile(dir, "columns", ".bin");
			f.toFile().deleteOnExit();
			files.add(f);
			long chunk = 1L << CHUNK_BITS;
			ByteBuffer[] out = new ByteBuffer[(int) ((bytes + chunk - 1) >>> CHUNK_BITS)];
			try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
				for (int c = 0; c < out.length; c++) {
					long from = (long) c << CHUNK_BITS;
					out[c] = ch.map(FileChannel.MapMode.READ_WRITE, from, Math.min(chunk, bytes - from))
							.order(ByteOrder.nativeOrder());
				}
			}
			return out;
		} catch (IOException e) {
			throw new UncheckedIOException("cannot create a column file in " + dir + ": " + e.getMessage(), e);
		}
	}

	/** The files created so far (for tests: they must be gone after {@link #close}). */
	synchronized List<Path> files() {
		return List.copyOf(files);
	}

	/** The directory of the files. */
	Path directory() {
		return dir;
	}

	@Override
	public synchronized void close() {
		if (closed) {
			return;
		}
		closed = true;
		for (Path f : files) {
			try {
				Files.deleteIfExists(f);
			} catch (IOException e) {
				// left for the exit hook
			}
		}
		try {
			Files.deleteIfExists(dir);
		} catch (IOException e) {
			// left for the exit hook
		}
	}
}
