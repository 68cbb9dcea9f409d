/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.run;
import static dev.foresight.workloads.bench.JucTour.thread;
import static dev.foresight.workloads.bench.JucTour.work;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A seventh tour, of the JDK's HTTP client, in {@link JucTour}'s units of work (docs/accuracy.md, "The JDK's HTTP
 * client"):
 *
 * <pre>java -cp workloads/target/classes dev.foresight.workloads.bench.HttpTour PART [N]</pre>
 *
 * <p>
 * {@code http}: two client threads send N/2 requests each with one {@code HttpClient} to a server of HTTP/1.1 in the
 * program (a thread per connection, 100 units per answer), working 100 units after each answer. {@code remote}: the
 * same clients, to a server in a child JVM that answers each request 2 ms after it came (its work is no part of the
 * program's). {@code async} and {@code asyncremote}: the same, each client waiting with {@code sendAsync(...).join()},
 * whose future the client's own threads complete.
 */
public final class HttpTour {

	private HttpTour() {
	}

	/** {@code PART [N]} (N: 200 by default); {@code serve}: the child's server, to the end of its standard input. */
	public static void main(String[] a) throws Exception {
		String part = a.length > 0 ? a[0] : "http";
		int n = a.length > 1 ? Integer.parseInt(a[1]) : 200;
		long t0 = System.nanoTime();
		switch (part) {
		case "http", "async" -> {
			try (ServerSocket server = server(false)) {
				clients(server.getLocalPort(), n / 2, part.equals("async"));
			}
		}
		case "remote", "asyncremote" -> remote(n / 2, part.equals("asyncremote"));
		case "serve" -> {
			try (ServerSocket server = server(true)) {
				System.out.println(server.getLocalPort());
				System.out.flush();
				System.in.read();
			}
			return;
		}
		default -> throw new IllegalArgumentException("no part " + part);
		}
		System.out.printf("HttpTour %s %d: %.1f ms%n", part, n, (System.nanoTime() - t0) / 1e6);
	}

	private static void remote(int requests, boolean async) throws Exception {
		Path java = Path.of(System.getProperty("java.home"), "bin", "java");
		Process child = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
				HttpTour.class.getName(), "serve").redirectError(ProcessBuilder.Redirect.INHERIT).start();
		try {
			BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(),
					StandardCharsets.US_ASCII));
			clients(Integer.parseInt(out.readLine().trim()), requests, async);
		} finally {
			child.getOutputStream().close();
			child.waitFor();
		}
	}

	/** Two client threads of {@code requests} sends each to the loopback {@code port}, waited for by join if async. */
	private static void clients(int port, int requests, boolean async) throws Exception {
		URI uri = URI.create("http://127.0.0.1:" + port + "/");
		try (HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
			Thread[] users = new Thread[2];
			for (int c = 0; c < users.length; c++) {
				users[c] = thread("client-" + c, () -> {
					for (int i = 0; i < requests; i++) {
						HttpRequest request = HttpRequest.newBuilder(uri).build();
						try {
							HttpResponse<String> answer = async
									? client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).join()
									: client.send(request, HttpResponse.BodyHandlers.ofString());
							JucTour.sink(answer.body().length());
						} catch (IOException e) {
							throw new IllegalStateException(e);
						}
						work(100);
					}
				});
			}
			run(users);
		}
	}

	/** A server of HTTP/1.1 on a loopback port, a thread per connection: 100 units per answer, or 2 ms asleep. */
	private static ServerSocket server(boolean sleeps) throws IOException {
		ServerSocket listener = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
		Thread acceptor = new Thread(() -> {
			while (true) {
				try {
					Socket s = listener.accept();
					Thread served = new Thread(() -> answer(s, sleeps), "handler");
					served.setDaemon(true);
					served.start();
				} catch (IOException e) {
					return; // closed
				}
			}
		}, "acceptor");
		acceptor.setDaemon(true);
		acceptor.start();
		return listener;
	}

	/** Answers each request of a kept-alive connection once its head was read to the blank line. */
	private static void answer(Socket s, boolean sleeps) {
		try (s) {
			s.setTcpNoDelay(true);
			BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(),
					StandardCharsets.US_ASCII));
			OutputStream out = s.getOutputStream();
			for (String line = in.readLine(); line != null; line = in.readLine()) {
				if (line.isEmpty()) {
					long v = sleeps ? sleep() : work(100);
					String body = Long.toString(v & 0xff);
					// one write: a second small one would wait for the first's acknowledgement (Nagle's rule)
					out.write(("HTTP/1.1 200 OK\r\nContent-Length: " + body.length() + "\r\n\r\n" + body)
							.getBytes(StandardCharsets.US_ASCII));
					out.flush();
				}
			}
		} catch (IOException e) {
			// the client went
		}
	}

	private static long sleep() {
		try {
			Thread.sleep(2);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		return 0;
	}
}
