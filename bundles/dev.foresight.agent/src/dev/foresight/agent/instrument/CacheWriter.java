/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.ArrayDeque;

import dev.foresight.agent.runtime.Recorder;

/**
 * Writes the class cache's new entries on a thread of its own, so that the program's class loading does not wait for
 * them: an entry takes the interpreter about half a millisecond (two constant pools read, a file written and renamed),
 * 30 ms in the first recording of H2 or Lucene, and a program with thousands of classes to rewrite would wait seconds.
 * What is left when the recording closes is written then. The thread waits on a monitor, not in a
 * {@code java.util.concurrent} queue: a condition's await initializes {@code ForkJoinPool} (its managed blocking),
 * whose common pool then takes its parallelism from the system properties of that moment, before the program's
 * {@code main} may have set {@code java.util.concurrent.ForkJoinPool.common.parallelism}.
 */
final class CacheWriter implements Runnable {

	/** A rewritten class to keep. */
	private record Entry(String className, byte[] original, long key, byte[] rewritten, SiteLog sites) {
	}

	/** How long the close waits for an entry the thread is writing. */
	private static final long FINISH_MILLIS = 1_000;
	private final ClassCache cache;
	/** Entries not yet taken for writing (guarded by this). */
	private final ArrayDeque<Entry> queue = new ArrayDeque<>();
	private Thread thread;
	/** Entries added and not yet written (guarded by this). */
	private int unwritten;

	CacheWriter(ClassCache cache) {
		this.cache = cache;
	}

	/** Queues an entry ({@link ClassCache#write}), starting the thread at the first. */
	void add(String className, byte[] original, long key, byte[] rewritten, SiteLog sites) {
		synchronized (this) {
			unwritten++;
			queue.add(new Entry(className, original, key, rewritten, sites));
			if (thread == null) {
				thread = new Thread(this, "foresight-class-cache");
				thread.setDaemon(true);
				Recorder.ignore(thread);
				thread.start();
			}
			notifyAll();
		}
	}

	@Override
	public void run() {
		try {
			while (true) {
				Entry e;
				synchronized (this) {
					while ((e = queue.poll()) == null) {
						wait();
					}
				}
				write(e);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private synchronized Entry next() {
		return queue.poll();
	}

	/** Writes the entries still queued on the calling thread, and waits (a second at most) for the one in writing. */
	void finish() {
		for (Entry e = next(); e != null; e = next()) {
			write(e);
		}
		long deadline = System.nanoTime() + FINISH_MILLIS * 1_000_000;
		synchronized (this) {
			long left;
			while (unwritten > 0 && (left = (deadline - System.nanoTime()) / 1_000_000) > 0) {
				try {
					wait(left);
				} catch (InterruptedException x) {
					Thread.currentThread().interrupt();
					return;
				}
			}
		}
	}

	private void write(Entry e) {
		try {
			cache.write(e.className(), e.original(), e.key(), e.rewritten(), e.sites());
		} finally {
			synchronized (this) {
				unwritten--;
				notifyAll();
			}
		}
	}
}
