/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The code added to {@code java.lang.VirtualThread} for its mounts ({@code VirtualThreadHooks}). In JDK 25 (as its
 * sources read) every mount goes through {@code runContinuation()}, which calls {@code mount()} before it continues
 * the thread and {@code unmount()} when the thread yields (park, sleep, blocking I/O, a monitor it waits for) or
 * ends; after {@code mount()} and before {@code unmount()} resets it, {@code Thread.currentThread()} is the virtual
 * thread and its {@code carrierThread} field is the carrier, which the added code passes to the hook. A thread's
 * last unmount is recorded at the end of its {@code run(Runnable)}, before its thread_end, and its first mount at the
 * start of that method, where it may wait (see {@code VirtualThreadHooks}). A JDK without these methods or that
 * field gets no mount hooks.
 */
final class VirtualThreadAdvice {

	static final String CLASS = "java/lang/VirtualThread";
	/** The field holding the carrier while the thread is mounted. */
	static final String CARRIER_FIELD = "carrierThread";
	private static final String HOOKS = "dev/foresight/agent/runtime/VirtualThreadHooks";
	private static final String THREAD = "Ljava/lang/Thread;";

	private VirtualThreadAdvice() {
	}

	/**
	 * The visitor adding a mount hook to the method, or {@code null} when it has none.
	 *
	 * @param carrierField whether the class has the {@code carrierThread} field (without it, a JDK other than those
	 *        read, nothing is added)
	 */
	static MethodVisitor visitor(MethodVisitor mv, boolean carrierField, String name, String desc) {
		if (!carrierField) {
			return null;
		}
		// the hook at entry, the hook before a normal return
		String[] hooks = switch (name + desc) {
		case "mount()V" -> new String[] { null, "mounted" };
		case "unmount()V" -> new String[] { "unmounting", null };
		case "run(Ljava/lang/Runnable;)V" -> new String[] { "started", "ended" };
		default -> null;
		};
		if (hooks == null) {
			return null;
		}
		return new EntryExit(mv) {
			@Override
			void onEnter() {
				call(hooks[0]);
			}

			@Override
			void onExit() {
				call(hooks[1]);
			}

			private void call(String hook) {
				if (hook == null) {
					return;
				}
				visitVarInsn(Opcodes.ALOAD, 0);
				visitFieldInsn(Opcodes.GETFIELD, CLASS, CARRIER_FIELD, THREAD);
				visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, hook, "(" + THREAD + ")V", false);
			}
		};
	}
}
