/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.FAILED;
import static dev.foresight.agent.format.Kinds.IO_BEGIN;
import static dev.foresight.agent.format.Kinds.IO_END;
import static dev.foresight.agent.format.Kinds.LOCAL;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;

/**
 * Called by the JDK's TCP socket reads and writes (the agent's {@code SocketAdvice}) on connections whose other end is
 * a loopback address. Where both ends are in the program, a read waits for the other end's write, which on one CPU
 * holds the writer's whole turn: the read's io_end is linked to the io_begin of the write that supplied its first byte
 * ({@link SocketLinks}), so that the simulator waits for that write instead of the recorded wall time. A call inside
 * an I/O call of the program's ({@link IoHooks}) takes that call's events; one that is not
 * ({@code DataOutputStream.writeLong} on a socket's stream) records an io_begin and an io_end of its own, at the
 * program's caller's site, found once per direction and side. The io_end of a read so linked, and of a write whose
 * reading end is in the program, is flagged {@code LOCAL}: it waited for no device (a write preempted on one CPU by the
 * reader it woke holds the reader's turn in its wall time). A selector's select that found such a channel readable is
 * linked the same way ({@link #selected}). The other connections cost a field read and a test.
 */
public final class SocketHooks {

	private SocketHooks() {
	}

	/** Entry of a socket stream's read of the connection to {@code remote}. */
	public static void reading(InetAddress remote, int remotePort, int localPort) {
		if (remote != null && remote.isLoopbackAddress()) {
			SocketLinks.bound(localPort);
			start(SocketLinks.direction(remotePort, localPort), true);
		}
	}

	/** Entry of a socket stream's write to {@code remote}. */
	public static void writing(InetAddress remote, int remotePort, int localPort) {
		if (remote != null && remote.isLoopbackAddress()) {
			SocketLinks.bound(localPort);
			start(SocketLinks.direction(localPort, remotePort), false);
		}
	}

	/** Entry of a socket channel's read. */
	public static void channelReading(SocketAddress local, SocketAddress remote) {
		if (remote instanceof InetSocketAddress r && local instanceof InetSocketAddress l && loopback(r)) {
			SocketLinks.bound(l.getPort());
			start(SocketLinks.direction(r.getPort(), l.getPort()), true);
		}
	}

	/** Entry of a socket channel's write. */
	public static void channelWriting(SocketAddress local, SocketAddress remote) {
		if (remote instanceof InetSocketAddress r && local instanceof InetSocketAddress l && loopback(r)) {
			SocketLinks.bound(l.getPort());
			start(SocketLinks.direction(l.getPort(), r.getPort()), false);
		}
	}

	/** Entry of a socket's close. */
	public static void closing(InetAddress remote, int remotePort, int localPort) {
		if (remote != null && remote.isLoopbackAddress()) {
			closed(localPort, remotePort);
		}
	}

	/** Entry of a socket channel's close. */
	public static void channelClosing(SocketAddress local, SocketAddress remote) {
		if (remote instanceof InetSocketAddress r && local instanceof InetSocketAddress l && loopback(r)) {
			closed(l.getPort(), r.getPort());
		}
	}

	/**
	 * The program closes its end of a connection: where a thread of the program is reading either way, and the other
	 * end's read (or its selector, where it waits in one) has read all there is (else it returns bytes, not the end),
	 * the close is recorded (an I/O call of its own, {@code LOCAL}), so that the read it ends, the other end's (the
	 * end of the stream) or this end's (failed), waits for it and not for a device.
	 */
	private static void closed(int local, int remote) {
		SocketLinks.Direction out = SocketLinks.existing(local, remote);
		if (out != null && ((out.reading || out.polled) && out.drained() || out.reverse.reading)) {
			out.closeWall = Events.now();
			out.closeRef = closeEvent();
		}
		SocketLinks.closed(local, remote);
	}

	/** The io_begin of the current thread's close: its I/O call's, else one recorded at the program's site. */
	private static long closeEvent() {
		ThreadState s = Recorder.state();
		if (s == null) {
			return -1;
		}
		if (s.ioOpen >= 0) {
			s.ioLocal = true;
			return s.ioOpen;
		}
		int site = Sites.callerSite(s);
		long ref = Events.record(IO_BEGIN, -1, site, -1, 0, 0, -1);
		if (ref >= 0) {
			Events.record(IO_END, -1, site, -1, -1, LOCAL, -1);
		}
		return ref;
	}

	private static boolean loopback(InetSocketAddress a) {
		InetAddress ip = a.getAddress();
		return ip != null && ip.isLoopbackAddress();
	}

	/** Return of a read or write that moved {@code bytes} (-1: the end of the stream). */
	public static void moved(int bytes) {
		moved((long) bytes);
	}

