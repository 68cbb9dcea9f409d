/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.FUTURE_COMPLETE;

import java.util.concurrent.CompletableFuture;

/**
 * The future of a {@code supplyAsync} call, made by the recorder (and completed by {@code completeAsync}, as
 * {@code supplyAsync} would), and of every stage that depends on it. It carries its id and its recorded completion,
 * so that neither an entry in the identity table nor one in a completion registry is needed: a program that makes
 * a future per request made both grow by an entry per future (the table's weak references until a collection, the
 * registry's entries for good), and their look-ups were most of its main thread's recorded time.
 *
 * @param <T> the result type
 */
final class TracedStage<T> extends CompletableFuture<T> {

	final long id = ObjectIds.fresh();
	/** The future_complete reference, or -1 while none is recorded. */
	private volatile long completion = -1;

	/** A dependent stage (thenApply, thenCombine, ...) is one of these too: a get of it needs no table either. */
	@Override
	public <U> CompletableFuture<U> newIncompleteFuture() {
		return new TracedStage<>();
	}

	/** The future_complete reference of this stage, or -1 when none was recorded. */
	long completion() {
		return completion;
	}

	/** Records future_complete of this stage at {@code site} (-1: none). */
	void completed(int site) {
		completion = Events.record(FUTURE_COMPLETE, id, site, -1, 0, 0, -1);
	}
}
