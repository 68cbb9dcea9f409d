/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.run;
import static dev.foresight.workloads.bench.JucTour.thread;
import static dev.foresight.workloads.bench.JucTour.work;

import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;

/**
 * A sixth tour, of programs that talk over loopback sockets, in {@link JucTour}'s units of work (docs/accuracy.md,
 * "A tour of three libraries from Maven Central"):
 *
 * <pre>java -cp workloads/target/classes dev.foresight.workloads.bench.NetTour PART [N]</pre>
 *
 * <p>
 * {@code echo}: a server thread per connection answers each request of 8 bytes after 100 units; one client sends N
 * requests, working 100 units after each answer. {@code twoclients}: the same with two clients of N/2 requests
 * each. {@code channels}: the same as {@code echo} through blocking socket channels. {@code selector}: the same as
 * {@code channels} with the server's channel non-blocking, waiting in a selector. {@code stream}: a client streams N
 * records of 8 bytes, 100 units each, to a server that works 100 units on each, with no answers. {@code virtual}:
 * {@code echo} with four clients of N/4 requests each, every thread of it a virtual thread, whose socket reads wait
 * in the JDK's poller (a thread in native code at the end, for which the JVM's exit waits). {@code lines}: four
 * clients of N/4 requests each in lines of text, each of which then works on its answers (client c: (c + 1) x 25
 * units per request) before it closes its connection; a server thread per connection answers each line after 100
 * units and reads until the client closes, so that its last read waits for that work.
 */
public final class NetTour {

	private NetTour() {
	}

	/** {@code PART [N]} (N: 200 by default). */
	public static void main(String[] a) throws Exception {
		String part = a.length > 0 ? a[0] : "echo";
		int n = a.length > 1 ? Integer.parseInt(a[1]) : 200;
		long t0 = System.nanoTime();
		switch (part) {
		case "echo" -> echo(1, n, false);
		case "twoclients" -> echo(2, n / 2, false);
		case "virtual" -> echo(4, n / 4, true);
		case "channels" -> channels(n, false);
		case "selector" -> channels(n, true);
		case "stream" -> stream(n);
		case "lines" -> lines(4, n / 4);
		default -> throw new IllegalArgumentException("no part " + part);
		}
		System.out.printf("NetTour %s %d: %.1f ms%n", part, n, (System.nanoTime() - t0) / 1e6);
	}

	private interface Session {
		void serve(Socket s) throws IOException;
	}

	/**
	 * A server accepting {@code clients} connections, each served on a thread of its own by {@code session}, every
	 * thread of it virtual where {@code virtual}.
	 */
	private static Thread server(ServerSocket listener, int clients, Session session, boolean virtual) {
		return threadOf("acceptor", virtual, () -> {
			Thread[] served = new Thread[clients];
			for (int c = 0; c < clients; c++) {
				Socket s = accept(listener);
				served[c] = threadOf("server-" + c, virtual, () -> {
					try (s) {
						session.serve(s);
					} catch (IOException e) {
						throw new UncheckedIOException(e);
					}
				});
				served[c].start();
			}
			for (Thread t : served) {
				t.join();
			}
		});
	}

