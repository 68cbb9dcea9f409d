/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Adds code at the entry of a method that is not a constructor and before each of its normal returns. Unlike ASM's
 * {@code AdviceAdapter} it needs neither expanded frames nor new local variables, which the advice of
 * {@code Thread} and {@code VirtualThread} never uses: the added code only pushes what the hook call it ends with
 * consumes, so the frames of the method stay true.
 */
abstract class EntryExit extends MethodVisitor {

	EntryExit(MethodVisitor mv) {
		super(Opcodes.ASM9, mv);
	}

	@Override
	public void visitCode() {
		super.visitCode();
		onEnter();
	}

	@Override
	public void visitInsn(int opcode) {
		if (opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
			onExit();
		}
		super.visitInsn(opcode);
	}

	/** Emits the code run at entry. */
	abstract void onEnter();

	/** Emits the code run before a normal return. */
	abstract void onExit();
}
