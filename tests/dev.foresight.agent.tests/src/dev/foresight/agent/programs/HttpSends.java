/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

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

/**
 * Sends {@link #SENDS} requests with the JDK's HTTP client, one at a time. {@code inprocess}: to a server of HTTP/1.1
 * of its own; {@code to PORT}: to a server on that loopback port, another process's; {@code async PORT}: the same with
 * {@code sendAsync(...).join()}; {@code serve}: is that server, answering 2 ms after each request until its standard
 * input closes (it prints its port first).
 */
public final class HttpSends {

	/** Requests sent. */
	public static final int SENDS = 40;

	private HttpSends() {
	}

	/** {@code inprocess}, {@code to PORT} or {@code serve}. */
	public static void main(String[] args) throws Exception {
		switch (args[0]) {
		case "serve" -> {
			ServerSocket server = server();
			System.out.println(server.getLocalPort());
			System.out.flush();
			System.in.read();
			server.close();
		}
		case "to" -> send(Integer.parseInt(args[1]), false);
		case "async" -> send(Integer.parseInt(args[1]), true);
		default -> {
			try (ServerSocket server = server()) {
				send(server.getLocalPort(), false);
			}
		}
		}
		System.exit(0);
	}

	/** A server of HTTP/1.1 on a loopback port, a thread per connection, each answer 2 ms after its request. */
	private static ServerSocket server() throws IOException {
		ServerSocket listener = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
		Thread acceptor = new Thread(() -> {
			while (true) {
				try {
					Socket s = listener.accept();
					Thread served = new Thread(() -> answer(s), "handler");
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

	/** Answers each request of a kept-alive connection: its head read to the blank line, then "ok". */
	private static void answer(Socket s) {
		try (s) {
			BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.US_ASCII));
			OutputStream out = s.getOutputStream();
			for (String line = in.readLine(); line != null; line = in.readLine()) {
				if (line.isEmpty()) {
					Thread.sleep(2);
					out.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok".getBytes(StandardCharsets.US_ASCII));
					out.flush();
				}
			}
		} catch (IOException e) {
			// the client went
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private static void send(int port, boolean async) throws Exception {
		URI uri = URI.create("http://127.0.0.1:" + port + "/");
		try (HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
			for (int i = 0; i < SENDS; i++) {
				HttpRequest request = HttpRequest.newBuilder(uri).build();
				HttpResponse<String> r = async
						? client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).join()
						: client.send(request, HttpResponse.BodyHandlers.ofString());
				if (!r.body().equals("ok")) {
					throw new IllegalStateException("answer " + r.body());
				}
			}
		}
	}
}