	/** Return of a scattering read or gathering write. */
	public static void moved(long bytes) {
		ThreadState s = Recorder.current();
		if (s == null || s.socket == null) {
			return;
		}
		SocketLinks.Direction d = s.socket;
		s.socket = null;
		long link = -1;
		boolean local;
		if (!s.socketReads) {
			d.wrote(bytes);
			local = d.receiver;
		} else {
			d.reading = false;
			// the end of the stream: the other end's close, where the program closed it while this read waited
			link = bytes > 0 ? d.read(bytes) : bytes < 0 ? d.closeRef : -1;
			local = link >= 0;
			if (local) {
				SocketLinks.LINKED.incrementAndGet();
			}
		}
		if (s.socketSite != -2) {
			Events.record(IO_END, -1, s.socketSite, -1, bytes, local ? LOCAL : 0, link);
		} else if (local && s.ioOpen >= 0) {
			s.ioLink = link >= 0 ? link : s.ioLink;
			s.ioLocal = true;
		}
	}

	/**
	 * A read or write threw: the I/O call this began ends, failed; a read that a close of the program's ended is linked
	 * to it.
	 */
	public static void failed() {
		ThreadState s = Recorder.current();
		if (s == null || s.socket == null) {
			return;
		}
		SocketLinks.Direction d = s.socket;
		s.socket = null;
		long link = -1;
		if (!s.socketReads) {
			d.wrote(0);
		} else {
			d.reading = false;
			// this end closed by another thread of the program (or the other end, reset) while the read waited
			link = d.reverse.closeRef >= 0 ? d.reverse.closeRef : d.closeRef;
		}
		if (s.socketSite != -2) {
			Events.record(IO_END, -1, s.socketSite, -1, -1, link >= 0 ? FAILED | LOCAL : FAILED, link);
		} else if (link >= 0 && s.ioOpen >= 0) {
			s.ioLink = link;
			s.ioLocal = true;
		}
	}

	/**
	 * After {@code selector}'s select returned {@code found} keys, inside the program's I/O call: where every selected
	 * key is a loopback socket channel with bytes the program's other end wrote and nothing has read yet, or at the
	 * end of its stream after the program's recorded close of that end, the call is linked to the earliest of those
	 * writes and closes, the one the select waited for at most, and flagged {@code LOCAL}; a key of anything else (a
	 * connection to accept, another process's bytes) may be what it waited for, and leaves it a device's wait.
	 */
	static int selected(Selector selector, int found) {
		ThreadState s = found > 0 ? Recorder.current() : null;
		if (s == null || s.ioOpen < 0) {
			return found;
		}
		long[] earliest = null;
		try {
			for (SelectionKey key : selector.selectedKeys()) {
				SocketLinks.Direction d = key.isValid() && key.isReadable() && key.channel() instanceof SocketChannel ch
						&& ch.getRemoteAddress() instanceof InetSocketAddress r && loopback(r)
						&& ch.getLocalAddress() instanceof InetSocketAddress l
								? SocketLinks.direction(r.getPort(), l.getPort())
								: null;
				long[] w = null;
				if (d != null) {
					d.polled = true;
					w = d.unread();
				}
				if (w == null) {
					return found;
				}
				if (earliest == null || w[1] < earliest[1]) {
					earliest = w;
				}
			}
		} catch (IOException | RuntimeException e) {
			// a key cancelled or a channel closed meanwhile by another thread: nothing to link
			return found;
		}
		if (earliest != null) {
			s.ioLink = earliest[0];
			s.ioLocal = true;
			SocketLinks.LINKED.incrementAndGet();
		}
		return found;
	}

	private static void start(SocketLinks.Direction d, boolean reads) {
		ThreadState s = Recorder.state();
		if (s == null) {
			return;
		}
		long ref = s.ioOpen;
		int site = -2;
		if (ref < 0) {
			site = siteOf(s, d, reads);
			ref = Events.record(IO_BEGIN, -1, site, -1, 0, 0, -1);
			if (ref < 0) {
				return;
			}
		}
		s.socket = d;
		s.socketReads = reads;
		s.socketSite = site;
		if (reads) {
			d.receiver = true;
			d.reverse.sender = true;
			d.reading = true;
		} else {
			d.sender = true;
			d.reverse.receiver = true;
			d.writing(ref);
		}
	}

	/** The program's site of this side of {@code d}, walked for at its first call here. */
	private static int siteOf(ThreadState s, SocketLinks.Direction d, boolean reads) {
		int site = reads ? d.readSite : d.writeSite;
		if (site == -2) {
			site = Sites.callerSite(s);
			if (reads) {
				d.readSite = site;
			} else {
				d.writeSite = site;
			}
		}
		return site;
	}
}
