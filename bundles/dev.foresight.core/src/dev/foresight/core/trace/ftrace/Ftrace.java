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
	public static final int VERSION = 3;
	/** The oldest version read: version 1 had no extended kinds (its kind code 31 is io_end itself). */
	public static final int FIRST_VERSION = 1;
	/** Bytes before the first block: magic, version, three reserved bytes. */
	public static final int PREAMBLE = 8;
	/** Block types. */
	public static final int BLOCK_HEADER = 1, BLOCK_THREAD = 2, BLOCK_SITE = 3, BLOCK_EVENTS = 4, BLOCK_PROPERTY = 5,
			BLOCK_END = 6;
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

	private Ftrace() {
	}
}
