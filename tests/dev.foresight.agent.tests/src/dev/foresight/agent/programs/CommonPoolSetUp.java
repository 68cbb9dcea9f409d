/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.ForkJoinPool;

/**
 * Sets the common pool's parallelism in {@code main}, as programs do, after a class initialization of 200 ms with a
 * synchronized block (so that the recorder rewrites the class and its class cache's thread runs meanwhile); prints
 * the parallelism the pool got.
 */
public final class CommonPoolSetUp {

	static {
		synchronized (CommonPoolSetUp.class) {
			try {
				Thread.sleep(200);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
	}

	private CommonPoolSetUp() {
	}

	public static void main(String[] args) {
		System.setProperty("java.util.concurrent.ForkJoinPool.common.parallelism", "13");
		System.out.println(ForkJoinPool.getCommonPoolParallelism());
	}
}
