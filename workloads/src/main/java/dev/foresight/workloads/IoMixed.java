/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** I/O mixed with computation: each thread writes a file in chunks it computes, then reads it back. */
public final class IoMixed {

	/** Chunks per file before it is read back and rewritten: 64 MiB. */
	private static final int ROUND = 4096;

	private IoMixed() {
	}

	/** {@code [threads] [chunks of 16 KiB per thread]}. */
	public static void main(String[] a) throws Exception {
		Args args = Args.of(a, 4, 2_000);
		Path dir = Files.createTempDirectory("foresight-io");
		long[] sums = new long[args.threads()];
		Thread[] ts = new Thread[args.threads()];
		for (int t = 0; t < ts.length; t++) {
			int id = t;
			ts[t] = new Thread(() -> sums[id] = run(dir.resolve("f" + id), args.size()));
			ts[t].start();
		}
		long total = 0;
		for (int t = 0; t < ts.length; t++) {
			ts[t].join();
			total += sums[t];
		}
		try (var files = Files.list(dir)) {
			for (Path p : files.toList()) {
				Files.delete(p);
			}
		}
		Files.delete(dir);
		System.out.println("IoMixed " + total);
	}

	/**
	 * Writes {@code chunks} chunks of 16 KiB, computing between them, and reads them back, in rounds of at most
	 * {@link #ROUND} chunks per file so that a long run does not fill the disk.
	 */
	private static long run(Path file, int chunks) {
		byte[] chunk = new byte[16 * 1024];
		long sum = 0;
		try {
			for (int first = 0; first < chunks; first += ROUND) {
				try (FileOutputStream out = new FileOutputStream(file.toFile())) {
					for (int c = first; c < Math.min(chunks, first + ROUND); c++) {
						long v = Args.work(c, 2_000);
						chunk[c % chunk.length] = (byte) v;
						out.write(chunk);
					}
				}
				try (FileInputStream in = new FileInputStream(file.toFile())) {
					for (int n = in.read(chunk); n > 0; n = in.read(chunk)) {
						sum += chunk[n / 2];
					}
				}
			}
			return sum;
		} catch (IOException e) {
			throw new IllegalStateException(e);
		}
	}
}
