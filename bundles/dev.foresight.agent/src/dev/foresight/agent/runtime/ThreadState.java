/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import dev.foresight.agent.format.EventEncoder;
import dev.foresight.agent.format.FtraceFormat;

/**
 * What the recorder keeps per recorded thread: its dense id, the encoder holding its not yet written events, the JDK
 * monitors it holds (in {@link JdkHeldMonitors}) and the CPU and wall clocks at its previous event (in
 * {@link CpuAccount}). Only its own thread records into it, without a lock; handing a block over synchronizes on it,
 * and the recorder's shutdown takes what the thread has published (see EventEncoder) while the thread may still run.
 */
final class ThreadState extends JdkHeldMonitors {

	/** Events per block; a full block is handed to the writer. */
	private static final int BLOCK_EVENTS = 2048;
	/** A block older than this is handed over even when not full, so that a killed JVM loses little. */
	private static final long BLOCK_AGE_NANOS = 200_000_000L;
	/**
	 * A virtual thread's block is handed over for its age only from this many events on: virtual threads are many and
	 * mostly short-lived, and one that waited long for a carrier (a program starting many thousands at once) would
	 * otherwise hand over a block of a few events each time, which the writer frames and the thread waits for. Its
	 * block goes at its end anyway.
	 */
	private static final int VIRTUAL_AGE_EVENTS = 64;
	/** A hand-over shorter than this did not wait for the writer; longer, a virtual thread's clocks start again. */
	private static final long HANDOVER_WAIT_NANOS = 50_000L;

	private static final int CACHE = 16;

	final int id;
	/** The thread's table entry (null for the recorder's marker of ended threads). */
	final Threads.Entry entry;
	private final EventEncoder encoder;
	private long nextIndex;
	/** Allocated at the first lookup: most short-lived threads (virtual ones) never name a monitor or lock. */
	private Object[] cachedObjects;
	private long[] cachedIds;
	/** The cache slot the next new object takes (the oldest). */
	private int cacheNext;
	private long blockStartWall;
	/** Events handed to the writer so far. */
	private long handedOut;
	/** Set while a hook of this thread runs, so that nothing the recorder does is recorded. */
	boolean busy;
	/** Set by thread_end: code the JDK runs after it (thread exit, worker deregistration) records nothing. */
	boolean ended;
	/**
	 * Receivers of bracketed calls in progress (joins through a subclass) and when they began: a stack, because a
	 * fork/join worker runs other tasks, with joins of their own, while it joins.
	 */
	private Object[] stash;
	private long[] stashStart;
	private int stashDepth;
	/** The application site of a fork in progress, for the JDK's fork hook; -1 when none. */
	int siteHint = -1;
	/** The application site of a fork/join wait in progress (join, invoke, get), for the JDK's hook; -1 when none. */
	int joinSite = -1;
	/** The site of the invokeAll whose forks are in progress on this thread; -1 when none. */
	int allSite = -1;
	/** The application site of a thread start in progress, for the JDK's start hook; -1 when none. */
	int startSite = -1;
	/** The io_begin of the program's I/O call in progress ({@link IoHooks}); -1 when none. */
	long ioOpen = -1;
	/** The write of another thread that the I/O call in progress read, for its io_end's wake link; -1 when none. */
	long ioLink = -1;
	/** Whether the I/O call in progress moved bytes to or from another thread of the program (flag LOCAL). */
	boolean ioLocal;
	/** The loopback connection's direction a socket read or write in progress moves bytes on ({@link SocketHooks}). */
	SocketLinks.Direction socket;
	/** Whether that socket call reads, and the site of the io_begin it recorded itself (-2: it recorded none). */
	boolean socketReads;
	int socketSite = -2;
	/** The program's map compute calls in progress ({@link MapComputeHooks}). */
	int mapComputes;
	/** The executor whose task this thread ran last, once noted in {@link Pools}; 0: none. */
	long pool;
	/**
	 * The recorder's future whose task this thread runs ({@link TracedFuture}), for its cancel's interrupt; 0: none.
	 */
	long task;

	ThreadState(Threads.Entry entry, boolean virtual, long cpuNow, long wallNow) {
		super(entry == null ? -1 : entry.id, virtual, cpuNow, wallNow);
		this.entry = entry;
		this.id = entry == null ? -1 : entry.id;
		// a virtual thread's dozen events take about 150 bytes: room for them and their block's head, so that its array
		// is neither grown nor copied
		this.encoder = new EventEncoder(id, 192);
		this.blockStartWall = wallNow;
	}

	/** Pushes the receiver of a bracketed call ({@code null} when the call is not one to record). */
	void push(Object receiver, long start) {
		if (stash == null) {
			stash = new Object[8];
			stashStart = new long[8];
		} else if (stashDepth == stash.length) {
			if (stashDepth >= 4096) {
				// calls that threw never popped; a stack this deep means many of them, so start afresh
				stashDepth = 0;
			} else {
				stash = java.util.Arrays.copyOf(stash, stashDepth * 2);
				stashStart = java.util.Arrays.copyOf(stashStart, stashDepth * 2);
			}
		}
		stash[stashDepth] = receiver;
		stashStart[stashDepth++] = start;
	}

