/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The program's loopback TCP connections, one {@link Direction} per way the bytes flow, keyed by the sending and the
 * receiving port: the writer's socket finds its direction by its local and remote port, the reader's by its remote and
 * local port, so both ends of a connection within the program meet in one. A write is logged with the position of its
 * first byte in the direction's stream and its io_begin; a read that got bytes from position P is linked to the last
 * write logged at or before P, the one that supplied its first byte. Both ends count their own bytes, so the positions
 * agree without looking at the data.
 */
final class SocketLinks {

	/** Writes kept per direction that no read has passed yet; a reader further behind than that is not linked. */
	private static final int MAX_PENDING = 4096;

	private static final ConcurrentHashMap<Integer, Direction> DIRECTIONS = new ConcurrentHashMap<>();
	/** Reads linked to a write, for the trace's loopback property. */
	static final AtomicLong LINKED = new AtomicLong();
	/** One bit per port: a loopback socket of the program was bound to it (a server's port, a client's own). */
	private static final AtomicLongArray LOCAL_PORTS = new AtomicLongArray(1024);

	private SocketLinks() {
	}

	/** The direction from port {@code from} to port {@code to}, created at its first use. */
	static Direction direction(int from, int to) {
		Direction d = DIRECTIONS.get(key(from, to));
		return d != null ? d : pair(from, to);
	}

	/** The direction from port {@code from} to port {@code to}, or {@code null} when the program has not used it. */
	static Direction existing(int from, int to) {
		return DIRECTIONS.get(key(from, to));
	}

	/** Creates both directions of a connection, each published with its reverse set. */
	private static synchronized Direction pair(int from, int to) {
		Direction d = DIRECTIONS.get(key(from, to));
		if (d == null) {
			d = new Direction();
			Direction r = DIRECTIONS.get(key(to, from));
			boolean fresh = r == null;
			if (fresh) {
				r = new Direction();
			}
			r.reverse = d;
			d.reverse = r;
			if (fresh) {
				DIRECTIONS.put(key(to, from), r);
			}
			DIRECTIONS.put(key(from, to), d);
		}
		return d;
	}

	private static int key(int from, int to) {
		return (from & 0xffff) << 16 | (to & 0xffff);
	}

	/**
	 * The end of a connection with these ports closed: it writes and reads no more. Once the other end closed too, or
	 * the other end is not in the program, both directions are forgotten (a thread still in a call on one keeps its
	 * own reference), so that a program that opens many connections does not grow the map.
	 */
	static void closed(int local, int remote) {
		Direction out = DIRECTIONS.get(key(local, remote));
		if (out == null) {
			return;
		}
		out.senderClosed = true;
		Direction in = out.reverse;
		if (!(out.receiver || in.sender) || in.senderClosed) {
			removePair(local, remote, out, in);
		}
	}

	private static synchronized void removePair(int local, int remote, Direction out, Direction in) {
		DIRECTIONS.remove(key(local, remote), out);
		DIRECTIONS.remove(key(remote, local), in);
	}

	/** Notes that a loopback socket of the program, about to read or write, is bound to {@code port}. */
	static void bound(int port) {
		int i = (port & 0xffff) >>> 6;
		long bit = 1L << port;
		long v;
		while (((v = LOCAL_PORTS.get(i)) & bit) == 0 && !LOCAL_PORTS.compareAndSet(i, v, v | bit)) {
			// another port of the same word was set meanwhile: again
		}
	}

	/** Whether a loopback socket of the program read or wrote bound to {@code port}: its server is the program. */
	static boolean isBound(int port) {
		return port >= 0 && port <= 0xffff && (LOCAL_PORTS.get(port >>> 6) & (1L << port)) != 0;
	}

	/** Directions kept, for the tests. */
	static int size() {
		return DIRECTIONS.size();
	}

	/** Notes an end of a connection in the program (its local and remote port), before its first read or write. */
	static void endpoint(int local, int remote) {
		Direction out = direction(local, remote);
		out.sender = true;
		out.reverse.receiver = true;
	}

