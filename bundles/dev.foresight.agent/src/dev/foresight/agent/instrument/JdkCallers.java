/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.lang.instrument.Instrumentation;
import java.util.Map;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * JDK classes whose calls are rewritten as a program's are: where the JDK itself hands a program's work between its
 * own threads, and the trace would otherwise hold the work without the waits between. The HTTP client's
 * ({@code java.net.http}) selector thread waits in {@code select} for the server's answer and hands each ready
 * connection to a worker of the client's executor; a {@code sendAsync}'s future completes on that worker, so without
 * these the replay held the workers' work but not the answers' waits (docs/accuracy.md, "The HTTP client's
 * selector and workers"). The JDK's HTTP server ({@code com.sun.net.httpserver}) is built the same way: a dispatcher
 * thread selects and hands each request to the server's executor. The client's {@code send} waits for its response's future with the JDK's own {@code get},
 * which {@link #rewriteSend} points at the recorder's (HttpAwaits), so that the send's end is linked to the worker
 * that completed it.
 */
final class JdkCallers {

	/**
	 * Internal names of the classes rewritten: the HTTP client's selector loop and the executor it hands connections
	 * to; the HTTP server's dispatcher (its selector loop, which hands each request to the server's executor) and the
	 * server, whose finished exchanges wake the dispatcher.
	 */
	static final Set<String> CLASSES = Set.of("jdk/internal/net/http/HttpClientImpl$SelectorManager",
			"jdk/internal/net/http/HttpClientImpl$DelegatingExecutor", "sun/net/httpserver/ServerImpl$Dispatcher",
			"sun/net/httpserver/ServerImpl");

	/** The modules of {@link #CLASSES}. */
	private static final String[] MODULES = { "java.net.http", "jdk.httpserver" };

	/** The client whose {@code send} waits for its response's future. */
	static final String CLIENT = "jdk/internal/net/http/HttpClientImpl";

	private static final String FUTURE = "java/util/concurrent/CompletableFuture";

	private JdkCallers() {
	}

	/**
	 * {@link #CLIENT}'s class file with its {@code send}'s {@code future.get()} calling
	 * {@code HttpAwaits.get(future)} instead (the same operands, result and exceptions), or {@code null} when this
	 * JDK's {@code send} makes no such call.
	 */
	static byte[] rewriteSend(byte[] bytes) {
		ClassReader reader = new ClassReader(bytes);
		ClassWriter writer = new ClassWriter(reader, 0);
		boolean[] changed = { false };
		reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
			@Override
			public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
				MethodVisitor mv = super.visitMethod(access, name, desc, sig, ex);
				if (!name.equals("send") || !desc.endsWith(")Ljava/net/http/HttpResponse;")) {
					return mv;
				}
				return new MethodVisitor(Opcodes.ASM9, mv) {
					@Override
					public void visitMethodInsn(int op, String owner, String m, String d, boolean itf) {
						if (op == Opcodes.INVOKEVIRTUAL && owner.equals(FUTURE) && m.equals("get")
								&& d.equals("()Ljava/lang/Object;")) {
							changed[0] = true;
							super.visitMethodInsn(Opcodes.INVOKESTATIC, "dev/foresight/agent/runtime/HttpAwaits", "get",
									"(L" + FUTURE + ";)Ljava/lang/Object;", false);
						} else {
							super.visitMethodInsn(op, owner, m, d, itf);
						}
					}
				};
			}
		}, 0);
		return changed[0] ? writer.toByteArray() : null;
	}

	/**
	 * Lets the modules of {@link #CLASSES} read the hooks' module, which their rewritten calls name (no lambda: the
	 * recorder's start spins none, see Installer).
	 */
	static void readHooks(Instrumentation inst, Module hooks) {
		for (String name : MODULES) {
			Module m = ModuleLayer.boot().findModule(name).orElse(null);
			if (m != null) {
				inst.redefineModule(m, Set.of(hooks), Map.of(), Map.of(), Set.of(), Map.of());
			}
		}
	}
}
