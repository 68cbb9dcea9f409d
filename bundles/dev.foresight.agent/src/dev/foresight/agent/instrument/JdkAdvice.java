/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The few JDK methods instrumented in place, for events no application call site sees: thread start and end (also of
 * threads the JDK creates), virtual thread end and mounts ({@link VirtualThreadAdvice}), and fork/join tasks
 * ({@link ForkJoinAdvice}: parallel streams and sorts, CompletableFuture async tasks), the completion of a
 * CompletableFuture stage the recorder made (TracedStage) by the JDK, which sets the result of a dependent stage in its
 * own methods, and the reads and writes of TCP sockets ({@link SocketAdvice}). Only code is added inside method
 * bodies, as retransformation requires.
 */
final class JdkAdvice {

	/** The class whose {@code newVirtualThread} makes every virtual thread (JDK 21 to 25). */
	static final String BUILDERS = "java/lang/ThreadBuilders";

	private static final String FUTURE = "java/util/concurrent/CompletableFuture";

	/** Internal names of the classes this instruments. */
	static final Set<String> CLASSES = Set.of("java/lang/Thread", "java/lang/VirtualThread", BUILDERS,
			"java/util/concurrent/ForkJoinTask", "java/util/concurrent/ForkJoinPool", FUTURE, SocketAdvice.SOCKET,
			SocketAdvice.CHANNEL);

	/** {@link #CLASSES} by binary name ({@code java.lang.Thread}), for the start's scan of the loaded classes. */
	static final Set<String> BINARY_NAMES = binaryNames(CLASSES);

	private static final String HOOKS = "dev/foresight/agent/runtime/Hooks";
	/** The internal methods that set a CompletableFuture's result, every completion's way (JDK 21 to 25). */
	private static final Set<String> SETS_RESULT = Set.of("completeNull()Z", "completeValue(Ljava/lang/Object;)Z",
			"completeThrowable(Ljava/lang/Throwable;)Z", "completeThrowable(Ljava/lang/Throwable;Ljava/lang/Object;)Z",
			"completeRelay(Ljava/lang/Object;)Z", "internalComplete(Ljava/lang/Object;)Z");

	private JdkAdvice() {
	}

	/** The binary names ({@code java.util.Vector}) of internal names ({@code java/util/Vector}). */
	static Set<String> binaryNames(Collection<String> internalNames) {
		Set<String> names = new HashSet<>();
		for (String n : internalNames) {
			names.add(n.replace('/', '.'));
		}
		return names;
	}