	/** The bytes of one direction of a connection: the writes not yet read past, and both ends' positions. */
	static final class Direction {

		private long written;
		private long read;
		/** Logged writes in a ring: the position of each one's first byte, its io_begin and when it began. */
		private long[] starts = new long[8];
		private long[] refs = new long[8];
		private long[] walls = new long[8];
		private int head;
		private int size;
		/** Writes logged and not yet returned: their bytes may be readable before {@link #written} counts them. */
		private int inFlight;
		/** The other way of the same connection. */
		volatile Direction reverse;
		/** Whether the program holds the end that writes this way, and the one that reads it. */
		volatile boolean sender;
		volatile boolean receiver;
		/** Whether the end that writes this way closed. */
		volatile boolean senderClosed;
		/** Whether a read of this direction is in progress: a close of either end ends it. */
		volatile boolean reading;
		/**
		 * The io_begin of the program's close of the end that writes this way, recorded when a read of either
		 * direction was in progress or this one's reader waits in a selector (-1: none): a read or select of this
		 * direction it ended (the end of the stream) waited for it, as did a read of the reverse one that the close
		 * made fail.
		 */
		volatile long closeRef = -1;
		/** When that close began. */
		volatile long closeWall;
		/** Whether a selector of the program found this direction readable: its reader waits in a select, not a read. */
		volatile boolean polled;
		/** Where the program reads and writes this direction, found at the first call that records its own events. */
		volatile int readSite = -2;
		volatile int writeSite = -2;

		/** Logs a write about to start, whose io_begin is {@code ref}. */
		synchronized void writing(long ref) {
			if (size == starts.length) {
				if (size == MAX_PENDING) {
					head = (head + 1) % size;
					size--;
				} else {
					grow();
				}
			}
			int k = (head + size) % starts.length;
			starts[k] = written;
			refs[k] = ref;
			walls[k] = Events.now();
			size++;
			inFlight++;
		}

		private void grow() {
			int n = starts.length;
			long[] s = new long[n * 2];
			long[] r = new long[n * 2];
			long[] w = new long[n * 2];
			for (int i = 0; i < size; i++) {
				s[i] = starts[(head + i) % n];
				r[i] = refs[(head + i) % n];
				w[i] = walls[(head + i) % n];
			}
			starts = s;
			refs = r;
			walls = w;
			head = 0;
		}

		/** Whether every byte written this way was read: a read in progress then waits for more, or for the end. */
		synchronized boolean drained() {
			return read >= written && inFlight == 0;
		}

		/** A logged write returned, having moved {@code bytes} (0 when it failed). */
		synchronized void wrote(long bytes) {
			written += Math.max(0, bytes);
			inFlight = Math.max(0, inFlight - 1);
		}

		/**
		 * A read got {@code bytes}: returns the io_begin of the write that supplied its first byte, or -1 when none
		 * is logged, and forgets the writes it read past.
		 */
		synchronized long read(long bytes) {
			int k = supplier();
			read += bytes;
			return k < 0 ? -1 : refs[k];
		}

		/**
		 * The write that supplied the first byte not yet read, as {@code {io_begin, when it began}}, or, with every byte
		 * read, the recorded close of the other end; {@code null} when neither is known: what a selector that found
		 * this direction readable waited for.
		 */
		synchronized long[] unread() {
			// on one CPU the reader's select may return while the write that woke it is still inside the kernel
			int k = read < written || inFlight > 0 ? supplier() : -1;
			if (k >= 0) {
				return new long[] { refs[k], walls[k] };
			}
			// everything read: the end of the stream, where the program's close of the other end was recorded
			return senderClosed && closeRef >= 0 ? new long[] { closeRef, closeWall } : null;
		}

		/** The slot of the write holding position {@code read}, or -1; forgets the writes before it. */
		private int supplier() {
			int n = starts.length;
			// the writes that start at or before the position all lie before the one holding it: drop all but that one
			while (size > 1 && starts[(head + 1) % n] <= read) {
				head = (head + 1) % n;
				size--;
			}
			return size == 0 || starts[head] > read ? -1 : head;
		}
	}
}
