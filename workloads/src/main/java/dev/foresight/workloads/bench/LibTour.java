/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.run;
import static dev.foresight.workloads.bench.JucTour.thread;
import static dev.foresight.workloads.bench.JucTour.work;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Hashtable;
import java.util.List;
import java.util.Random;
import java.util.Timer;
import java.util.TimerTask;
import java.util.Vector;
import java.util.concurrent.CountDownLatch;
import java.util.zip.Deflater;

/**
 * A fourth tour, of the JDK's library classes that synchronize inside, in {@link JucTour}'s units of work
 * (docs/accuracy.md, "Three more tours of the JDK's concurrency"):
 *
 * <pre>java -cp workloads/target/classes dev.foresight.workloads.bench.LibTour PART [N]</pre>
 *
 * <p>
 * {@code piped}: a producer writes N records of 8 bytes after 100 units each into a pipe whose consumer reads them
 * and works 100 units on each. {@code hashtable}: three threads put into one {@code Hashtable} after 100 units, N/3
 * each. {@code synclist}: three threads add to a synchronized list after 100 units, N/3 each.
 * {@code stringbuffer}: three threads append to one {@code StringBuffer} after 100 units. {@code vector}: the same
 * with a {@code Vector}. {@code print}: three threads print lines of 100 units' result to one {@code PrintStream}.
 * {@code random}: three threads draw from one {@code java.util.Random} (a compare-and-set seed) after 100 units.
 * {@code deflate}: two threads each compress N/2 blocks of 4 kB. {@code timer}: a {@code java.util.Timer} task of 300
 * units every millisecond while main computes. {@code files}: two threads each write N/8 small files after 100 units.
 * {@code daemontimer}: a daemon {@code Timer}'s task of 20 units every 5 ms, left running, while two threads compute
 * N/2 x 100 units each; main joins them and returns, and the JVM exits without waiting for the timer.
 * {@code heartbeat}: a thread that sleeps 5 ms and works 20 units, in a loop until main interrupts it once two threads
 * have computed N/2 x 100 units each. {@code waitloop}: the same with a thread that waits on a monitor for up to 5 ms
 * at a time, until main sets a flag and notifies it. {@code flagloop}: the same with a thread that sleeps until main
 * sets a volatile flag and joins it.
 */
public final class LibTour {

	/** The flag {@code flagloop}'s main sets to stop its heartbeat. */
	private static volatile boolean flag;

	private LibTour() {
	}

	/** {@code PART [N]} (N: 200 by default). */
	public static void main(String[] a) throws Exception {
		String part = a.length > 0 ? a[0] : "piped";
		int n = a.length > 1 ? Integer.parseInt(a[1]) : 200;
		long t0 = System.nanoTime();
		switch (part) {
		case "piped" -> piped(n);
		case "hashtable" -> {
			Hashtable<Long, Long> t = new Hashtable<>();
			each(n, x -> t.put(x & 1023, x));
		}
		case "synclist" -> each(n, Collections.synchronizedList(new ArrayList<Long>())::add);
		case "stringbuffer" -> {
			StringBuffer b = new StringBuffer();
			each(n, x -> b.append(x & 7));
		}
		case "vector" -> each(n, new Vector<Long>()::add);
		case "print" -> {
			PrintStream p = new PrintStream(new ByteArrayOutputStream());
			each(n, p::println);
		}
		case "random" -> {
			Random r = new Random(1);
			each(n, x -> r.nextInt());
		}
		case "deflate" -> deflate(n);
		case "timer" -> timer(n);
		case "files" -> files(n);
		case "daemontimer" -> daemonTimer(n);
		case "heartbeat" -> heartbeat(n, "sleep");
		case "waitloop" -> heartbeat(n, "wait");
		case "flagloop" -> heartbeat(n, "flag");
		default -> throw new IllegalArgumentException("no part " + part);
		}
		System.out.printf("LibTour %s %d: %.1f ms%n", part, n, (System.nanoTime() - t0) / 1e6);
	}

	private interface Use {
		void accept(long x);
	}

