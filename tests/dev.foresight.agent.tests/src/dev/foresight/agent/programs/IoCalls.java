/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.io.StringReader;
import java.net.HttpURLConnection;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.URL;
import java.nio.channels.Selector;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The I/O calls beyond a plain stream's read and write, each in a method of its own so that the tests find their
 * events by the site's method: reads that throw, a buffered writer's and reader's lines, data streams over buffered
 * ones, a random-access file, a socket's accept, connect and a read that times out, a selector's select, and the
 * in-memory streams that are not I/O, the waits for child processes and an HTTP server's answers.
 */
public final class IoCalls {

	/** How long the server's read waits for bytes that come only after it timed out. */
	public static final int READ_TIMEOUT_MILLIS = 100;
	/** How long the selector waits with nothing registered. */
	public static final int SELECT_MILLIS = 60;

	private IoCalls() {
	}

	/** Runs every scenario. */
	public static void main(String[] args) throws Exception {
		Path dir = Files.createTempDirectory("foresight-iocalls");
		failedReads(dir.resolve("closed.bin"));
		linesWrittenAndRead(dir.resolve("lines.txt"));
		dataStreams(dir.resolve("data.bin"));
		randomAccess(dir.resolve("random.bin"));
		System.out.println("in memory " + inMemory());
		acceptWithTimeout();
		selectTimeout();
		childProcesses();
		httpAnswers();
		try (var files = Files.list(dir)) {
			for (Path p : files.toList()) {
				Files.delete(p);
			}
		}
		Files.delete(dir);
	}

	/** Three reads of a closed stream, each throwing. */
	static void failedReads(Path f) throws IOException {
		Files.write(f, new byte[16]);
		InputStream in = new FileInputStream(f.toFile());
		in.close();
		int failed = 0;
		for (int i = 0; i < 3; i++) {
			try {
				in.read(new byte[8]);
			} catch (IOException e) {
				failed++;
			}
		}
		if (failed != 3) {
			throw new IllegalStateException("reads of a closed stream did not fail: " + failed);
		}
	}

	/** Five lines written (no flush: the close writes them) and read back: five lines, then the end. */
	static void linesWrittenAndRead(Path f) throws IOException {
		try (BufferedWriter w = Files.newBufferedWriter(f)) {
			for (int i = 0; i < 5; i++) {
				w.write("line " + i + "\n");
			}
		}
		try (BufferedReader r = Files.newBufferedReader(f)) {
			while (r.readLine() != null) {
				f.getFileName();
			}
		}
	}

	/** Two writes of 100 bytes through data and buffered streams, two full reads back. */
	static void dataStreams(Path f) throws IOException {
		try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(f.toFile())))) {
			out.write(new byte[100]);
			out.write(new byte[100]);
		}
		byte[] b = new byte[100];
		try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(f.toFile())))) {
			in.readFully(b);
			in.readFully(b, 0, 50);
		}
	}

	/** A random-access file: one write of 64 bytes, one read and one full read of 32. */
	static void randomAccess(Path f) throws IOException {
		try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw")) {
			raf.write(new byte[64]);
			raf.seek(0);
			byte[] b = new byte[32];
			raf.read(b);
			raf.readFully(b);
		}
	}

	/** Streams over memory: not I/O, nothing recorded. */
	static int inMemory() throws IOException {
		ByteArrayInputStream bytes = new ByteArrayInputStream(new byte[10]);
		StringReader chars = new StringReader("abc");
		return bytes.read(new byte[4]) + chars.read(new char[4]);
	}

	/**
	 * A server accepts a client's connection and reads from it: the first read times out before the client writes
	 * (a failed call that waited), the second gets its three bytes, read through a reader.
	 */
	static void acceptWithTimeout() throws Exception {
		try (ServerSocket server = new ServerSocket(0)) {
			Thread client = new Thread(() -> connectAndSend(server.getLocalPort()), "client");
			client.start();
			try (Socket s = server.accept()) {
				s.setSoTimeout(READ_TIMEOUT_MILLIS);
				InputStream in = s.getInputStream();
				try {
					in.read(new byte[8]);
					throw new IllegalStateException("the read did not time out");
				} catch (SocketTimeoutException expected) {
					s.setSoTimeout(0);
				}
				InputStreamReader r = new InputStreamReader(in, StandardCharsets.US_ASCII);
				char[] got = new char[3];
				int n = 0;
				while (n < 3) {
					n += r.read(got, n, 3 - n);
				}
			}
			client.join();
		}
	}

	/** Connects, waits until the server's read has timed out, and sends three bytes. */
	static void connectAndSend(int port) {
		try (Socket s = new Socket()) {
			s.connect(new InetSocketAddress("127.0.0.1", port));
			Thread.sleep(3L * READ_TIMEOUT_MILLIS);
			OutputStream out = s.getOutputStream();
			out.write("abc".getBytes(StandardCharsets.US_ASCII));
			out.flush();
		} catch (IOException | InterruptedException e) {
			throw new IllegalStateException(e);
		}
	}

	/** A select with nothing registered waits its timeout and finds no key. */
	static void selectTimeout() throws IOException {
		try (Selector selector = Selector.open()) {
			selector.select(SELECT_MILLIS);
		}
	}

	/** Two child processes (this JVM's launcher asked its version), waited for without and with a timeout. */
	static void childProcesses() throws IOException, InterruptedException {
		String launcher = ProcessHandle.current().info().command().orElseThrow();
		Process first = new ProcessBuilder(launcher, "-version").redirectErrorStream(true)
				.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		if (first.waitFor() != 0) {
			throw new IllegalStateException("java -version failed");
		}
		Process second = new ProcessBuilder(launcher, "-version").redirectErrorStream(true)
				.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		if (!second.waitFor(60, TimeUnit.SECONDS)) {
			throw new IllegalStateException("java -version did not end");
		}
	}

	/**
	 * Two requests to a server of this program: one's response code and then its body's stream, and a URL's stream.
	 * The server answers each with "hello" and closes.
	 */
	static void httpAnswers() throws Exception {
		try (ServerSocket server = new ServerSocket(0)) {
			Thread answers = new Thread(() -> answer(server, 2), "http");
			answers.start();
			URL url = URI.create("http://127.0.0.1:" + server.getLocalPort() + "/").toURL();
			HttpURLConnection c = (HttpURLConnection) url.openConnection();
			if (c.getResponseCode() != 200) {
				throw new IllegalStateException("HTTP " + c.getResponseCode());
			}
			try (InputStream body = c.getInputStream()) {
				body.readAllBytes();
			}
			try (InputStream body = url.openStream()) {
				body.readAllBytes();
			}
			answers.join();
		}
	}

	/** Answers {@code requests} requests with "hello". */
	static void answer(ServerSocket server, int requests) {
		byte[] response = "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello"
				.getBytes(StandardCharsets.US_ASCII);
		for (int i = 0; i < requests; i++) {
			try (Socket s = server.accept()) {
				BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream(),
						StandardCharsets.US_ASCII));
				String line;
				do {
					line = r.readLine();
				} while (line != null && !line.isEmpty());
				s.getOutputStream().write(response);
			} catch (IOException e) {
				throw new IllegalStateException(e);
			}
		}
	}
}
