/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import dev.foresight.core.ProgressMonitor;

/** Runs independent simulations on a number of worker threads, reporting one unit of progress per task. */
final class Parallel {

	private final int threads;
	private final ProgressMonitor monitor;

	Parallel(int threads, ProgressMonitor monitor) {
		this.threads = Math.max(1, threads);
		this.monitor = monitor;
	}

	/** Runs the tasks and returns their results in order; a task's exception is rethrown unchecked. */
	<T> List<T> invokeAll(List<Callable<T>> tasks) throws InterruptedException {
		List<Callable<T>> reporting = new ArrayList<>(tasks.size());
		for (Callable<T> task : tasks) {
			reporting.add(() -> {
				monitor.checkCanceled();
				T result = task.call();
				monitor.worked(1);
				return result;
			});
		}
		if (threads == 1 || tasks.size() == 1) {
			List<T> out = new ArrayList<>();
			for (Callable<T> task : reporting) {
				out.add(call(task));
			}
			return out;
		}
		ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, tasks.size()), r -> {
			Thread t = new Thread(r, "foresight-sim");
			t.setDaemon(true);
			return t;
		});
		try {
			List<T> out = new ArrayList<>();
			for (Future<T> f : pool.invokeAll(reporting)) {
				try {
					out.add(f.get());
				} catch (ExecutionException e) {
					throw unchecked(e.getCause());
				}
			}
			return out;
		} finally {
			pool.shutdownNow();
		}
	}

	private static <T> T call(Callable<T> task) {
		try {
			return task.call();
		} catch (Exception e) {
			throw unchecked(e);
		}
	}

	private static RuntimeException unchecked(Throwable t) {
		if (t instanceof RuntimeException r) {
			return r;
		}
		if (t instanceof Error err) {
			throw err;
		}
		return new IllegalStateException(t.getMessage(), t);
	}
}
