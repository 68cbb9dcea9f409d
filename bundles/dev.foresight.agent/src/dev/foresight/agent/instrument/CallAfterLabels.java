/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A method visitor that can owe a static hook call {@code (site)} to the point after the labels that follow the
 * current instruction: the hook call after a monitorenter belongs inside the try range of the synchronized block,
 * which starts at the next label, and the one after a monitorexit outside it, after the label where it ends.
 * <p>
 * Placed before those labels, the call (any call may throw, to the JIT's monitor analysis) would leave the method by
 * an exception with the monitor held, or reach the block's handler, which releases the monitor again: both JIT
 * compilers then refuse the method as having unbalanced monitors, and it runs interpreted for good (H2's table lock
 * method: a third more CPU time for the whole program).
 * <p>
 * Only for class files that have a stack map frame at every jump target and handler (version 51 on): held labels
 * followed by a frame are such a point, where the operand stack must be what the frame says, so the call goes before
 * them, as it would without this class.
 */
abstract class CallAfterLabels extends MethodVisitor {

	private final boolean defer;
	private String owner;
	private String name;
	private String desc;
	private int site;
	/** Labels, and line numbers (an int[] then its label), seen since the call was owed, not passed on yet. */
	private final List<Object> held = new ArrayList<>();

	CallAfterLabels(MethodVisitor mv, int classVersion) {
		super(Opcodes.ASM9, mv);
		this.defer = (classVersion & 0xFFFF) >= Opcodes.V1_7;
	}

	/**
	 * Calls {@code owner.name(..., site)} after the labels that follow, or now when the class file may lack frames.
	 * The call consumes what the current instruction left on the operand stack for it.
	 */
	protected final void callAfterLabels(String owner, String name, String desc, int site) {
		this.owner = owner;
		this.name = name;
		this.desc = desc;
		this.site = site;
		if (!defer) {
			pay(true);
		}
	}

	private void pay(boolean beforeLabels) {
		if (name == null) {
			return;
		}
		if (beforeLabels) {
			call();
		}
		for (int i = 0; i < held.size(); i++) {
			if (held.get(i) instanceof int[] line) {
				super.visitLineNumber(line[0], (Label) held.get(++i));
			} else {
				super.visitLabel((Label) held.get(i));
			}
		}
		held.clear();
		if (!beforeLabels) {
			call();
		}
	}

	private void call() {
		String n = name;
		name = null;
		super.visitLdcInsn(site);
		super.visitMethodInsn(Opcodes.INVOKESTATIC, owner, n, desc, false);
	}

	@Override
	public void visitLabel(Label label) {
		if (name != null) {
			held.add(label);
		} else {
			super.visitLabel(label);
		}
	}

	@Override
	public void visitLineNumber(int line, Label start) {
		if (name != null) {
			held.add(new int[] { line });
			held.add(start);
		} else {
			super.visitLineNumber(line, start);
		}
	}

	@Override
	public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
		pay(true);
		super.visitFrame(type, numLocal, local, numStack, stack);
	}

	@Override
	public void visitInsn(int opcode) {
		pay(false);
		super.visitInsn(opcode);
	}

	@Override
	public void visitIntInsn(int opcode, int operand) {
		pay(false);
		super.visitIntInsn(opcode, operand);
	}

	@Override
	public void visitVarInsn(int opcode, int varIndex) {
		pay(false);
		super.visitVarInsn(opcode, varIndex);
	}

	@Override
	public void visitTypeInsn(int opcode, String type) {
		pay(false);
		super.visitTypeInsn(opcode, type);
	}

	@Override
	public void visitFieldInsn(int opcode, String fieldOwner, String fieldName, String descriptor) {
		pay(false);
		super.visitFieldInsn(opcode, fieldOwner, fieldName, descriptor);
	}

	@Override
	public void visitMethodInsn(int opcode, String methodOwner, String methodName, String descriptor, boolean itf) {
		pay(false);
		super.visitMethodInsn(opcode, methodOwner, methodName, descriptor, itf);
	}

	@Override
	public void visitInvokeDynamicInsn(String indyName, String descriptor, Handle bootstrap, Object... arguments) {
		pay(false);
		super.visitInvokeDynamicInsn(indyName, descriptor, bootstrap, arguments);
	}

	@Override
	public void visitJumpInsn(int opcode, Label label) {
		pay(false);
		super.visitJumpInsn(opcode, label);
	}

	@Override
	public void visitLdcInsn(Object value) {
		pay(false);
		super.visitLdcInsn(value);
	}

	@Override
	public void visitIincInsn(int varIndex, int increment) {
		pay(false);
		super.visitIincInsn(varIndex, increment);
	}

	@Override
	public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
		pay(false);
		super.visitTableSwitchInsn(min, max, dflt, labels);
	}

	@Override
	public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
		pay(false);
		super.visitLookupSwitchInsn(dflt, keys, labels);
	}

	@Override
	public void visitMultiANewArrayInsn(String descriptor, int numDimensions) {
		pay(false);
		super.visitMultiANewArrayInsn(descriptor, numDimensions);
	}

	@Override
	public void visitMaxs(int maxStack, int maxLocals) {
		pay(true);
		super.visitMaxs(maxStack, maxLocals);
	}
}
