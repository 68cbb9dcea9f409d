/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.format;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * Encodes the events of one thread into the body of an events block: a header byte (kind, and which optional fields
 * follow), the rest of the kind when it does not fit the header, then object and site as zigzag deltas from the
 * previous event, CPU time, wall time as a delta from the previous event, and the optional flags, argument and wake
 * link.
 * <p>
 * One thread (the owner) adds events without taking a lock: every event is a single capacity check and plain array
 * stores, then a release store of the published count and size. Another thread may take what was published with
 * {@link #takePublished()} (the recorder's shutdown, while the owner may still run); growing the array, taking a
 * block and taking the published events synchronize on the encoder, which the owner does only every few thousand
 * events.
 */
public final class EventEncoder {

	/**
	 * The most bytes one event takes: the header byte and at most nine varints (the extended kind included) of at most
	 * ten bytes.
	 */
	static final int MAX_EVENT_BYTES = 1 + 9 * 10;
	private static final VarHandle PUBLISHED;
	private static final byte[] NO_BYTES = {};

	static {
		try {
			PUBLISHED = MethodHandles.lookup().findVarHandle(EventEncoder.class, "published", long.class);
		} catch (ReflectiveOperationException e) {
			throw new ExceptionInInitializerError(e);
		}
	}

	private final int thread;
	private byte[] body;
	private int size;
	private int count;
	/** {@code count << 32 | size} of the events another thread may take; written with release semantics. */
	@SuppressWarnings("unused")
	private long published;
	private long firstIndex;
	private long prevObject;
	private long prevSite;
	private long prevWall;
	/** Set once {@link #takePublished()} or {@link #takeLastBlock()} took the events: nothing more leaves. */
	private boolean closed;
	private int lastLength;

	/** An encoder for the events of {@code thread}, starting at event index 0. */
	public EventEncoder(int thread, int initialCapacity) {
		this.thread = thread;
		this.body = new byte[Math.max(MAX_EVENT_BYTES, initialCapacity)];
	}

	/** Number of events in the current block. */
	public int count() {
		return count;
	}

	/** The length of the array the events are encoded into: what the thread's pending events hold in memory. */
	int capacity() {
		return body.length;
	}

	/** Bytes in the current block body. */
	public int bodySize() {
		return size;
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
		byte[] b = body;
		int p = size;
		if (p + MAX_EVENT_BYTES > b.length) {
			b = room(p, kind, object, site, cpu, wall, arg, flags, wake);
		}
		int header = Math.min(kind, FtraceFormat.EXTENDED_KIND);
		if (arg != 0) {
			header |= FtraceFormat.HAS_ARG;
		}
		if (wake >= 0) {
			header |= FtraceFormat.HAS_WAKE;
		}
		if (flags != 0) {
			header |= FtraceFormat.HAS_FLAGS;
		}
		b[p++] = (byte) header;
		if (kind >= FtraceFormat.EXTENDED_KIND) {
			p = varint(b, p, kind - FtraceFormat.EXTENDED_KIND);
		}
		p = zigzag(b, p, object - prevObject);
		p = zigzag(b, p, (long) site - prevSite);
		p = varint(b, p, Math.max(0, cpu));
		p = varint(b, p, Math.max(0, wall - prevWall));
		if (flags != 0) {
			p = varint(b, p, flags);
		}
		if (arg != 0) {
			p = zigzag(b, p, arg);
		}
		if (wake >= 0) {
			p = varint(b, p, wake >>> 32);
			p = varint(b, p, wake & 0xFFFFFFFFL);
		}
		prevObject = object;
		prevSite = site;
		prevWall = Math.max(prevWall, wall);
		size = p;
		int n = ++count;
		PUBLISHED.setRelease(this, (long) n << 32 | p);
	}

	/**
	 * The array, grown if the event about to be added at {@code p} does not fit. Only near the end of the array is the
	 * event's exact size worked out: a virtual thread records a dozen events of about 13 bytes, and growing its array
	 * for the reserve that only the largest possible event needs doubled it, once or twice (86 MB of copies for
	 * 300,000 virtual threads).
	 */
	private byte[] room(int p, int kind, long object, int site, long cpu, long wall, long arg, int flags, long wake) {
		int need = 1 + varintSize(zigzag(object - prevObject)) + varintSize(zigzag((long) site - prevSite))
				+ varintSize(Math.max(0, cpu)) + varintSize(Math.max(0, wall - prevWall));
		if (kind >= FtraceFormat.EXTENDED_KIND) {
			need += varintSize(kind - FtraceFormat.EXTENDED_KIND);
		}
		if (flags != 0) {
			need += varintSize(flags);
		}
		if (arg != 0) {
			need += varintSize(zigzag(arg));
		}
		if (wake >= 0) {
			need += varintSize(wake >>> 32) + varintSize(wake & 0xFFFFFFFFL);
		}
		return p + need > body.length ? grow(p + need) : body;
	}

	/**
	 * Replaces the array by a copy half as large again, under the lock that {@link #takePublished()} reads it under.
	 */
	private synchronized byte[] grow(int min) {
		body = Arrays.copyOf(body, Math.max(body.length + (body.length >> 1), min));
		return body;
	}

	private static int varint(byte[] b, int p, long v) {
		while ((v & ~0x7FL) != 0) {
			b[p++] = (byte) ((v & 0x7F) | 0x80);
			v >>>= 7;
		}
		b[p++] = (byte) v;
		return p;
	}

	private static int zigzag(byte[] b, int p, long v) {
		return varint(b, p, zigzag(v));
	}

	private static long zigzag(long v) {
		return (v << 1) ^ (v >> 63);
	}

	private static int varintSize(long v) {
		int n = 1;
		while ((v & ~0x7FL) != 0) {
			v >>>= 7;
			n++;
		}
		return n;
	}

	/** After a block was taken: the next one's deltas start afresh, so that every block decodes on its own. */
	private void startBlock() {
		firstIndex += count;
		count = 0;
		size = 0;
		PUBLISHED.setRelease(this, 0L);
		prevObject = 0;
		prevSite = 0;
		prevWall = 0;
	}

	/**
	 * The events block of the events added since the last block, or {@code null} when there are none (or
	 * {@link #takePublished()} took them), written into an array the writer gives back once written
	 * ({@link BlockArrays}): the encoder keeps its own, which stays in its processor's cache (going on in a given-back
	 * one instead, whose lines are in the writer's, made recordings of monitor-heavy programs 3 % slower). Returns the
	 * array, whose first {@link #lastBlockLength()} bytes are the block. Called by the owner.
	 */
	public synchronized byte[] takeFullBlock() {
		if (count == 0 || closed) {
			return null;
		}
		int length = headSize(count) + size;
		byte[] out = block(BlockArrays.take(length, Math.max(length, body.length)), count, size);
		lastLength = length;
		startBlock();
		return out;
	}

	/**
	 * As {@link #takeFullBlock()} for the owner's last events (its thread ends), after which the encoder hands out
	 * nothing more: when the array has room for the block's head, the block is built in place at its start, so that a
	 * short thread (a virtual one records a dozen events) does not copy them into a second array. Returns the array,
	 * whose first {@link #lastBlockLength()} bytes are the block, or {@code null} when there are no events.
	 */
	public synchronized byte[] takeLastBlock() {
		boolean none = count == 0 || closed;
		closed = true;
		if (none) {
			return null;
		}
		int head = headSize(count);
		byte[] block;
		if (head + size > body.length) {
			block = block(count, size);
		} else {
			System.arraycopy(body, 0, body, head, size);
			writeHead(body, count);
			block = body;
			// the writer owns the array now; an event added after all would go to a fresh one, never into it
			body = NO_BYTES;
		}
		lastLength = head + size;
		firstIndex += count;
		return block;
	}

	/** The length of the block {@link #takeLastBlock()} or {@link #takeFullBlock()} returned. */
	public int lastBlockLength() {
		return lastLength;
	}

	/**
	 * Called by a thread other than the owner (at shutdown): the block of the events published so far, or
	 * {@code null}, after which the encoder hands out nothing more.
	 */
	public synchronized byte[] takePublished() {
		if (closed) {
			return null;
		}
		closed = true;
		long p = (long) PUBLISHED.getAcquire(this);
		int n = (int) (p >>> 32);
		byte[] block = n == 0 ? null : block(n, (int) p);
		firstIndex += n;
		return block;
	}

	/** Events handed out in blocks so far (the index of the first event of the next block). */
	public synchronized long handedOut() {
		return firstIndex;
	}

	private byte[] block(int events, int bytes) {
		return block(new byte[headSize(events) + bytes], events, bytes);
	}

	/** The block of the array's first {@code events} ({@code bytes}) written at the start of {@code out}. */
	private byte[] block(byte[] out, int events, int bytes) {
		writeHead(out, events);
		System.arraycopy(body, 0, out, headSize(events), bytes);
		return out;
	}

	/** The bytes of a block's head: thread, index of its first event, number of events. */
	private int headSize(int events) {
		return varintSize(thread) + varintSize(firstIndex) + varintSize(events);
	}

	private void writeHead(byte[] out, int events) {
		varint(out, varint(out, varint(out, 0, thread), firstIndex), events);
	}
}