	/** The instrumented class file, or {@code null} when nothing applies. */
	static byte[] transform(String className, byte[] bytes) {
		ClassReader reader = new ClassReader(bytes);
		ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
		boolean[] changed = { false };
		// only the fork/join advice needs local variables (ASM's AdviceAdapter), hence expanded frames
		boolean forkJoin = className.equals(ForkJoinAdvice.TASK) || className.equals(ForkJoinAdvice.POOL);
		reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
			/** Whether VirtualThread has its carrier field (fields are visited before methods). */
			private boolean carrierField;
			/** The address fields of SocketChannelImpl the socket advice reads, as this JDK declares them. */
			private int addressFields;

			@Override
			public FieldVisitor visitField(int access, String name, String desc, String sig, Object value) {
				carrierField |= name.equals(VirtualThreadAdvice.CARRIER_FIELD) && desc.equals("Ljava/lang/Thread;");
				addressFields += SocketAdvice.isAddressField(name, desc) ? 1 : 0;
				return super.visitField(access, name, desc, sig, value);
			}

			@Override
			public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
				MethodVisitor mv = super.visitMethod(access, name, desc, sig, ex);
				if (forkJoin) {
					MethodVisitor fj = ForkJoinAdvice.visitor(className, mv, access, name, desc);
					changed[0] |= fj != null;
					return fj != null ? fj : mv;
				}
				if (SocketAdvice.CLASSES.contains(className)) {
					// a channel whose address fields differ (another JDK) is left alone: its reads would not link
					boolean fields = !className.equals(SocketAdvice.CHANNEL) || addressFields == 2;
					MethodVisitor io = fields ? SocketAdvice.visitor(className, mv, name, desc) : null;
					changed[0] |= io != null;
					return io != null ? io : mv;
				}
				if (className.equals(VirtualThreadAdvice.CLASS)) {
					MethodVisitor vt = VirtualThreadAdvice.visitor(mv, carrierField, name, desc);
					if (vt != null) {
						changed[0] = true;
						return vt;
					}
				}
				Advice a = advice(className, name, desc);
				if (a == null) {
					return mv;
				}
				changed[0] = true;
				return new EntryExit(mv) {
					@Override
					void onEnter() {
						a.enter(this);
					}

					@Override
					void onExit() {
						a.exit(this);
					}
				};
			}
		}, forkJoin ? ClassReader.EXPAND_FRAMES : 0);
		return changed[0] ? writer.toByteArray() : null;
	}

	/**
	 * Code added at entry and before each return: a static call, at entry with the receiver when
	 * {@code enterThis}, at exit when its descriptor takes an object; an exit descriptor that takes a boolean first
	 * gets the method's boolean result too, which stays on the stack for the return.
	 */
	private record Advice(String enterOwner, String enterName, String enterDesc, boolean enterThis, String exitOwner,
			String exitName, String exitDesc) {

		void enter(MethodVisitor m) {
			if (enterOwner != null) {
				if (enterThis) {
					m.visitVarInsn(Opcodes.ALOAD, 0);
				}
				m.visitMethodInsn(Opcodes.INVOKESTATIC, enterOwner, enterName, enterDesc, false);
			}
		}

		void exit(MethodVisitor m) {
			if (exitOwner != null) {
				if (exitDesc.startsWith("(Z")) {
					m.visitInsn(Opcodes.DUP);
				}
				if (exitDesc.startsWith("(L") || exitDesc.startsWith("(ZL")) {
					m.visitVarInsn(Opcodes.ALOAD, 0);
				}
				m.visitMethodInsn(Opcodes.INVOKESTATIC, exitOwner, exitName, exitDesc, false);
			}
		}
	}

	private static Advice advice(String cls, String name, String desc) {
		String start = "(Ljava/lang/Thread;)V";
		switch (cls) {
		case "java/lang/Thread":
			if (name.equals("start") && (desc.equals("()V") || desc.equals("(Ljdk/internal/vm/ThreadContainer;)V"))) {
				return new Advice(HOOKS, "threadStart", start, true, HOOKS, "threadStarted", "()V");
			}
			if (name.equals("exit") && desc.equals("()V")) {
				return new Advice(HOOKS, "threadEnd", "()V", false, null, null, null);
			}
			return null;
		case "java/lang/VirtualThread":
			if (name.equals("start") && desc.equals("(Ljdk/internal/vm/ThreadContainer;)V")) {
				return new Advice(HOOKS, "threadStart", start, true, null, null, null);
			}
			// without the carrier field (see VirtualThreadAdvice) the end is recorded without the last unmount
			if (name.equals("run") && desc.equals("(Ljava/lang/Runnable;)V")) {
				return new Advice(null, null, null, false, HOOKS, "threadEnd", "()V");
			}
			return null;
		case BUILDERS:
			// VirtualThread's instrumentation may wait for the first virtual thread (Installer.retransformJdk)
			if (name.equals("newVirtualThread") && desc.startsWith("(Ljava/util/concurrent/Executor;")) {
				return new Advice("dev/foresight/agent/runtime/VirtualThreadHooks", "creating", "()V", false, null,
						null, null);
			}
			return null;
		case FUTURE:
			if (SETS_RESULT.contains(name + desc)) {
				return new Advice(null, null, null, false, "dev/foresight/agent/runtime/TaskHooks", "resultSet",
						"(ZL" + FUTURE + ";)V");
			}
			return null;
		default:
			return null;
		}
	}
}
