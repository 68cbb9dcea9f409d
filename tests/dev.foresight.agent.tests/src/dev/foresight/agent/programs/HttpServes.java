/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import com.sun.net.httpserver.HttpServer;

/**
 * The JDK's HTTP server with a pool of {@link #POOL} threads as its executor, each request's handler computing
 * {@link #WORK_NANOS} of CPU time. {@code inprocess}: {@link #CLIENTS} thread(s) of the program send
 * {@link #REQUESTS} requests each, one after another, over {@code HttpURLConnection}; {@code remote}: a child JVM
 * ({@code client PORT}) sends them, and the program waits for it to end.
 */
public final class HttpServes {

	public static final int CLIENTS = 1, REQUESTS = 20, POOL = 4;
	public static final long WORK_NANOS = 5_000_000;

	private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

	private HttpServes() {
	}

	/** {@code inprocess} (the default), {@code remote}, or {@code client PORT}. */
	public static void main(String[] args) throws Exception {
		String mode = args.length > 0 ? args[0] : "inprocess";
		if (mode.equals("client")) {
			URL url = url(Integer.parseInt(args[1]));
			for (int i = 0; i < REQUESTS; i++) {
				get(url);
			}
			return;
		}
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		ExecutorService pool = Executors.newFixedThreadPool(POOL);
		server.setExecutor(pool);
		server.createContext("/", exchange -> {
			spin(WORK_NANOS);
			byte[] body = "ok".getBytes(StandardCharsets.US_ASCII);
			exchange.sendResponseHeaders(200, body.length);
			try (OutputStream out = exchange.getResponseBody()) {
				out.write(body);
			}
		});
		server.start();
		int port = server.getAddress().getPort();
		if (mode.equals("remote")) {
			Process client = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
					"-cp", System.getProperty("java.class.path"), HttpServes.class.getName(), "client",
					Integer.toString(port)).inheritIO().start();
			if (client.waitFor() != 0) {
				throw new IllegalStateException("the client failed");
			}
		} else {
			Thread[] clients = new Thread[CLIENTS];
			for (int c = 0; c < CLIENTS; c++) {
				clients[c] = new Thread(() -> {
					for (int i = 0; i < REQUESTS; i++) {
						get(url(port));
					}
				}, "client-" + c);
				clients[c].start();
			}
			for (Thread c : clients) {
				c.join();
			}
		}
		server.stop(0);
		pool.shutdown();
	}

	private static URL url(int port) {
		try {
			return URI.create("http://127.0.0.1:" + port + "/").toURL();
		} catch (IOException e) {
			throw new IllegalStateException(e);
		}
	}

	private static void get(URL url) {
		try {
			HttpURLConnection c = (HttpURLConnection) url.openConnection();
			try (InputStream in = c.getInputStream()) {
				String body = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
				if (!body.equals("ok")) {
					throw new IllegalStateException("answer " + body);
				}
			}
		} catch (IOException e) {
			throw new IllegalStateException(e);
		}
	}

	/** Computes until this thread used {@code nanos} more of CPU time. */
	private static void spin(long nanos) {
		long end = CPU.getCurrentThreadCpuTime() + nanos;
		while (CPU.getCurrentThreadCpuTime() < end) {
			Thread.onSpinWait();
		}
	}
}
