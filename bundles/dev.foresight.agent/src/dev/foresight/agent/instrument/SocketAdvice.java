/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.Set;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The reads and writes of TCP sockets inside the JDK, where every stream and channel of a socket ends whatever wraps
 * it ({@code DataInputStream.readLong} reads through them too): {@code NioSocketImpl}'s private {@code read} and
 * {@code write} of a byte array, under {@code Socket}'s streams, and {@code SocketChannelImpl}'s {@code read} and
 * {@code write} of buffers. Each gets the runtime's {@code SocketHooks} at entry (with the socket's ports and remote
 * address, read from its fields), before each return (with the bytes moved) and in a handler around the whole body
 * that reports the failure and throws on, so that an I/O call the hooks began always ends; their {@code close} and
 * {@code implCloseSelectableChannel} get a hook at entry, which frees what the recorder kept of the connection.
 */
final class SocketAdvice {

	static final String SOCKET = "sun/nio/ch/NioSocketImpl";
	static final String CHANNEL = "sun/nio/ch/SocketChannelImpl";
	/** Internal names of the classes this instruments. */
	static final Set<String> CLASSES = Set.of(SOCKET, CHANNEL);

	private static final String HOOKS = "dev/foresight/agent/runtime/SocketHooks";
	private static final String INET = "Ljava/net/InetAddress;";
	private static final String ADDRESS = "Ljava/net/SocketAddress;";

	private SocketAdvice() {
	}

	/**
	 * Whether a field of {@code SocketChannelImpl} is one of the two address fields the advice reads, as JDK 16 to 25
	 * declare them: an advice that read a field the class does not have would fail at the program's first read.
	 */
	static boolean isAddressField(String name, String desc) {
		return (name.equals("localAddress") || name.equals("remoteAddress")) && desc.equals(ADDRESS);
	}

	/** The visitor adding the hooks to method {@code name desc} of {@code cls}, or {@code null} when none applies. */
	static MethodVisitor visitor(String cls, MethodVisitor mv, String name, String desc) {
		if (desc.equals("()V") && name.equals(cls.equals(SOCKET) ? "close" : "implCloseSelectableChannel")) {
			return new Closing(mv, cls);
		}
		boolean read = name.equals("read");
		if (!read && !name.equals("write")) {
			return null;
		}
		if (cls.equals(SOCKET) && desc.equals(read ? "([BII)I" : "([BII)V")) {
			return new Hooked(mv, cls, read, false, desc);
		}
		if (cls.equals(CHANNEL) && (desc.equals("(Ljava/nio/ByteBuffer;)I") || desc.equals("([Ljava/nio/ByteBuffer;II)J"))) {
			return new Hooked(mv, cls, read, true, desc);
		}
		return null;
	}

	/** The close of a socket or channel: its ends' directions can go once both ends closed. */
	private static final class Closing extends EntryExit {

		private final String cls;

		Closing(MethodVisitor mv, String cls) {
			super(mv);
			this.cls = cls;
		}

		@Override
		void onEnter() {
			boolean channel = cls.equals(CHANNEL);
			for (String[] f : channel ? new String[][] { { "localAddress", ADDRESS }, { "remoteAddress", ADDRESS } }
					: new String[][] { { "address", INET }, { "port", "I" }, { "localport", "I" } }) {
				super.visitVarInsn(Opcodes.ALOAD, 0);
				super.visitFieldInsn(Opcodes.GETFIELD, cls, f[0], f[1]);
			}
			super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, channel ? "channelClosing" : "closing",
					channel ? "(" + ADDRESS + ADDRESS + ")V" : "(" + INET + "II)V", false);
		}

		@Override
		void onExit() {
			// nothing at the return
		}
	}

	private static final class Hooked extends EntryExit {

		private final String cls;
		private final boolean read;
		private final boolean channel;
		private final String desc;
		private final Label start = new Label();

		Hooked(MethodVisitor mv, String cls, boolean read, boolean channel, String desc) {
			super(mv);
			this.cls = cls;
			this.read = read;
			this.channel = channel;
			this.desc = desc;
		}

		@Override
		void onEnter() {
			if (channel) {
				field("localAddress", ADDRESS);
				field("remoteAddress", ADDRESS);
				hook(read ? "channelReading" : "channelWriting", "(" + ADDRESS + ADDRESS + ")V");
			} else {
				field("address", INET);
				field("port", "I");
				field("localport", "I");
				hook(read ? "reading" : "writing", "(" + INET + "II)V");
			}
			super.visitLabel(start);
		}

		private void field(String name, String type) {
			super.visitVarInsn(Opcodes.ALOAD, 0);
			super.visitFieldInsn(Opcodes.GETFIELD, cls, name, type);
		}

		private void hook(String name, String hookDesc) {
			super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, name, hookDesc, false);
		}

		@Override
		void onExit() {
			if (desc.endsWith(")V")) {
				// a socket's write returns when it wrote all of its length
				super.visitVarInsn(Opcodes.ILOAD, 3);
				hook("moved", "(I)V");
			} else if (desc.endsWith(")J")) {
				super.visitInsn(Opcodes.DUP2);
				hook("moved", "(J)V");
			} else {
				super.visitInsn(Opcodes.DUP);
				hook("moved", "(I)V");
			}
		}

		@Override
		public void visitMaxs(int maxStack, int maxLocals) {
			// registered last, so that the method's own handlers, inside this one, are found first
			Label end = new Label();
			Label handler = new Label();
			super.visitLabel(end);
			super.visitTryCatchBlock(start, end, handler, null);
			super.visitLabel(handler);
			Object[] locals = channel && desc.startsWith("(L") ? new Object[] { cls, "java/nio/ByteBuffer" }
					: channel ? new Object[] { cls, "[Ljava/nio/ByteBuffer;", Opcodes.INTEGER, Opcodes.INTEGER }
							: new Object[] { cls, "[B", Opcodes.INTEGER, Opcodes.INTEGER };
			super.visitFrame(Opcodes.F_FULL, locals.length, locals, 1, new Object[] { "java/lang/Throwable" });
			hook("failed", "()V");
			super.visitInsn(Opcodes.ATHROW);
			super.visitMaxs(maxStack, maxLocals);
		}
	}
}
