/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.InputStream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * {@link SocketAdvice} instruments {@code SocketChannelImpl} only where the class declares the address fields its
 * hooks read, as JDK 16 to 25 do: an advice that read a field the class does not have would throw at the program's
 * first read of a channel.
 */
class SocketAdviceTest {

	/** A class of {@code SocketChannelImpl}'s name with a {@code read(ByteBuffer)} and address fields of {@code type}. */
	private static byte[] channelClass(String type) {
		ClassWriter w = new ClassWriter(ClassWriter.COMPUTE_MAXS | ClassWriter.COMPUTE_FRAMES);
		w.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, SocketAdvice.CHANNEL, null, "java/lang/Object", null);
		w.visitField(Opcodes.ACC_PRIVATE, "localAddress", type, null, null).visitEnd();
		w.visitField(Opcodes.ACC_PRIVATE, "remoteAddress", type, null, null).visitEnd();
		MethodVisitor m = w.visitMethod(Opcodes.ACC_PUBLIC, "read", "(Ljava/nio/ByteBuffer;)I", null, null);
		m.visitCode();
		m.visitInsn(Opcodes.ICONST_0);
		m.visitInsn(Opcodes.IRETURN);
		m.visitMaxs(0, 0);
		m.visitEnd();
		w.visitEnd();
		return w.toByteArray();
	}

	@Test
	@DisplayName("a channel class with the address fields as declared is instrumented; one with others is left alone")
	void channelFieldsAreChecked() {
		assertNotNull(JdkAdvice.transform(SocketAdvice.CHANNEL, channelClass("Ljava/net/SocketAddress;")));
		assertNull(JdkAdvice.transform(SocketAdvice.CHANNEL, channelClass("Ljava/net/InetSocketAddress;")));
	}

	@Test
	@DisplayName("this JDK's socket classes are instrumented")
	void thisJdksSocketClasses() throws IOException {
		for (String cls : SocketAdvice.CLASSES) {
			try (InputStream in = ClassLoader.getSystemResourceAsStream(cls + ".class")) {
				assertNotNull(JdkAdvice.transform(cls, in.readAllBytes()), cls);
			}
		}
	}
}
