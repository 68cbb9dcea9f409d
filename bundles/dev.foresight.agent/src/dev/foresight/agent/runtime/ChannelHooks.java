/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.runtime.IoHooks.begin;
import static dev.foresight.agent.runtime.IoHooks.end;
import static dev.foresight.agent.runtime.IoHooks.failed;

import java.io.FileDescriptor;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.util.List;

/**
 * Replacements for the blocking calls of channels, of {@code Files}' whole-file reads and writes and of a file's sync
 * (the network's waits are {@link NetHooks}'). Each is I/O between an io_begin and an io_end, as in {@link IoHooks};
 * the io_end carries the bytes moved, else -1.
 */
public final class ChannelHooks {

	private ChannelHooks() {
	}

	/** Replaces {@code ch.read(dst)}. */
	public static int read(ReadableByteChannel ch, ByteBuffer dst, int site) throws IOException {
		begin(site);
		try {
			return end(ch.read(dst), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code ch.write(src)}. */
	public static int write(WritableByteChannel ch, ByteBuffer src, int site) throws IOException {
		begin(site);
		try {
			return end(ch.write(src), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code ch.read(dst, position)}. */
	public static int read(FileChannel ch, ByteBuffer dst, long position, int site) throws IOException {
		begin(site);
		try {
			return end(ch.read(dst, position), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code ch.write(src, position)}. */
	public static int write(FileChannel ch, ByteBuffer src, long position, int site) throws IOException {
		begin(site);
		try {
			return end(ch.write(src, position), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code ch.force(metaData)}. */
	public static void force(FileChannel ch, boolean metaData, int site) throws IOException {
		begin(site);
		try {
			ch.force(metaData);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code fd.sync()}. */
	public static void sync(FileDescriptor fd, int site) throws IOException {
		begin(site);
		try {
			fd.sync();
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code Files.readAllBytes(path)}. */
	public static byte[] readAllBytes(Path path, int site) throws IOException {
		begin(site);
		try {
			byte[] r = Files.readAllBytes(path);
			end(site);
			return r;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code Files.readString(path)}. */
	public static String readString(Path path, int site) throws IOException {
		begin(site);
		try {
			String r = Files.readString(path);
			end(site);
			return r;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code Files.readAllLines(path)}. */
	public static List<String> readAllLines(Path path, int site) throws IOException {
		begin(site);
		try {
			List<String> r = Files.readAllLines(path);
			end(site);
			return r;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code Files.write(path, bytes, options)}. */
	public static Path write(Path path, byte[] bytes, OpenOption[] options, int site) throws IOException {
		begin(site);
		try {
			Path r = Files.write(path, bytes, options);
			end(site);
			return r;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code Files.writeString(path, csq, options)}. */
	public static Path writeString(Path path, CharSequence csq, OpenOption[] options, int site) throws IOException {
		begin(site);
		try {
			Path r = Files.writeString(path, csq, options);
			end(site);
			return r;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}
}
