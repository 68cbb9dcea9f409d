package sample;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;

/**
 * Counts primes below a limit with a producer, several workers and a shared tally: a small program with a serial
 * start, a parallel middle and a lock that every worker takes. Record it with Run > Record Threads As.
 *
 * Arguments: [workers] [limit] (defaults 4 and 2000000).
 */
public class PrimeCounter {

	private static final int CHUNK = 10_000;
	private static final int[] POISON = new int[0];

	private final Object tallyLock = new Object();
	private long primes;

	public static void main(String[] args) throws InterruptedException {
		int workers = args.length > 0 ? Integer.parseInt(args[0]) : 4;
		int limit = args.length > 1 ? Integer.parseInt(args[1]) : 2_000_000;
		long start = System.nanoTime();
		long count = new PrimeCounter().count(workers, limit);
		System.out.printf("%d primes below %d with %d workers in %d ms%n", count, limit, workers,
				(System.nanoTime() - start) / 1_000_000);
	}

	long count(int workers, int limit) throws InterruptedException {
		BlockingQueue<int[]> chunks = new ArrayBlockingQueue<>(8);
		CountDownLatch done = new CountDownLatch(workers);
		List<Thread> threads = new ArrayList<>();
		for (int i = 0; i < workers; i++) {
			Thread t = new Thread(() -> work(chunks, done), "worker-" + i);
			threads.add(t);
			t.start();
		}
		for (int from = 2; from < limit; from += CHUNK) {
			chunks.put(new int[] { from, Math.min(limit, from + CHUNK) });
		}
		for (int i = 0; i < workers; i++) {
			chunks.put(POISON);
		}
		done.await();
		for (Thread t : threads) {
			t.join();
		}
		return primes;
	}

	private void work(BlockingQueue<int[]> chunks, CountDownLatch done) {
		try {
			for (int[] range = chunks.take(); range != POISON; range = chunks.take()) {
				long found = 0;
				for (int n = range[0]; n < range[1]; n++) {
					if (isPrime(n)) {
						found++;
					}
				}
				synchronized (tallyLock) {
					primes += found;
				}
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} finally {
			done.countDown();
		}
	}

	static boolean isPrime(int n) {
		if (n < 2) {
			return false;
		}
		for (int d = 2; (long) d * d <= n; d++) {
			if (n % d == 0) {
				return false;
			}
		}
		return true;
	}
}
