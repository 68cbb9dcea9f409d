/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** H2 (a real library): threads insert rows concurrently into one in-memory table, then count them. */
public final class H2Inserts {

	private static final String URL = "jdbc:h2:mem:foresight;DB_CLOSE_DELAY=-1";

	private H2Inserts() {
	}

	/** {@code [threads] [rows per thread]}. */
	public static void main(String[] a) throws Exception {
		Args args = Args.of(a, 4, 20_000);
		try (Connection c = DriverManager.getConnection(URL); Statement s = c.createStatement()) {
			s.execute("CREATE TABLE t(id BIGINT PRIMARY KEY, thread INT, v VARCHAR(64))");
			Thread[] ts = new Thread[args.threads()];
			for (int t = 0; t < ts.length; t++) {
				int id = t;
				ts[t] = new Thread(() -> insert(id, args.size()));
				ts[t].start();
			}
			for (Thread t : ts) {
				t.join();
			}
			try (ResultSet r = s.executeQuery("SELECT COUNT(*), SUM(thread) FROM t")) {
				r.next();
				System.out.println("H2Inserts " + r.getLong(1) + " " + r.getLong(2));
			}
		}
	}

	private static void insert(int thread, int rows) {
		try (Connection c = DriverManager.getConnection(URL);
				PreparedStatement p = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
			for (int i = 0; i < rows; i++) {
				p.setLong(1, (long) thread * rows + i);
				p.setInt(2, thread);
				p.setString(3, "row " + i + " of " + thread);
				p.executeUpdate();
			}
		} catch (SQLException e) {
			throw new IllegalStateException(e);
		}
	}
}
