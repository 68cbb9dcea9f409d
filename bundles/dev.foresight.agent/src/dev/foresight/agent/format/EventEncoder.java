/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.format;

/**
 * Encodes the events of one thread into the body of an events block: a header byte (kind, and which optional fields
 * follow), then object and site as zigzag deltas from the previous event, CPU time, wall time as a delta from the
 * previous event, and the optional flags, argument and wake link. Not thread-safe: one per recorded thread.
 */
public final class EventEncoder {

	private final ByteSink body;
	private final int thread;
	private long firstIndex;
	private int count;
	private long prevObject;
	private long prevSite;
	private long prevWall;

	/** An encoder for the events of {@code thread}, starting at event index 0. */
	public EventEncoder(int thread, int initialCapacity) {
		this.thread = thread;
		this.body = new ByteSink(initialCapacity);
	}

	/** Number of events in the current block. */
	public int count() {
		return count;
	}

	/** Bytes in the current block body. */
	public int bodySize() {
		return body.size();
	}

	/**
	 * Appends one event.
	 *
	 * @param kind kind ordinal, see {@link Kinds}
	 * @param object object id or -1
	 * @param site site id or -1
	 * @param cpu CPU nanoseconds since the previous event (negative values are written as 0)
	 * @param wall wall nanoseconds since the recording started
	 * @param arg kind-specific argument
	 * @param flags {@link Kinds#TIMED_OUT} and the other flags
	 * @param wake packed wake link ({@code thread << 32 | index}) or -1
	 */
	public void add(int kind, long object, int site, long cpu, long wall, long arg, int flags, long wake) {
		int header = kind;
		if (arg != 0) {
			header |= FtraceFormat.HAS_ARG;
		}
		if (wake >= 0) {
			header |= FtraceFormat.HAS_WAKE;
		}
		if (flags != 0) {
			header |= FtraceFormat.HAS_FLAGS;
		}
		body.u8(header);
		body.zigzag(object - prevObject);
		body.zigzag(site - prevSite);
		body.varint(Math.max(0, cpu));
		body.varint(Math.max(0, wall - prevWall));
		if (flags != 0) {
			body.varint(flags);
		}
		if (arg != 0) {
			body.zigzag(arg);
		}
		if (wake >= 0) {
			body.varint(wake >>> 32);
			body.varint(wake & 0xFFFFFFFFL);
		}
		prevObject = object;
		prevSite = site;
		prevWall = Math.max(prevWall, wall);
		count++;
	}

	/**
	 * The payload of an events block holding the events added since the last call, or {@code null} when there are
	 * none; the next block's deltas start afresh so that every block decodes on its own.
	 */
	public byte[] takeBlock() {
		if (count == 0) {
			return null;
		}
		ByteSink out = new ByteSink(body.size() + 16);
		out.varint(thread);
		out.varint(firstIndex);
		out.varint(count);
		out.bytes(body.array(), 0, body.size());
		firstIndex += count;
		count = 0;
		body.clear();
		prevObject = 0;
		prevSite = 0;
		prevWall = 0;
		return out.toByteArray();
	}
}
