/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;

/**
 * A writer and a reader of a pipe of 64 bytes: {@link #RECORDS} records of 8 bytes, each computed for
 * {@link #RECORD_NANOS} before it is written and after it is read. A write does not notify the reader: it waits until
 * the writer, finding the buffer full, notifies it and waits in turn, so the two take turns eight records at a time.
 */
public final class PipeTurns {

	/** Records written and read. */
	public static final int RECORDS = 400;
	/** CPU time per record on each side. */
	public static final long RECORD_NANOS = 200_000L;

	private PipeTurns() {
	}

	/** Runs the writer and the reader. */
	public static void main(String[] args) throws Exception {
		PipedInputStream in = new PipedInputStream(64);
		PipedOutputStream out = new PipedOutputStream(in);
		Thread writer = new Thread(() -> {
			try {
				for (int i = 0; i < RECORDS; i++) {
					Interrupts.compute(RECORD_NANOS);
					out.write(new byte[8]);
				}
				out.close();
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}, "writer");
		writer.start();
		byte[] record = new byte[8];
		for (int i = 0; i < RECORDS; i++) {
			if (in.readNBytes(record, 0, 8) != 8) {
				throw new IllegalStateException("record " + i + " cut short");
			}
			Interrupts.compute(RECORD_NANOS);
		}
		writer.join();
	}
}
