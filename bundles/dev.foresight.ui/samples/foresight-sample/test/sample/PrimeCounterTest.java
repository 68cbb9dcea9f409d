package sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * PrimeCounter's tests. Record their threads with Run > Record Threads As > JUnit Test: the trace then shows the
 * workers of countsWithThreeWorkers as the program's own run would.
 */
class PrimeCounterTest {

	@Test
	void countsWithThreeWorkers() throws InterruptedException {
		assertEquals(78_498, new PrimeCounter().count(3, 1_000_000));
	}

	@Test
	void knowsSmallPrimes() {
		assertFalse(PrimeCounter.isPrime(1));
		assertTrue(PrimeCounter.isPrime(2));
		assertTrue(PrimeCounter.isPrime(97));
		assertFalse(PrimeCounter.isPrime(91));
	}
}
