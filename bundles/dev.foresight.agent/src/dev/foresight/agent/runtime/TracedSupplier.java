/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.function.Supplier;

/**
 * A supplier given to CompletableFuture.supplyAsync, wrapped so that its return records the completion of the future
 * it completes.
 *
 * @param <T> the result type
 */
final class TracedSupplier<T> implements Supplier<T> {

	private final Supplier<T> supplier;
	private final TracedStage<T> stage;

	TracedSupplier(Supplier<T> supplier, TracedStage<T> stage) {
		this.supplier = supplier;
		this.stage = stage;
	}

	@Override
	public T get() {
		T value = supplier.get();
		stage.completed(-1);
		return value;
	}
}
