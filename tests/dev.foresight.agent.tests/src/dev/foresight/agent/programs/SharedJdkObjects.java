/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.Stack;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;

/**
 * Three threads share JDK objects whose methods synchronize inside the JDK. {@code counts}: each thread puts 400
 * entries into a {@code Collections.synchronizedMap}, adds 300 elements to a {@code Vector}, puts 200 entries into
 * a {@code Hashtable}, adds 100 elements to a {@code Collections.synchronizedList}, pushes 50 elements onto a
 * shared {@code Stack}, peeks once and pops 50, prints one line and logs one record (to the console handler of
 * java.util.logging, on System.err); main prints the sizes. {@code compute}: each
 * thread computes 25 absent entries of a synchronized map, spinning 1 ms inside its lock for each, so that the
 * threads take turns. {@code concurrent}: each thread merges 100 counts into key 0 of a {@code ConcurrentHashMap}
 * and then computes key 16 (the same bin) 25 times, spinning 1 ms inside the bin's monitor each time.
 */
public final class SharedJdkObjects {

	private static final int THREADS = 3;

	private SharedJdkObjects() {
	}

	public static void main(String[] args) throws InterruptedException {
		Map<Integer, Long> map = Collections.synchronizedMap(new HashMap<>());
		Vector<Integer> vector = new Vector<>();
		Hashtable<Integer, Integer> table = new Hashtable<>();
		List<Integer> list = Collections.synchronizedList(new ArrayList<>());
		Stack<Integer> stack = new Stack<>();
		boolean compute = args.length > 0 && args[0].equals("compute");
		boolean concurrent = args.length > 0 && args[0].equals("concurrent");
		ConcurrentHashMap<Integer, Long> counts = new ConcurrentHashMap<>();
		// the bin's first node, put without its monitor (an empty bin takes a compare-and-set): every later call
		// on key 0 or 16 locks that node
		counts.put(0, 0L);
		Thread[] ts = new Thread[THREADS];
		for (int t = 0; t < THREADS; t++) {
			int id = t;
			ts[t] = new Thread(() -> {
				if (concurrent) {
					for (int i = 0; i < 100; i++) {
						counts.merge(0, 1L, Long::sum);
					}
					for (int i = 0; i < 25; i++) {
						counts.compute(16, (k, v) -> spin(k) + (v == null ? 0 : 1));
					}
					return;
				}
				if (compute) {
					for (int i = 0; i < 25; i++) {
						map.computeIfAbsent(i * THREADS + id, SharedJdkObjects::spin);
					}
					return;
				}
				for (int i = 0; i < 400; i++) {
					map.put(i * THREADS + id, (long) i);
				}
				for (int i = 0; i < 300; i++) {
					vector.add(i);
				}
				for (int i = 0; i < 200; i++) {
					table.put(i * THREADS + id, i);
				}
				for (int i = 0; i < 100; i++) {
					list.add(i);
				}
				// each pop enters the stack's monitor again in peek and removeElementAt; the peek here does not
				for (int i = 0; i < 50; i++) {
					stack.push(i);
				}
				stack.peek();
				for (int i = 0; i < 50; i++) {
					stack.pop();
				}
				System.out.println("thread " + id + " done");
				Logger.getLogger(SharedJdkObjects.class.getName()).info("thread " + id + " logs");
			}, "sharer-" + t);
			ts[t].start();
		}
		for (Thread t : ts) {
			t.join();
		}
		if (concurrent && counts.get(0) != 300L) {
			throw new IllegalStateException("merged " + counts.get(0));
		}
		if (!compute && !concurrent) {
			System.out.println(map.size() + " " + vector.size() + " " + table.size() + " " + list.size());
		}
	}

	/** About 1 ms of computation. */
	static long spin(int key) {
		long end = System.nanoTime() + 1_000_000;
		long x = key;
		while (System.nanoTime() < end) {
			x = x * 6364136223846793005L + 1442695040888963407L;
		}
		return x;
	}
}
