/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.AdviceAdapter;

/**
 * The code added to ForkJoinTask and ForkJoinPool (see {@code ForkJoinHooks}): submission, execution and completion
 * of a task, and the waits for one. A waiting method keeps its site and start time in locals of its own, so that the
 * joins a worker makes while it helps (running other tasks inside its join) nest without a shared stack.
 */
final class ForkJoinAdvice {

	static final String TASK = "java/util/concurrent/ForkJoinTask";
	static final String POOL = "java/util/concurrent/ForkJoinPool";
	private static final String HOOKS = "dev/foresight/agent/runtime/ForkJoinHooks";
	private static final String OBJ = "(Ljava/lang/Object;)V";
	private static final String TU = "Ljava/util/concurrent/TimeUnit;";

	private ForkJoinAdvice() {
	}

	/** What is added to one method. */
	private enum Kind {
		/** a call at entry with the receiver */
		SUBMIT, END, POOL_SUBMIT,
		/** task_begin at entry, at exit the end of a task whose exec did not return true (see ForkJoinHooks) */
		EXEC,
		/** a wait for this task (join, get, quietlyJoin, quietlyInvoke) */
		WAIT,
		/** a wait with a timeout (long, TimeUnit) as its arguments */
		TIMED_WAIT,
		/** invoke: runs the task, then passes its site to its own join */
		INVOKE,
		/** static invokeAll of two tasks, of an array or of a collection */
		ALL2, ALL
	}

	private static Kind kind(String cls, String name, String desc) {
		if (cls.equals(POOL)) {
			return name.equals("poolSubmit") && desc.startsWith("(ZL" + TASK + ";)") ? Kind.POOL_SUBMIT : null;
		}
		return switch (name + desc) {
		case "fork()L" + TASK + ";" -> Kind.SUBMIT;
		case "setDone()V" -> Kind.END;
		case "join()Ljava/lang/Object;", "get()Ljava/lang/Object;", "quietlyJoin()V", "quietlyInvoke()V" -> Kind.WAIT;
		case "get(J" + TU + ")Ljava/lang/Object;", "quietlyJoin(J" + TU + ")Z",
				"quietlyJoinUninterruptibly(J" + TU + ")Z" -> Kind.TIMED_WAIT;
		case "invoke()Ljava/lang/Object;" -> Kind.INVOKE;
		case "invokeAll(L" + TASK + ";L" + TASK + ";)V" -> Kind.ALL2;
		case "invokeAll([L" + TASK + ";)V", "invokeAll(Ljava/util/Collection;)Ljava/util/Collection;" -> Kind.ALL;
		default -> name.equals("doExec") ? Kind.EXEC : null;
		};
	}

	/** The instrumenting visitor for a method of ForkJoinTask or ForkJoinPool, or {@code null} when none applies. */
	static MethodVisitor visitor(String cls, MethodVisitor mv, int access, String name, String desc) {
		Kind k = kind(cls, name, desc);
		return k == null ? null : new Adapter(mv, access, name, desc, k);
	}

	private static final class Adapter extends AdviceAdapter {
		private final Kind kind;
		private int site = -1;
		private int start = -1;
		/** EXEC: whether exec() returned true, false until it has returned */
		private int completed = -1;

		Adapter(MethodVisitor mv, int access, String name, String desc, Kind kind) {
			super(Opcodes.ASM9, mv, access, name, desc);
			this.kind = kind;
		}

		private void hook(String name, String desc) {
			visitMethodInsn(INVOKESTATIC, HOOKS, name, desc, false);
		}

		@Override
		protected void onMethodEnter() {
			switch (kind) {
			case SUBMIT -> {
				loadThis();
				hook("taskSubmit", OBJ);
			}
			case EXEC -> {
				loadThis();
				hook("taskBegin", OBJ);
				completed = newLocal(Type.BOOLEAN_TYPE);
				push(false);
				storeLocal(completed);
			}
			case END -> {
				// completion is signalled inside setDone, so task_end must be recorded before it
				loadThis();
				hook("taskEnd", OBJ);
			}
			case POOL_SUBMIT -> {
				loadThis();
				loadArg(1);
				hook("poolSubmit", "(Ljava/lang/Object;Ljava/lang/Object;)V");
			}
			case INVOKE -> {
				site = newLocal(Type.INT_TYPE);
				hook("waitSite", "()I");
				storeLocal(site);
			}
			case WAIT, TIMED_WAIT, ALL2, ALL -> {
				site = newLocal(Type.INT_TYPE);
				if (kind == Kind.ALL || kind == Kind.ALL2) {
					loadArg(0);
					hook("invokeAllSite", "(Ljava/lang/Object;)I");
				} else {
					hook("waitSite", "()I");
				}
				storeLocal(site);
				start = newLocal(Type.LONG_TYPE);
				hook("waitStart", "()J");
				storeLocal(start);
			}
			}
		}

		@Override
		public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
			if (kind == Kind.INVOKE && site >= 0 && name.equals("join") && owner.equals(TASK)) {
				// invoke runs the task in place, then joins it: that join is the wait, at invoke's site
				loadLocal(site);
				hook("hintWait", "(I)V");
			}
			super.visitMethodInsn(opcode, owner, name, desc, itf);
			if (kind == Kind.EXEC && completed >= 0 && name.equals("exec") && desc.equals("()Z")) {
				dup();
				storeLocal(completed);
			}
		}

		@Override
		protected void onMethodExit(int opcode) {
			if (opcode == ATHROW) {
				return;
			}
			switch (kind) {
			case EXEC -> {
				loadThis();
				loadLocal(completed);
				hook("taskExit", "(Ljava/lang/Object;Z)V");
			}
			case WAIT -> {
				loadThis();
				loadLocal(site);
				loadLocal(start);
				hook("waited", "(Ljava/lang/Object;IJ)V");
			}
			case TIMED_WAIT -> {
				loadThis();
				loadLocal(site);
				loadLocal(start);
				loadArg(0);
				loadArg(1);
				hook("waitedTimed", "(Ljava/lang/Object;IJJ" + TU + ")V");
			}
			case ALL2 -> {
				loadArg(0);
				loadArg(1);
				loadLocal(site);
				loadLocal(start);
				hook("waitedAll", "(Ljava/lang/Object;Ljava/lang/Object;IJ)V");
			}
			case ALL -> {
				loadArg(0);
				loadLocal(site);
				loadLocal(start);
				hook("waitedAll", "(Ljava/lang/Object;IJ)V");
			}
			default -> {
				// nothing at exit
			}
			}
		}
	}
}
