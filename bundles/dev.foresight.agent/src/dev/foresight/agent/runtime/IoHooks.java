/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.FAILED;
import static dev.foresight.agent.format.Kinds.IO_BEGIN;
import static dev.foresight.agent.format.Kinds.IO_END;
import static dev.foresight.agent.format.Kinds.LOCAL;
import static dev.foresight.agent.format.Kinds.QUEUED;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.util.concurrent.TimeUnit;

/**
 * Replacements for the blocking calls of byte streams and random-access files, and for the wait for a child
 * process (whose run the trace does not hold: wall time, as a device's): each performs the call between an io_begin
 * and an io_end, so that the simulator replays the time the call waited as I/O, not as work. The io_end
 * carries the bytes moved where the call returns them, else -1; a call that throws (a closed stream, a socket
 * read's timeout) still ends its I/O, flagged {@code FAILED}, since the time it waited was the program's too. The
 * helpers here serve {@link CharIoHooks}, {@link ChannelHooks} and {@link NetHooks} as well; an io_end carries the
 * wake link {@link SocketHooks} found when the call read what another thread wrote to a loopback socket.
 */
public final class IoHooks {

	private IoHooks() {
	}

	static void begin(int site) {
		long ref = Events.record(IO_BEGIN, -1, site, -1, 0, 0, -1);
		if (ref >= 0) {
			// a loopback socket's write inside the call is that begin's ({@link SocketHooks})
			Recorder.current().ioOpen = ref;
		}
	}

	static int end(int bytes, int site) {
		endCall(bytes, site);
		return bytes;
	}

	static long end(long bytes, int site) {
		endCall(bytes, site);
		return bytes;
	}

	static void end(int site) {
		endCall(-1, site);
	}

	/** Ends a call with {@code flags} beside what {@link SocketHooks} found inside it. */
	static int endFlagged(int count, int flags, int site) {
		endCall(count, flags, site);
		return count;
	}

	/**
	 * Ends a call during which the thread waited {@code queuedNanos} for a processor (-1: not known), flagged
	 * {@code QUEUED} with it as the argument: the simulator does not take that for the call's wait.
	 */
	static void endQueued(long queuedNanos, int site) {
		if (queuedNanos < 0) {
			endCall(-1, 0, site);
		} else {
			endCall(queuedNanos, QUEUED, site);
		}
	}

	static void failed(int site) {
		failed(site, -1);
	}

	/**
	 * A call that failed because another thread's event {@code link} (its io_begin) ended it, or -1: then a socket
	 * read inside it that a close of the program's ended ({@link SocketHooks}) links it.
	 */
	static void failed(int site, long link) {
		ThreadState s = Recorder.current();
		if (s != null && s.ioOpen >= 0) {
			if (link < 0 && s.ioLocal) {
				link = s.ioLink;
			}
			close(s);
		}
		Events.record(IO_END, -1, site, -1, -1, link >= 0 ? FAILED | LOCAL : FAILED, link);
	}

	/** Records the io_end of the current thread's call, with what {@link SocketHooks} found inside it. */
	private static void endCall(long bytes, int site) {
		endCall(bytes, 0, site);
	}

	private static void endCall(long bytes, int extraFlags, int site) {
		ThreadState s = Recorder.current();
		long link = -1;
		int flags = extraFlags;
		if (s != null && s.ioOpen >= 0) {
			link = s.ioLink;
			flags |= s.ioLocal ? LOCAL : 0;
			close(s);
		}
		Events.record(IO_END, -1, site, -1, bytes, flags, link);
	}

	private static void close(ThreadState s) {
		s.ioOpen = -1;
		s.ioLink = -1;
		s.ioLocal = false;
	}

	/** Replaces {@code in.read(b)}. */
	public static int read(InputStream in, byte[] b, int site) throws IOException {
		begin(site);
		try {
			return end(in.read(b), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code in.read(b, off, len)}. */
	public static int read(InputStream in, byte[] b, int off, int len, int site) throws IOException {
		begin(site);
		try {
			return end(in.read(b, off, len), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code in.readAllBytes()}. */
	public static byte[] readAllBytes(InputStream in, int site) throws IOException {
		begin(site);
		try {
			byte[] r = in.readAllBytes();
			end(site);
			return r;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code in.readNBytes(b, off, len)}. */
	public static int readNBytes(InputStream in, byte[] b, int off, int len, int site) throws IOException {
		begin(site);
		try {
			return end(in.readNBytes(b, off, len), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code in.readNBytes(len)}. */
	public static byte[] readNBytes(InputStream in, int len, int site) throws IOException {
		begin(site);
		try {
			byte[] r = in.readNBytes(len);
			end(site);
			return r;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code in.transferTo(out)}. */
	public static long transferTo(InputStream in, OutputStream out, int site) throws IOException {
		begin(site);
		try {
			return end(in.transferTo(out), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code out.write(b)}. */
	public static void write(OutputStream out, byte[] b, int site) throws IOException {
		begin(site);
		try {
			out.write(b);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code out.write(b, off, len)}. */
	public static void write(OutputStream out, byte[] b, int off, int len, int site) throws IOException {
		begin(site);
		try {
			out.write(b, off, len);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code out.flush()}. */
	public static void flush(OutputStream out, int site) throws IOException {
		begin(site);
		try {
			out.flush();
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code f.read(b)}. */
	public static int read(RandomAccessFile f, byte[] b, int site) throws IOException {
		begin(site);
		try {
			return end(f.read(b), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code f.read(b, off, len)}. */
	public static int read(RandomAccessFile f, byte[] b, int off, int len, int site) throws IOException {
		begin(site);
		try {
			return end(f.read(b, off, len), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code in.readFully(b)} ({@code DataInputStream}, {@code ObjectInputStream}, a random-access file). */
	public static void readFully(DataInput in, byte[] b, int site) throws IOException {
		begin(site);
		try {
			in.readFully(b);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(b.length, site);
	}

	/** Replaces {@code in.readFully(b, off, len)}. */
	public static void readFully(DataInput in, byte[] b, int off, int len, int site) throws IOException {
		begin(site);
		try {
			in.readFully(b, off, len);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(len, site);
	}

	/** Replaces {@code out.write(b)} of a random-access file (a {@code DataOutput}). */
	public static void write(DataOutput out, byte[] b, int site) throws IOException {
		begin(site);
		try {
			out.write(b);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code out.write(b, off, len)} of a random-access file. */
	public static void write(DataOutput out, byte[] b, int off, int len, int site) throws IOException {
		begin(site);
		try {
			out.write(b, off, len);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
		end(site);
	}

	/** Replaces {@code p.waitFor()}; the io_end carries the exit code. */
	public static int waitFor(Process p, int site) throws InterruptedException {
		begin(site);
		try {
			return end(p.waitFor(), site);
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}

	/** Replaces {@code p.waitFor(timeout, unit)}; the io_end carries 1 when the process exited, 0 when it did not. */
	public static boolean waitFor(Process p, long timeout, TimeUnit unit, int site) throws InterruptedException {
		begin(site);
		try {
			boolean exited = p.waitFor(timeout, unit);
			end(exited ? 1 : 0, site);
			return exited;
		} catch (Throwable t) {
			failed(site);
			throw t;
		}
	}
}