	/** Three threads, N/3 times each: 100 units, then {@code use} of their result. */
	private static void each(int n, Use use) throws InterruptedException {
		Thread[] ts = new Thread[3];
		for (int k = 0; k < 3; k++) {
			ts[k] = thread("user-" + k, () -> {
				for (int i = 0; i < n / 3; i++) {
					use.accept(work(100));
				}
			});
		}
		run(ts);
	}

	static void piped(int n) throws Exception {
		PipedInputStream in = new PipedInputStream(64);
		PipedOutputStream out = new PipedOutputStream(in);
		run(thread("writer", () -> {
			try {
				ByteBuffer b = ByteBuffer.allocate(8);
				for (int i = 0; i < n; i++) {
					out.write(b.putLong(0, work(100)).array());
				}
				out.close();
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}), thread("reader", () -> {
			try {
				byte[] b = new byte[8];
				for (int i = 0; i < n; i++) {
					in.readNBytes(b, 0, 8);
					work(100);
				}
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}));
	}

	static void deflate(int n) throws InterruptedException {
		byte[] block = new byte[4096];
		new Random(7).nextBytes(block);
		for (int i = 0; i < block.length; i += 2) {
			block[i] = 0;
		}
		Thread[] ts = new Thread[2];
		for (int k = 0; k < 2; k++) {
			ts[k] = thread("deflater-" + k, () -> {
				byte[] out = new byte[8192];
				for (int i = 0; i < n / 2; i++) {
					Deflater d = new Deflater();
					d.setInput(block);
					d.finish();
					JucTour.sink(d.deflate(out));
					d.end();
				}
			});
		}
		run(ts);
	}

	static void timer(int n) throws InterruptedException {
		Timer t = new Timer("ticks");
		CountDownLatch ran = new CountDownLatch(1);
		t.scheduleAtFixedRate(new TimerTask() {
			@Override
			public void run() {
				work(300);
				ran.countDown();
			}
		}, 0, 1);
		work(300L * n / 4);
		ran.await();
		t.cancel();
	}

	static void daemonTimer(int n) throws InterruptedException {
		Timer t = new Timer("heartbeat", true);
		t.scheduleAtFixedRate(new TimerTask() {
			@Override
			public void run() {
				work(20);
			}
		}, 0, 5);
		Thread[] ts = new Thread[2];
		for (int k = 0; k < 2; k++) {
			ts[k] = thread("worker-" + k, () -> work(100L * n / 2));
		}
		run(ts);
	}

	static void heartbeat(int n, String how) throws InterruptedException {
		boolean waits = how.equals("wait");
		Object lock = new Object();
		boolean[] stop = new boolean[1];
		Thread beat = thread("heartbeat", () -> {
			while (!flag) {
				if (waits) {
					synchronized (lock) {
						if (stop[0]) {
							return;
						}
						lock.wait(5);
					}
				} else {
					Thread.sleep(5);
				}
				work(20);
			}
		});
		beat.start();
		Thread[] ts = new Thread[2];
		for (int k = 0; k < 2; k++) {
			ts[k] = thread("worker-" + k, () -> work(100L * n / 2));
		}
		run(ts);
		if (waits) {
			synchronized (lock) {
				stop[0] = true;
				lock.notify();
			}
		} else if (how.equals("flag")) {
			flag = true;
		} else {
			beat.interrupt();
		}
		beat.join();
	}

	static void files(int n) throws Exception {
		Path dir = Files.createTempDirectory("libtour");
		List<Path> written = Collections.synchronizedList(new ArrayList<>());
		Thread[] ts = new Thread[2];
		for (int k = 0; k < 2; k++) {
			int me = k;
			ts[k] = thread("writer-" + k, () -> {
				try {
					for (int i = 0; i < n / 8; i++) {
						Path p = dir.resolve(me + "-" + i);
						Files.writeString(p, Long.toString(work(100)));
						written.add(p);
					}
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			});
		}
		run(ts);
		for (Path p : written) {
			Files.delete(p);
		}
		Files.delete(dir);
	}
}
