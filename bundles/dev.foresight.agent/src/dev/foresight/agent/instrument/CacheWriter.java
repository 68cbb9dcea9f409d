/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.concurrent.LinkedBlockingQueue;

import dev.foresight.agent.runtime.Recorder;

/**
 * Writes the class cache's new entries on a thread of its own, so that the program's class loading does not wait for
 * them: an entry takes the interpreter about half a millisecond (two constant pools read, a file written and renamed),
 * 30 ms in the first recording of H2 or Lucene, and a program with thousands of classes to rewrite would wait seconds.
 * What is left when the recording closes is written then.
 */
final class CacheWriter implements Runnable {

	/** A rewritten class to keep. */
	private record Entry(String className, byte[] original, long key, byte[] rewritten, SiteLog sites) {
	}

	/** How long the close waits for an entry the thread is writing. */
	private static final long FINISH_MILLIS = 1_000;
	private final ClassCache cache;
	private final LinkedBlockingQueue<Entry> queue = new LinkedBlockingQueue<>();
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
		}
		queue.add(new Entry(className, original, key, rewritten, sites));
		synchronized (this) {
			if (thread == null) {
				thread = new Thread(this, "foresight-class-cache");
				thread.setDaemon(true);
				Recorder.ignore(thread);
				thread.start();
			}
		}
	}

	@Override
	public void run() {
		try {
			while (true) {
				write(queue.take());
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** Writes the entries still queued on the calling thread, and waits (a second at most) for the one in writing. */
	void finish() {
		for (Entry e = queue.poll(); e != null; e = queue.poll()) {
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
