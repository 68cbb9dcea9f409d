/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

/** Constants of the {@code .ftrace} format; the agent's writer uses the same values. */
public final class Ftrace {

	/** The first four bytes of every file. */
	public static final byte[] MAGIC = { 'F', 'T', 'R', 'C' };
	/** The version written; the reader reads every version from {@link #FIRST_VERSION} on. */
	public static final int VERSION = 4;
	/** The oldest version read: version 1 had no extended kinds (its kind code 31 is io_end itself). */
	public static final int FIRST_VERSION = 1;
	/** Bytes before the first block: magic, version, three reserved bytes. */
	public static final int PREAMBLE = 8;
	/** Block types. */
	public static final int BLOCK_HEADER = 1, BLOCK_THREAD = 2, BLOCK_SITE = 3, BLOCK_EVENTS = 4, BLOCK_PROPERTY = 5,
			BLOCK_END = 6;
	/** A thread table entry's flags: a virtual thread, a daemon thread (both bits for a virtual thread). */
	public static final int THREAD_VIRTUAL = 1, THREAD_DAEMON = 2;
	/** Event header bits; the kind ordinal is in the low five bits. */
	public static final int HAS_ARG = 0x20, HAS_WAKE = 0x40, HAS_FLAGS = 0x80, KIND_MASK = 0x1F;
	/**
	 * Kind code that, from version 2 on, says a varint follows the header byte and the kind ordinal is this code plus
	 * that varint (kinds 31 and up).
	 */
	public static final int EXTENDED_KIND = 0x1F;
	/**
	 * The largest thread or site id a reader accepts: ids count from 0 and the reader's tables are sized by the
	 * largest, so a damaged id must not ask for more than any recording needs.
	 */
	public static final int MAX_ID = (1 << 28) - 1;
	/**
	 * How far a thread or site id may run ahead of the table's entries read before it. Ids are dense and entries are
	 * written as the recorder meets threads and sites, so only a few ids can come before their entries; a damaged id
	 * past them would size every table and array of the trace.
	 */
	public static final int MAX_ID_GAP = 1 << 16;
	/**
	 * The largest CPU time before an event and the largest wall time of an event (nanoseconds since the recording
	 * began): 2^53 ns, 104 days.
	 */
	public static final long MAX_NANOS = 1L << 53;
	/** The largest CPU time of all a file's events together: 2^58 ns, nine years; sums of them cannot overflow. */
	public static final long MAX_TOTAL_CPU = 1L << 58;

	private Ftrace() {
	}
}
