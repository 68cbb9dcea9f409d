/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * Ends while a thread is in native code, as servers and programs of virtual threads do, or ({@code none}) with every
 * thread done. {@code accept}: a daemon thread named {@code acceptor} is blocked in {@code ServerSocket.accept};
 * {@code exit}: the same, and main calls {@code System.exit(0)}; {@code virtual}: a virtual thread read from a socket,
 * so the JDK's poller waits in the kernel; {@code none}: the acceptor was given its connection and ended. Main prints
 * {@code end} as its last act, from which a test times the JVM's exit.
 */
public final class NativeAtExit {

	private NativeAtExit() {
	}

	/** {@code args[0]}: accept, exit, virtual or none. */
	public static void main(String[] args) throws Exception {
		String mode = args[0];
		ServerSocket listener = new ServerSocket(0, 4, InetAddress.getLoopbackAddress());
		Thread acceptor = new Thread(() -> {
			try (Socket s = listener.accept()) {
				s.getInputStream().read();
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}, "acceptor");
		acceptor.setDaemon(true);
		if (mode.equals("virtual")) {
			acceptor = Thread.ofVirtual().name("virtual-reader").unstarted(acceptor::run);
		}
		acceptor.start();
		if (mode.equals("none") || mode.equals("virtual")) {
			try (Socket s = new Socket(listener.getInetAddress(), listener.getLocalPort())) {
				// the reader blocks in its read before the byte comes, so that a virtual one waits in the poller
				Thread.sleep(50);
				s.getOutputStream().write(1);
				acceptor.join();
			}
		} else {
			// until the acceptor is in accept: RUNNABLE in a native method
			while (!inNative(acceptor)) {
				Thread.sleep(1);
			}
		}
		System.out.println("end");
		System.out.flush();
		if (mode.equals("exit")) {
			System.exit(0);
		}
	}

	private static boolean inNative(Thread t) {
		StackTraceElement[] stack = t.getStackTrace();
		return t.getState() == Thread.State.RUNNABLE && stack.length > 0 && stack[0].isNativeMethod();
	}
}
