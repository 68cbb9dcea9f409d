/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The keys ({@link ClassCache#key}) of the class files in which the scan found nothing to rewrite, kept in the class
 * cache's directory as one file of sorted longs, so that a recording of the same program does not scan them again
 * (about 30 us each in the interpreter, and they are most of a program's classes). The file is replaced whole by a
 * recording that found new ones; of two recordings closing at once one's additions are lost, which costs only scans.
 */
final class PlainClasses {

	static final String FILE = "plain.keys";
	/** Keys found by earlier recordings, sorted. */
	private final long[] known;
	/** Keys this recording found that {@link #known} lacks. */
	private final List<Long> found = new ArrayList<>();

	private PlainClasses(long[] known) {
		this.known = known;
	}

	/** The keys kept in {@code dir}; none when there are none or they cannot be read. */
	static PlainClasses read(File dir) {
		File file = new File(dir, FILE);
		if (!file.isFile()) {
			return new PlainClasses(new long[0]);
		}
		try (FileInputStream in = new FileInputStream(file)) {
			byte[] b = in.readAllBytes();
			long[] keys = new long[b.length / 8];
			int[] at = { 0 };
			for (int i = 0; i < keys.length; i++) {
				keys[i] = (long) ClassCache.int32(b, at) << 32 | ClassCache.int32(b, at) & 0xFFFFFFFFL;
			}
			// a file being written is never read (it is renamed into place), but one may have been damaged since
			for (int i = 1; i < keys.length; i++) {
				if (keys[i] <= keys[i - 1]) {
					return new PlainClasses(new long[0]);
				}
			}
			return new PlainClasses(keys);
		} catch (IOException | RuntimeException e) {
			return new PlainClasses(new long[0]);
		}
	}

	boolean contains(long key) {
		return Arrays.binarySearch(known, key) >= 0;
	}

	void add(long key) {
		synchronized (found) {
			found.add(key);
		}
	}

	/** Writes the earlier keys and this recording's into {@code dir}, if it found new ones. */
	void save(Path dir) {
		long[] all;
		synchronized (found) {
			if (found.isEmpty()) {
				return;
			}
			all = Arrays.copyOf(known, known.length + found.size());
			for (int i = 0; i < found.size(); i++) {
				all[known.length + i] = found.get(i);
			}
		}
		Arrays.sort(all);
		ByteArrayOutputStream bytes = new ByteArrayOutputStream(all.length * 8);
		try (DataOutputStream out = new DataOutputStream(bytes)) {
			for (int i = 0; i < all.length; i++) {
				if (i == 0 || all[i] != all[i - 1]) {
					out.writeLong(all[i]);
				}
			}
			out.flush();
			ClassCache.replace(dir, FILE, bytes.toByteArray());
		} catch (IOException | RuntimeException e) {
			// the next recording scans them again
		}
	}
}