	private static Socket accept(ServerSocket listener) {
		try {
			return listener.accept();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** A platform thread of {@code body} as {@link JucTour#thread} makes it, or a virtual one. */
	private static Thread threadOf(String name, boolean virtual, JucTour.Interruptible body) {
		if (!virtual) {
			return JucTour.thread(name, body);
		}
		return Thread.ofVirtual().name(name).unstarted(() -> {
			try {
				body.run();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		});
	}

	static void echo(int clients, int requests, boolean virtual) throws Exception {
		try (ServerSocket listener = new ServerSocket(0, 8, InetAddress.getLoopbackAddress())) {
			Thread acceptor = server(listener, clients, s -> {
				DataInputStream in = new DataInputStream(s.getInputStream());
				DataOutputStream out = new DataOutputStream(s.getOutputStream());
				for (int i = 0; i < requests; i++) {
					long x = in.readLong();
					out.writeLong(work(100) + x);
					out.flush();
				}
			}, virtual);
			Thread[] users = new Thread[clients];
			for (int c = 0; c < clients; c++) {
				users[c] = threadOf("client-" + c, virtual, () -> {
					try (Socket s = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort())) {
						s.setTcpNoDelay(true);
						DataInputStream in = new DataInputStream(s.getInputStream());
						DataOutputStream out = new DataOutputStream(s.getOutputStream());
						for (int i = 0; i < requests; i++) {
							out.writeLong(i);
							out.flush();
							JucTour.sink(in.readLong());
							work(100);
						}
					} catch (IOException e) {
						throw new UncheckedIOException(e);
					}
				});
			}
			acceptor.start();
			run(users);
			acceptor.join();
		}
	}

	static void lines(int clients, int requests) throws Exception {
		try (ServerSocket listener = new ServerSocket(0, 8, InetAddress.getLoopbackAddress())) {
			Thread acceptor = server(listener, clients, s -> {
				BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
				PrintWriter out = new PrintWriter(new OutputStreamWriter(s.getOutputStream(), StandardCharsets.UTF_8));
				for (String line; (line = in.readLine()) != null;) {
					out.println(work(100) + line.length());
					out.flush();
				}
			}, false);
			Thread[] users = new Thread[clients];
			for (int c = 0; c < clients; c++) {
				int tail = (c + 1) * 25 * requests;
				users[c] = thread("client-" + c, () -> {
					try (Socket s = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort())) {
						BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(),
								StandardCharsets.UTF_8));
						PrintWriter out = new PrintWriter(new OutputStreamWriter(s.getOutputStream(),
								StandardCharsets.UTF_8));
						for (int i = 0; i < requests; i++) {
							out.println("request " + i);
							out.flush();
							JucTour.sink(in.readLine().length());
						}
						// the answers' processing, with the connection still open
						work(tail);
					} catch (IOException e) {
						throw new UncheckedIOException(e);
					}
				});
			}
			acceptor.start();
			run(users);
			acceptor.join();
		}
	}

	static void channels(int requests, boolean selector) throws Exception {
		try (ServerSocketChannel listener = ServerSocketChannel.open()) {
			listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
			Thread server = thread("server", () -> {
				try (SocketChannel s = listener.accept(); Selector ready = Selector.open()) {
					if (selector) {
						s.configureBlocking(false);
						s.register(ready, SelectionKey.OP_READ);
					}
					ByteBuffer b = ByteBuffer.allocate(8);
					for (int i = 0; i < requests; i++) {
						b.clear();
						while (b.hasRemaining()) {
							if (s.read(b) == 0) {
								ready.select();
								ready.selectedKeys().clear();
							}
						}
						b.flip();
						b.putLong(0, work(100) + b.getLong(0));
						s.write(b);
					}
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			});
			server.start();
			try (SocketChannel s = SocketChannel.open(listener.getLocalAddress())) {
				ByteBuffer b = ByteBuffer.allocate(8);
				for (int i = 0; i < requests; i++) {
					b.clear();
					b.putLong(0, i);
					s.write(b);
					b.clear();
					while (b.hasRemaining()) {
						s.read(b);
					}
					JucTour.sink(b.getLong(0));
					work(100);
				}
			}
			server.join();
		}
	}

	static void stream(int records) throws Exception {
		try (ServerSocket listener = new ServerSocket(0, 8, InetAddress.getLoopbackAddress())) {
			Thread acceptor = server(listener, 1, s -> {
				DataInputStream in = new DataInputStream(s.getInputStream());
				for (int i = 0; i < records; i++) {
					JucTour.sink(in.readLong());
					work(100);
				}
			}, false);
			acceptor.start();
			run(thread("client", () -> {
				try (Socket s = new Socket(InetAddress.getLoopbackAddress(), listener.getLocalPort())) {
					DataOutputStream out = new DataOutputStream(s.getOutputStream());
					for (int i = 0; i < records; i++) {
						out.writeLong(work(100));
					}
					out.flush();
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			}));
			acceptor.join();
		}
	}
}
