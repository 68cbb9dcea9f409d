/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.function.Supplier;

/**
 * A supplier given to CompletableFuture.supplyAsync, wrapped so that its return records the future's completion.
 *
 * @param <T> the result type
 */
final class TracedSupplier<T> implements Supplier<T> {

	final long key;
	private final Supplier<T> supplier;

	TracedSupplier(Supplier<T> supplier) {
		this.supplier = supplier;
		this.key = ObjectIds.fresh(); // the recorder's own object: no entry in the identity table
	}

	@Override
	public T get() {
		T value = supplier.get();
		TaskHooks.completed(key, -1);
		return value;
	}
}
