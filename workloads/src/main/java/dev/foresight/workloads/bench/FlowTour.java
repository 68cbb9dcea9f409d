/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.run;
import static dev.foresight.workloads.bench.JucTour.thread;
import static dev.foresight.workloads.bench.JucTour.work;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;

/**
 * A tour of two more libraries from Maven Central: Project Reactor's schedulers and operators, and the HikariCP
 * connection pool over H2, in {@link JucTour}'s units of work:
 *
 * <pre>java -cp workloads/target/classes:workloads/target/lib/* dev.foresight.workloads.bench.FlowTour PART [N]</pre>
 *
 * <p>
 * {@code parallel}: a flux of N items split into two rails on Reactor's parallel scheduler, 100 units each, merged
 * back and awaited. {@code publishon}: N items of 50 units on main handed to Reactor's single scheduler, where each
 * takes 50 units more. {@code flatmap}: N items, each a call of 100 units subscribed on the parallel scheduler, at
 * most four at once. {@code zip}: N/2 times, two calls of 100 units on the bounded elastic scheduler, zipped and
 * awaited. {@code hikari}: three threads each run N/3 queries of a table of 100 rows through a HikariCP pool of two
 * connections, 50 units before each query and 50 with the connection held.
 */
public final class FlowTour {

	private FlowTour() {
	}

	/** {@code PART [N]} (N: 200 by default). */
	public static void main(String[] a) throws Exception {
		String part = a.length > 0 ? a[0] : "parallel";
		int n = a.length > 1 ? Integer.parseInt(a[1]) : 200;
		long t0 = System.nanoTime();
		switch (part) {
		case "parallel" -> parallel(n);
		case "publishon" -> publishOn(n);
		case "flatmap" -> flatMap(n);
		case "zip" -> zip(n);
		case "hikari" -> hikari(n);
		default -> throw new IllegalArgumentException("no part " + part);
		}
		// Reactor's scheduler threads are daemons; disposing of them ends them with the program's work
		Schedulers.shutdownNow();
		System.out.printf("FlowTour %s %d: %.1f ms%n", part, n, (System.nanoTime() - t0) / 1e6);
	}

	static void parallel(int n) {
		JucTour.sink(Flux.range(0, n).parallel(2).runOn(Schedulers.parallel()).map(i -> work(100)).sequential()
				.reduce(0L, Long::sum).block());
	}

	static void publishOn(int n) {
		JucTour.sink(Flux.range(0, n).map(i -> work(50)).publishOn(Schedulers.single()).map(x -> x + work(50))
				.reduce(0L, Long::sum).block());
	}

	static void flatMap(int n) {
		JucTour.sink(Flux.range(0, n)
				.flatMap(i -> Mono.fromCallable(() -> work(100)).subscribeOn(Schedulers.parallel()), 4)
				.reduce(0L, Long::sum).block());
	}

	static void zip(int n) {
		for (int i = 0; i < n / 2; i++) {
			Mono<Long> x = Mono.fromCallable(() -> work(100)).subscribeOn(Schedulers.boundedElastic());
			Mono<Long> y = Mono.fromCallable(() -> work(100)).subscribeOn(Schedulers.boundedElastic());
			JucTour.sink(Mono.zip(x, y, Long::sum).block());
		}
	}

	static void hikari(int n) throws Exception {
		HikariConfig config = new HikariConfig();
		config.setJdbcUrl("jdbc:h2:mem:flowtour;DB_CLOSE_DELAY=-1");
		config.setMaximumPoolSize(2);
		config.setMinimumIdle(2);
		try (HikariDataSource pool = new HikariDataSource(config)) {
			try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
				s.execute("CREATE TABLE t(id INT PRIMARY KEY, v BIGINT)");
				s.execute("INSERT INTO t SELECT X, X * 7 FROM SYSTEM_RANGE(1, 100)");
			}
			Thread[] ts = new Thread[3];
			for (int k = 0; k < 3; k++) {
				ts[k] = thread("client-" + k, () -> {
					for (int i = 0; i < n / 3; i++) {
						query(pool, work(50));
					}
				});
			}
			run(ts);
		}
	}

	private static void query(HikariDataSource pool, long key) throws InterruptedException {
		try (Connection c = pool.getConnection();
				PreparedStatement p = c.prepareStatement("SELECT v FROM t WHERE id = ?")) {
			p.setInt(1, (int) (Math.abs(key) % 100) + 1);
			try (ResultSet r = p.executeQuery()) {
				r.next();
				JucTour.sink(r.getLong(1) + work(50));
			}
		} catch (SQLException e) {
			throw new IllegalStateException(e);
		}
	}
}
