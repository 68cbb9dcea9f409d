/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.work;

import com.lmax.disruptor.BlockingWaitStrategy;
import com.lmax.disruptor.EventHandler;
import com.lmax.disruptor.RingBuffer;
import com.lmax.disruptor.WaitStrategy;
import com.lmax.disruptor.YieldingWaitStrategy;
import com.lmax.disruptor.dsl.Disruptor;
import com.lmax.disruptor.dsl.ProducerType;
import com.lmax.disruptor.util.DaemonThreadFactory;

/**
 * {@link DepTour}'s parts on the LMAX Disruptor: main publishes N events after 100 units each into a ring of 64 slots.
 * {@code disruptor}: one handler works 100 units on each, waiting with the blocking strategy (a lock and a condition).
 * {@code yielding}: the same handler waiting with the yielding strategy (it spins, then yields). {@code twohandlers}:
 * two handlers, blocking strategy, each working 100 units on every event. {@code multiproducer}: main and a second
 * producer publish N/2 events each into a ring that both claim slots of (compare-and-set), one blocking handler.
 */
final class Rings {

	/** An event of the ring: the producer's result. */
	static final class Slot {
		long value;
	}

	private Rings() {
	}

	static void run(String part, int n) {
		WaitStrategy wait = part.equals("yielding") ? new YieldingWaitStrategy() : new BlockingWaitStrategy();
		ProducerType producers = part.equals("multiproducer") ? ProducerType.MULTI : ProducerType.SINGLE;
		Disruptor<Slot> d = new Disruptor<>(Slot::new, 64, DaemonThreadFactory.INSTANCE, producers, wait);
		EventHandler<Slot> handler = (slot, sequence, endOfBatch) -> JucTour.sink(work(100) + slot.value);
		if (part.equals("twohandlers")) {
			d.handleEventsWith(handler, (slot, sequence, endOfBatch) -> JucTour.sink(work(100) - slot.value));
		} else {
			d.handleEventsWith(handler);
		}
		RingBuffer<Slot> ring = d.start();
		if (part.equals("multiproducer")) {
			Thread other = new Thread(() -> publish(ring, n / 2), "producer-2");
			other.start();
			publish(ring, n - n / 2);
			try {
				other.join();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		} else {
			publish(ring, n);
		}
		// waits until every handler has taken every event, then stops them
		d.shutdown();
	}

	private static void publish(RingBuffer<Slot> ring, int n) {
		for (int i = 0; i < n; i++) {
			ring.publishEvent((slot, sequence, x) -> slot.value = x, work(100));
		}
	}
}
