/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.runtime.IoHooks.begin;
import static dev.foresight.agent.runtime.IoHooks.end;
import static dev.foresight.agent.runtime.IoHooks.failed;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.CharBuffer;

/**
 * Replacements for the blocking calls of readers and writers, as {@link IoHooks} does for byte streams: a
 * {@code BufferedReader} over a socket waits in {@code readLine}, inside the JDK, where no call of the program's is
 * left to see. A call that only copies from a buffer is recorded too; its I/O then took no wall time beyond its
 * work, which the simulator replays as work.
 */
public final class CharIoHooks {

	private CharIoHooks() {
	}

	/** Replaces {@code r.read(cbuf)}. */
	public static int read(Reader r, char[] cbuf, int site) throws IOException {
		begin(site);
		try {
			return end(r.read(cbuf), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code r.read(cbuf, off, len)}. */
	public static int read(Reader r, char[] cbuf, int off, int len, int site) throws IOException {
		begin(site);
		try {
			return end(r.read(cbuf, off, len), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code r.read(target)}. */
	public static int read(Reader r, CharBuffer target, int site) throws IOException {
		begin(site);
		try {
			return end(r.read(target), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code r.transferTo(out)}. */
	public static long transferTo(Reader r, Writer out, int site) throws IOException {
		begin(site);
		try {
			return end(r.transferTo(out), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code r.readLine()}; the io_end carries the line's length, -1 at the end of the input. */
	public static String readLine(BufferedReader r, int site) throws IOException {
		begin(site);
		try {
			String line = r.readLine();
			end(line == null ? -1 : line.length(), site);
			return line;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code w.write(cbuf)}. */
	public static void write(Writer w, char[] cbuf, int site) throws IOException {
		begin(site);
		try {
			w.write(cbuf);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code w.write(cbuf, off, len)}. */
	public static void write(Writer w, char[] cbuf, int off, int len, int site) throws IOException {
		begin(site);
		try {
			w.write(cbuf, off, len);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code w.write(s)}. */
	public static void write(Writer w, String s, int site) throws IOException {
		begin(site);
		try {
			w.write(s);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code w.write(s, off, len)}. */
	public static void write(Writer w, String s, int off, int len, int site) throws IOException {
		begin(site);
		try {
			w.write(s, off, len);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code w.flush()}. */
	public static void flush(Writer w, int site) throws IOException {
		begin(site);
		try {
			w.flush();
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}
}
