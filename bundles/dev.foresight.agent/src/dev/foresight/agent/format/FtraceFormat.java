/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.format;

/**
 * Constants of the {@code .ftrace} format (docs/ftrace-format.md). The reader in dev.foresight.core repeats them;
 * the round-trip tests keep both sides in step.
 */
public final class FtraceFormat {

	/** The first four bytes of every file: "FTRC". */
	public static final byte[] MAGIC = { 'F', 'T', 'R', 'C' };
	/**
	 * The format version this writer produces. Version 2 added the extended kind code ({@link #EXTENDED_KIND}):
	 * version 1 had room for 32 kinds only. Version 3 added the kind {@code interrupt}, version 4 the daemon flag of a
	 * thread table entry ({@link #THREAD_DAEMON}).
	 */
	public static final int VERSION = 4;

	/** Block: recording facts (JVM, OS, CPUs, start time, properties); always the first block. */
	public static final int BLOCK_HEADER = 1;
	/** Block: one entry of the thread table. */
	public static final int BLOCK_THREAD = 2;
	/** A thread table entry's flags: a virtual thread, a daemon thread (both bits for a virtual thread). */
	public static final int THREAD_VIRTUAL = 1, THREAD_DAEMON = 2;
	/** Block: one entry of the site table. */
	public static final int BLOCK_SITE = 3;
	/** Block: consecutive events of one thread. */
	public static final int BLOCK_EVENTS = 4;
	/** Block: a property added during the recording (an instrumentation failure, a deadlock report). */
	public static final int BLOCK_PROPERTY = 5;
	/** Block: the recording was closed normally; holds the number of events written. */
	public static final int BLOCK_END = 6;

	/** Event header bit: an argument follows. */
	public static final int HAS_ARG = 0x20;
	/** Event header bit: a wake link follows. */
	public static final int HAS_WAKE = 0x40;
	/** Event header bit: flags follow. */
	public static final int HAS_FLAGS = 0x80;
	/** Event header: the kind ordinal lives in the low five bits. */
	public static final int KIND_MASK = 0x1F;
	/**
	 * Event header kind code (version 2) saying that a varint follows the header byte and the kind is this code plus
	 * that varint: kinds 0 to 30 keep their one-byte header, kind 31 ({@code io_end}) and later ones take one byte
	 * more.
	 */
	public static final int EXTENDED_KIND = 0x1F;

	private FtraceFormat() {
	}
}
