/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.TIMED_OUT;
import static dev.foresight.agent.runtime.IoHooks.begin;
import static dev.foresight.agent.runtime.IoHooks.end;
import static dev.foresight.agent.runtime.IoHooks.failed;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.URL;
import java.net.URLConnection;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;

/**
 * Replacements for the waits of the network: accepting a connection (and the server's close that ends one),
 * connecting, a selector's select (and the wakeup that ends one), a datagram's receive, a URL connection's connect,
 * its response code and its input stream, and an HTTP client's send, which wait for the server to answer. Each is I/O
 * between an io_begin and an io_end, as in {@link IoHooks}; the io_end carries what the call returns as a count (the
 * keys a select found, a datagram's length, the response code), else -1.
 */
public final class NetHooks {

	private NetHooks() {
	}

	/** Replaces {@code server.accept()}. */
	public static Socket accept(ServerSocket server, int site) throws IOException {
		begin(site);
		try {
			Socket s = server.accept();
			end(site);
			Loopback.accepted(s);
			return s;
		} catch (Throwable t) {
			IoHooks.failed(site, server.isClosed() ? ServerCloses.closeOf(server) : -1);
			throw t;
		}
	}

	/** Replaces {@code server.close()}: an accept it ends waits for it ({@link ServerCloses}). */
	public static void close(ServerSocket server, int site) throws IOException {
		closeServer(server, site);
	}

	/** Replaces {@code server.close()} of a channel, as {@link #close(ServerSocket, int)}. */
	public static void close(ServerSocketChannel server, int site) throws IOException {
		closeServer(server, site);
	}

	private static void closeServer(Closeable server, int site) throws IOException {
		begin(site);
		ServerCloses.closing(server);
		try {
			server.close();
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		endLocal(site);
	}

	/**
	 * Ends a call that waits for no device (a wakeup, a server's close), flagged {@code LOCAL}: on a recording's one
	 * CPU the thread it wakes may run inside it, which is not the call's own time.
	 */
	private static void endLocal(int site) {
		ThreadState s = Recorder.current();
		if (s != null && s.ioOpen >= 0) {
			s.ioLocal = true;
		}
		end(site);
	}

	/** Replaces {@code server.accept()} of a channel; null when it is non-blocking and none was pending. */
	public static SocketChannel accept(ServerSocketChannel server, int site) throws IOException {
		begin(site);
		try {
			SocketChannel s = server.accept();
			end(site);
			Loopback.accepted(s);
			return s;
		} catch (Throwable t) {
			IoHooks.failed(site, server.isOpen() ? -1 : ServerCloses.closeOf(server));
			throw t;
		}
	}

	/** Replaces {@code socket.connect(endpoint)}. */
	public static void connect(Socket socket, SocketAddress endpoint, int site) throws IOException {
		begin(site);
		try {
			socket.connect(endpoint);
			Loopback.connected(endpoint);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code socket.connect(endpoint, timeout)}. */
	public static void connect(Socket socket, SocketAddress endpoint, int timeout, int site) throws IOException {
		begin(site);
		try {
			socket.connect(endpoint, timeout);
			Loopback.connected(endpoint);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code ch.connect(remote)}. */
	public static boolean connect(SocketChannel ch, SocketAddress remote, int site) throws IOException {
		begin(site);
		try {
			boolean r = ch.connect(remote);
			end(site);
			Loopback.connected(remote);
			return r;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code selector.select()}. */
	public static int select(Selector selector, int site) throws IOException {
		long since = Events.now();
		begin(site);
		try {
			int found = SocketHooks.selected(selector, selector.select());
			SelectorWakeups.selected(selector, since, found);
			return end(found, site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code selector.select(timeout)}. */
	public static int select(Selector selector, long timeout, int site) throws IOException {
		long since = Events.now();
		begin(site);
		try {
			int found = SocketHooks.selected(selector, selector.select(timeout));
			SelectorWakeups.selected(selector, since, found);
			// no key and no wakeup: it ran out (a later wakeup may end the loop's wait, see Event.TIMED_OUT)
			ThreadState s = found == 0 && timeout > 0 ? Recorder.current() : null;
			return IoHooks.endFlagged(found, s != null && s.ioOpen >= 0 && s.ioLink < 0 ? TIMED_OUT : 0, site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/**
	 * Replaces {@code selector.wakeup()}: a select it ends waits for it ({@link SelectorWakeups}). Inside an I/O call
	 * of the thread's (the HTTP client's send registers its exchange with the client's selector) it is no call of its
	 * own: the select waits for that call's begin.
	 */
	public static Selector wakeup(Selector selector, int site) {
		ThreadState s = Recorder.current();
		if (s != null && s.ioOpen >= 0) {
			SelectorWakeups.waking(selector);
			return selector.wakeup();
		}
		begin(site);
		SelectorWakeups.waking(selector);
		Selector r = selector.wakeup();
		endLocal(site);
		return r;
	}

	/** Replaces {@code socket.receive(p)}; the io_end carries the datagram's length. */
	public static void receive(DatagramSocket socket, DatagramPacket p, int site) throws IOException {
		begin(site);
		try {
			socket.receive(p);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(p.getLength(), site);
	}

	/** Replaces {@code ch.receive(dst)}. */
	public static SocketAddress receive(DatagramChannel ch, ByteBuffer dst, int site) throws IOException {
		begin(site);
		try {
			SocketAddress from = ch.receive(dst);
			end(site);
			return from;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code c.connect()}. */
	public static void connect(URLConnection c, int site) throws IOException {
		begin(site);
		try {
			c.connect();
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code c.getInputStream()}: connects when not yet connected, and an HTTP one waits for the answer. */
	public static InputStream getInputStream(URLConnection c, int site) throws IOException {
		begin(site);
		try {
			InputStream in = c.getInputStream();
			end(site);
			return in;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code c.getResponseCode()}; the io_end carries the code. */
	public static int getResponseCode(HttpURLConnection c, int site) throws IOException {
		begin(site);
		try {
			return end(c.getResponseCode(), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/**
	 * Replaces {@code client.send(request, handler)} of {@code java.net.http}, erased to {@code Object}s (the call
	 * site casts the response back): the wait for the server's answer, flagged {@code LOCAL} where the server is the
	 * program's ({@link HttpSend#toProgram}), and with the time the thread then waited for a processor, which on one
	 * processor is the other threads' turns after the answer came ({@code QUEUED}).
	 */
	public static Object httpSend(Object client, Object request, Object handler, int site)
			throws IOException, InterruptedException {
		long queued = ProgramCpu.queuedNanos();
		begin(site);
		try {
			Object response = HttpSend.send(client, request, handler);
			ThreadState s = Recorder.current();
			if (s != null && s.ioOpen >= 0 && HttpSend.toProgram(request)) {
				s.ioLocal = true;
			}
			long after = queued < 0 ? -1 : ProgramCpu.queuedNanos();
			IoHooks.endQueued(after < 0 ? -1 : after - queued, site);
			return response;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code url.openStream()}. */
	public static InputStream openStream(URL url, int site) throws IOException {
		begin(site);
		try {
			InputStream in = url.openStream();
			end(site);
			return in;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}
}
