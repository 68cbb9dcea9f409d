/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.samples;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The folder where JFR keeps its chunk files while it records execution samples, beside the samples file. JFR writes
 * the samples file when the JVM exits; a JVM that is killed, or halted by the recording's time limit, never does, and
 * its samples up to JFR's last flush (about a second before its end) are in these chunks, which
 * {@link #recover} puts together into the samples file.
 */
public final class JfrRepository {

	private JfrRepository() {
	}

	/** The folder beside {@code jfr}, the samples file: its name followed by {@code .d}. */
	public static Path of(Path jfr) {
		return jfr.resolveSibling(jfr.getFileName() + ".d");
	}

	/** The JVM option that puts JFR's chunk files in {@link #of}. */
	static String jvmOption(Path jfr) {
		return "-XX:FlightRecorderOptions:repository=" + of(jfr).toAbsolutePath();
	}

	/**
	 * Completes the samples file {@code jfr} of a JVM that has ended: when the file is missing or empty, its JVM's
	 * chunk files, in the order JFR wrote them, become the file (the last chunk is one JFR never closed, which
	 * {@link JfrSamples#read(Path, java.util.function.Consumer)} reads up to where it can). The folder is removed
	 * either way. Returns whether samples were recovered.
	 *
	 * @throws IOException when the chunks cannot be read or the file written
	 */
	public static boolean recover(Path jfr) throws IOException {
		Path folder = of(jfr);
		if (!Files.isDirectory(folder)) {
			return false;
		}
		try {
			if (Files.isRegularFile(jfr) && Files.size(jfr) > 0) {
				return false; // written at the JVM's exit; the folder is empty then
			}
			List<Path> chunks = chunks(folder);
			if (chunks.isEmpty()) {
				return false;
			}
			try (OutputStream out = Files.newOutputStream(jfr)) {
				for (Path c : chunks) {
					Files.copy(c, out);
				}
			}
			return true;
		} finally {
			delete(folder.toFile());
		}
	}

	/** The chunk files under {@code folder} (JFR makes a folder per JVM in it), in the order of their names. */
	private static List<Path> chunks(Path folder) {
		List<Path> chunks = new ArrayList<>();
		collect(folder.toFile(), chunks);
		// JFR names a chunk by the time it began, so that the names sort in recording order
		chunks.sort(null);
		return chunks;
	}

	private static void collect(File dir, List<Path> chunks) {
		File[] files = dir.listFiles();
		if (files == null) {
			return;
		}
		for (File f : files) {
			if (f.isDirectory()) {
				collect(f, chunks);
			} else if (f.getName().endsWith(".jfr")) {
				chunks.add(f.toPath());
			}
		}
	}

	private static void delete(File f) {
		File[] files = f.listFiles();
		if (files != null) {
			for (File c : files) {
				delete(c);
			}
		}
		f.delete();
	}
}