	/** Pops the receiver pushed by the matching before-hook, or {@code null}. */
	Object pop() {
		if (stashDepth == 0) {
			return null;
		}
		Object o = stash[--stashDepth];
		stash[stashDepth] = null;
		return o;
	}

	/** When the call of the last popped receiver began. */
	long poppedStart() {
		return stashStart[stashDepth];
	}

	/**
	 * The id of {@code o}: a thread works on few objects at a time, so a small cache of its recent ones (strong
	 * references to at most 16 objects) saves most lookups in the shared table. The cache is searched by reference,
	 * newest first, not by identity hash: hashing a monitor that is locked (by this thread at its enter, by the next
	 * owner after its exit) leaves the compiled fast path for a call into the VM.
	 */
	long idOf(Object o) {
		if (o == null) {
			return -1;
		}
		Object[] objects = cachedObjects;
		if (objects == null) {
			objects = cachedObjects = new Object[CACHE];
			cachedIds = new long[CACHE];
		}
		int last = cacheNext - 1;
		for (int i = 0; i < CACHE; i++) {
			int slot = (last - i) & (CACHE - 1);
			if (objects[slot] == o) {
				return cachedIds[slot];
			}
		}
		long id = ObjectIds.of(o);
		int slot = cacheNext & (CACHE - 1);
		objects[slot] = o;
		cachedIds[slot] = id;
		cacheNext = slot + 1;
		return id;
	}

	/**
	 * Records an event and returns its packed reference ({@code thread << 32 | index}). Only the state's own thread
	 * calls this, without a lock (see {@link EventEncoder}).
	 *
	 * @param wallEnd the wall time the work before this event ended (for blocking calls, when the call began)
	 * @param wall the wall time of the event
	 */
	long record(int kind, long object, int site, long wallEnd, long wall, long arg, int flags, long wake) {
		if (wall < prevWall) {
			// a release timed before it happened, when the release itself recorded events (a Lock implemented by
			// the application): it is placed after them, so that the thread's time never runs backwards
			wall = prevWall;
			wallEnd = Math.min(wallEnd, wall);
		}
		long cpu = cpu(kind, wallEnd, wall);
		prevWall = wall;
		encoder.add(kind, object, site, cpu, wall, arg, flags, wake);
		long ref = ((long) id << 32) | nextIndex++;
		int n = encoder.count();
		if (n >= BLOCK_EVENTS || wall - blockStartWall > BLOCK_AGE_NANOS && (n >= VIRTUAL_AGE_EVENTS || !virtual)) {
			flush(wall);
		}
		return ref;
	}

	/**
	 * Records an event without object, site, flags or wake link and without ever handing a block over (no lock, no
	 * wait): the virtual thread mount hooks run on the carrier, where blocking on a recorder monitor that an unmounted
	 * virtual thread holds could leave no carrier to run that thread. The next ordinary event hands the block over.
	 */
	void place(int kind, long wallEnd, long wall, long arg) {
		if (wall < prevWall) {
			wall = prevWall;
			wallEnd = Math.min(wallEnd, wall);
		}
		long cpu = cpu(kind, wallEnd, wall);
		prevWall = wall;
		encoder.add(kind, -1, -1, cpu, wall, arg, 0, -1);
		nextIndex++;
	}

	/** Reference the next recorded event will have. */
	long nextRef() {
		return ((long) id << 32) | nextIndex;
	}

	/** Events recorded so far. */
	long eventCount() {
		return nextIndex;
	}

	/** Hands the pending events to the writer (the state's own thread). */
	synchronized void flush(long wall) {
		blockStartWall = wall;
		long before = Allocation.now();
		byte[] block = encoder.takeFullBlock();
		if (block != null) {
			hand(block, encoder.lastBlockLength(), true);
		}
		Allocation.since(before);
		if (virtual) {
			long after = Events.now();
			if (after - wall > HANDOVER_WAIT_NANOS) {
				// the time the writer's queue kept a virtual thread waiting here (seconds when many threads hand
				// blocks over at once), unmounted or on another carrier, is not its own
				restartClocks(after);
			} else {
				// the recorder's own work: not the program's, and no reason to read the clock (a system call)
				excuse(after - wall);
			}
		}
	}

	/** Hands the last events to the writer when the thread ends (the state's own thread): it records nothing more. */
	synchronized void finish() {
		long before = Allocation.now();
		byte[] block = encoder.takeLastBlock();
		if (block != null) {
			hand(block, encoder.lastBlockLength(), false);
		}
		Allocation.since(before);
	}

	/**
	 * Hands over what the thread has recorded and stops handing out more: called at the end of the recording by
	 * another thread, while this state's thread may still be recording.
	 */
	synchronized void close() {
		hand(encoder.takePublished());
	}

	private void hand(byte[] block) {
		if (block != null) {
			hand(block, block.length, false);
		}
	}

	/** {@code giveBack}: the array is the encoder's no more, and the writer may give it to another encoder. */
	private void hand(byte[] block, int length, boolean giveBack) {
		long before = handedOut;
		handedOut = encoder.handedOut();
		TraceOutput.counted(handedOut - before);
		TraceOutput.submit(FtraceFormat.BLOCK_EVENTS, block, length, giveBack);
	}
}
