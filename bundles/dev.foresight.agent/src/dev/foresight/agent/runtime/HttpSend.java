/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.net.URI;

/**
 * {@code HttpClient.send(request, handler)} called through a method handle: its types are the platform loader's
 * ({@code java.net.http}), which the hooks, on the boot class path, cannot name. Looked up when a program first sends,
 * so that one that never does loads none of the module.
 */
final class HttpSend {

	private static final MethodHandle SEND;
	/** {@code HttpRequest.uri()}. */
	private static final MethodHandle URI_OF;
	static {
		MethodHandle[] handles = lookUp();
		SEND = handles[0];
		URI_OF = handles[1];
	}

	private HttpSend() {
	}

	private static MethodHandle[] lookUp() {
		try {
			ClassLoader platform = ClassLoader.getPlatformClassLoader();
			Class<?> client = Class.forName("java.net.http.HttpClient", false, platform);
			Class<?> request = Class.forName("java.net.http.HttpRequest", false, platform);
			Class<?> response = Class.forName("java.net.http.HttpResponse", false, platform);
			Class<?> handler = Class.forName("java.net.http.HttpResponse$BodyHandler", false, platform);
			MethodHandles.Lookup lookup = MethodHandles.publicLookup();
			return new MethodHandle[] { lookup.findVirtual(client, "send", MethodType.methodType(response, request,
					handler)), lookup.findVirtual(request, "uri", MethodType.methodType(URI.class)) };
		} catch (ReflectiveOperationException e) {
			throw new IllegalStateException("java.net.http.HttpClient.send cannot be called: " + e, e);
		}
	}

	/** {@code client.send(request, handler)}, throwing what it throws. */
	static Object send(Object client, Object request, Object handler) throws IOException, InterruptedException {
		try {
			return SEND.invoke(client, request, handler);
		} catch (IOException | InterruptedException | RuntimeException | Error e) {
			throw e;
		} catch (Throwable t) {
			// send declares nothing else
			throw new IllegalStateException(t);
		}
	}

	/**
	 * Whether {@code request} goes to a server of the program itself: to the loopback address (by name or number), on
	 * a port a loopback socket of the program was bound to. Such a send waits for the program's own threads, not for a
	 * device (its io_end is flagged {@code LOCAL}); one to another process, on this machine or another, waits as I/O.
	 */
	static boolean toProgram(Object request) {
		try {
			URI uri = (URI) URI_OF.invoke(request);
			String host = uri.getHost();
			if (host == null || !(host.equals("localhost") || host.startsWith("127.") || host.equals("[::1]"))) {
				return false;
			}
			int port = uri.getPort() >= 0 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
			return SocketLinks.isBound(port);
		} catch (Throwable t) {
			return false;
		}
	}
}
