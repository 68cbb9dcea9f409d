/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.FUTURE_COMPLETE;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Links the end of an {@code HttpClient.send} to the event that answered it. {@code send} waits in the JDK for the
 * future of its response, which a worker of the client completes once it read the answer; the JDK's own
 * {@code get} of that future is replaced by {@link #get} (see the agent's JdkCallers), which notes the future while
 * the thread waits, and the worker, setting the future's result, records {@code future_complete} for it
 * ({@link #resultSet}). The send's {@code io_end} is linked to that event, so the replay makes the send wait for the
 * worker (which waited for the selector's {@code select}, which waited for the server) rather than for the recorded
 * wall time, in which a server of the program's own ran on the recording's one processor.
 */
public final class HttpAwaits {

	/** The slot's value while the waiting thread still waits and nothing completed the future. */
	private static final long WAITING = -2;
	/** The slot's value once the waiting thread went on: a completion found later links nothing. */
	private static final long GONE = -3;
	/** Futures waited for inside a send, to the slot of their completion's reference. */
	private static final ConcurrentHashMap<CompletableFuture<?>, AtomicLong> AWAITED = new ConcurrentHashMap<>();
	/** How many are waited for; the JDK's every completion reads only this while none is. */
	private static final AtomicInteger COUNT = new AtomicInteger();

	private HttpAwaits() {
	}

	/** Whether any thread waits in a send: the check every completion of a CompletableFuture makes. */
	static boolean any() {
		return COUNT.get() > 0;
	}

	/**
	 * Replaces {@code future.get()} in {@code HttpClientImpl.send}: the same wait, and where the thread is inside a
	 * recorded send (its I/O call open), the link of the send's end to the completion.
	 */
	public static Object get(CompletableFuture<?> future) throws InterruptedException, ExecutionException {
		ThreadState s = Recorder.current();
		if (s == null || s.ioOpen < 0 || future.isDone()) {
			return future.get();
		}
		AtomicLong slot = new AtomicLong(WAITING);
		if (AWAITED.putIfAbsent(future, slot) != null) {
			return future.get(); // another send waits for the same future: it keeps the link
		}
		COUNT.incrementAndGet();
		try {
			return future.get();
		} finally {
			AWAITED.remove(future, slot);
			COUNT.decrementAndGet();
			long ref = slot.getAndSet(GONE);
			if (ref >= 0 && s.ioOpen >= 0) {
				s.ioLink = ref;
			}
		}
	}

	/**
	 * The JDK set {@code future}'s result ({@code TaskHooks.resultSet}): if a send waits for it, records
	 * future_complete on this thread for the send to be linked to (the waiting thread, inside {@code get}, completes
	 * nothing itself). Should the sender have gone on before this (it may see the result as soon as it is set), the
	 * event stays unlinked and the send's end waits as an unlinked one does.
	 */
	static void resultSet(CompletableFuture<?> future) {
		AtomicLong slot = AWAITED.get(future);
		if (slot == null || slot.get() != WAITING) {
			return;
		}
		long ref = Events.record(FUTURE_COMPLETE, ObjectIds.fresh(), -1, -1, 0, 0, -1);
		if (ref >= 0) {
			slot.compareAndSet(WAITING, ref);
		}
	}
}
