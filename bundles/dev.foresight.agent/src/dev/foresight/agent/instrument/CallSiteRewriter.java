/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.HashMap;
import java.util.Map;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;


/**
 * Rewrites one method of an application class: monitorenter/monitorexit get hook calls beside them, calls listed in
 * {@link CallRules} (I/O calls among them) become calls of their hooks, which perform the original call,
 * compare-and-set calls are counted, and a synchronized method records its implicit acquisition and every release
 * (normal or by exception). For a JDK class of {@link JdkMonitors} only the monitors are recorded.
 */
final class CallSiteRewriter extends CallAfterLabels {

	private static final String HOOKS = "dev/foresight/agent/runtime/Hooks";
	private static final String MAP_COMPUTE = "dev/foresight/agent/runtime/MapComputeHooks";
	private static final String MONITOR_DESC = "(Ljava/lang/Object;I)V";
	private static final String TIMED_MONITOR_DESC = "(JLjava/lang/Object;I)V";

	private final String className;
	private final String method;
	private final String file;
	private final boolean synchronizedMethod;
	private final boolean isStatic;
	private final int firstLine;
	private final boolean frames;
	/** Whether only monitors are recorded (a JDK class): its calls are the JDK's own, not the program's. */
	private final boolean monitorsOnly;
	/** A JDK class whose monitors count only inside the program's calls ({@link JdkMonitors#onlyInProgramCalls}). */
	private final boolean inProgramCalls;
	/** Whether, in such a class, the waits and notifies on its monitors are recorded too ({@link JdkMonitors}). */
	private final boolean monitorCalls;
	private int line = -1;
	private final Label start = new Label();
	private final Label end = new Label();
	/** Set to true when this rewriter changed anything (shared by the methods of one class). */
	private final boolean[] changedFlag;
	/** The sites of the class (shared by its methods). */
	private final SiteLog sites;
	/**
	 * The exception handlers whose range begins at the handler itself, by start, with their range's end: javac's
	 * release of a synchronized block's monitor on an exception, which covers its own monitorexit. Null: none.
	 */
	private Map<Label, Label> selfCovering;
	/** The end of the self-covering handler range the code visited is in; null when outside every one. */
	private Label inSelfCovering;

	CallSiteRewriter(MethodVisitor mv, String className, String method, String file, int access, int firstLine,
			int classVersion, boolean[] changed, SiteLog sites, boolean monitorsOnly) {
		super(mv, classVersion);
		this.monitorsOnly = monitorsOnly;
		this.monitorCalls = monitorsOnly && JdkMonitors.waitsToo(className);
		this.inProgramCalls = monitorsOnly && JdkMonitors.onlyInProgramCalls(className);
		this.changedFlag = changed;
		this.sites = sites;
		this.className = className;
		this.method = method;
		this.file = file;
		this.synchronizedMethod = (access & Opcodes.ACC_SYNCHRONIZED) != 0
				&& (access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0
				&& ((access & Opcodes.ACC_STATIC) == 0 || (classVersion & 0xFFFF) >= Opcodes.V1_5);
		this.isStatic = (access & Opcodes.ACC_STATIC) != 0;
		this.firstLine = firstLine;
		this.frames = (classVersion & 0xFFFF) >= Opcodes.V1_6;
	}

	private int site() {
		return sites.id(className.replace('/', '.'), method, file, line);
	}

	private void pushSite() {
		super.visitLdcInsn(site());
	}

	private void pushMonitor() {
		if (isStatic) {
			super.visitLdcInsn(Type.getObjectType(className));
		} else {
			super.visitVarInsn(Opcodes.ALOAD, 0);
		}
	}

	@Override
	public void visitCode() {
		super.visitCode();
		if (synchronizedMethod) {
			line = firstLine;
			super.visitLabel(start);
			pushMonitor();
			pushSite();
			super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, monitorsOnly ? "jdkMonitorEnter" : "monitorEnter",
					MONITOR_DESC, false);
			changedFlag[0] = true;
		}
	}

	@Override
	public void visitTryCatchBlock(Label from, Label to, Label handler, String type) {
		if (from == handler) {
			if (selfCovering == null) {
				selfCovering = new HashMap<>();
			}
			selfCovering.put(from, to);
		}
		super.visitTryCatchBlock(from, to, handler, type);
	}

	@Override
	public void visitLabel(Label label) {
		if (label == inSelfCovering) {
			inSelfCovering = null;
		}
		if (selfCovering != null && selfCovering.containsKey(label)) {
			inSelfCovering = selfCovering.get(label);
		}
		super.visitLabel(label);
	}

	@Override
	public void visitLineNumber(int number, Label label) {
		line = number;
		super.visitLineNumber(number, label);
	}

	@Override
	public void visitInsn(int opcode) {
		switch (opcode) {
		case Opcodes.MONITORENTER, Opcodes.MONITOREXIT -> {
			// the clock is read before the instruction and kept on the operand stack (no thread-local): an entry is
			// timed from its attempt, a release before it happens, so that recording does not lengthen critical
			// sections. [monitor] -> [time, monitor, monitor] -> instruction -> [time, monitor] ->
			// hook(time, monitor, site)
			if (inSelfCovering != null) {
				// no call before an instruction that a handler covering itself covers: the quick compiler (C1) gives
				// up a method where an instruction that may throw lies in its own handler's first block. The hook
				// reads the clock after the instruction (-1), on this exceptional path only
				super.visitLdcInsn(-1L);
			} else if (monitorsOnly) {
				// a JDK monitor's re-entry reads no clock: [monitor] -> [monitor, monitor] -> [monitor, time]
				super.visitInsn(Opcodes.DUP);
				String clock = opcode == Opcodes.MONITOREXIT ? "exitClock" : "entryClock";
				super.visitMethodInsn(Opcodes.INVOKESTATIC, inProgramCalls ? MAP_COMPUTE : HOOKS,
						inProgramCalls ? clock : opcode == Opcodes.MONITOREXIT ? "jdkExitClock" : "jdkEntryClock",
						"(Ljava/lang/Object;)J", false);
			} else {
				super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, "clock", "()J", false);
			}
			super.visitInsn(Opcodes.DUP2_X1);
			super.visitInsn(Opcodes.POP2);
			super.visitInsn(Opcodes.DUP);
			super.visitInsn(opcode);
			// after the labels that follow: inside the synchronized block's try range, or past its end (see
			// CallAfterLabels)
			String hook = (monitorsOnly && !inProgramCalls ? "jdkMonitor" : "monitor")
					+ (opcode == Opcodes.MONITOREXIT ? "Exited" : "Entered");
			callAfterLabels(inProgramCalls ? MAP_COMPUTE : HOOKS, hook, TIMED_MONITOR_DESC, site());
			changedFlag[0] = true;
		}
		case Opcodes.IRETURN, Opcodes.LRETURN, Opcodes.FRETURN, Opcodes.DRETURN, Opcodes.ARETURN, Opcodes.RETURN -> {
			if (synchronizedMethod) {
				pushMonitor();
				pushSite();
				super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, monitorsOnly ? "jdkMonitorExit" : "monitorExit",
						MONITOR_DESC, false);
			}
			super.visitInsn(opcode);
		}
		default -> super.visitInsn(opcode);
		}
	}

	@Override
	public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
		CallRules.Rule rule;
		if (opcode == Opcodes.INVOKESPECIAL || monitorsOnly && !monitorCalls) {
			rule = null;
		} else {
			rule = monitorsOnly ? CallRules.findMonitorCall(opcode, name, desc)
					: CallRules.find(opcode, owner, name, desc);
		}
		if (rule == null) {
			super.visitMethodInsn(opcode, owner, name, desc, itf);
			return;
		}
		changedFlag[0] = true;
		if (rule.counted()) {
			pushSite();
			super.visitMethodInsn(Opcodes.INVOKESTATIC, rule.hookClass(), "count", "(I)V", false);
			super.visitMethodInsn(opcode, owner, name, desc, itf);
			return;
		}
		if (rule.executorArgument()) {
			// the executor is the last argument, on top of the stack
			pushSite();
			super.visitMethodInsn(Opcodes.INVOKESTATIC, rule.hookClass(), "tracing",
					"(Ljava/util/concurrent/Executor;I)Ljava/util/concurrent/Executor;", false);
			super.visitMethodInsn(opcode, owner, name, desc, itf);
			return;
		}
		if (rule.bracket()) {
			super.visitInsn(Opcodes.DUP);
			pushSite();
			super.visitMethodInsn(Opcodes.INVOKESTATIC, rule.hookClass(), "before" + rule.bracketName(),
					"(Ljava/lang/Object;I)V", false);
			super.visitMethodInsn(opcode, owner, name, desc, itf);
			pushSite();
			super.visitMethodInsn(Opcodes.INVOKESTATIC, rule.hookClass(), "after" + rule.bracketName(), "(I)V", false);
			return;
		}
		if (rule.erased()) {
			pushSite();
			String objects = "Ljava/lang/Object;".repeat(Type.getArgumentTypes(desc).length + 1);
			super.visitMethodInsn(Opcodes.INVOKESTATIC, rule.hookClass(), rule.erasedName(),
					"(" + objects + "I)Ljava/lang/Object;", false);
			super.visitTypeInsn(Opcodes.CHECKCAST, Type.getReturnType(desc).getInternalName());
			return;
		}
		pushSite();
		String hookDesc = "(" + (rule.receiver() == null ? "" : rule.receiver()) + desc.substring(1, desc.indexOf(')'))
				+ "I" + desc.substring(desc.indexOf(')'));
		super.visitMethodInsn(Opcodes.INVOKESTATIC, rule.hookClass(), rule.hookName(), hookDesc, false);
	}

	@Override
	public void visitMaxs(int maxStack, int maxLocals) {
		if (synchronizedMethod) {
			// release by exception: a catch-all handler after the body, last in the table so inner handlers win
			Label handler = new Label();
			super.visitLabel(end);
			super.visitLabel(handler);
			if (frames) {
				Object[] locals = isStatic ? new Object[0] : new Object[] { className };
				super.visitFrame(Opcodes.F_FULL, locals.length, locals, 1, new Object[] { "java/lang/Throwable" });
			}
			pushMonitor();
			pushSite();
			super.visitMethodInsn(Opcodes.INVOKESTATIC, HOOKS, monitorsOnly ? "jdkMonitorExit" : "monitorExit",
					MONITOR_DESC, false);
			super.visitInsn(Opcodes.ATHROW);
			super.visitTryCatchBlock(start, end, handler, null);
		}
		// what any rewrite adds to the operand stack: at most four slots (a monitor's time, its duplicate and the
		// time again while they are swapped; a duplicated receiver and a site id), on top of the original stack or of
		// the exception in the release handler
		super.visitMaxs(Math.min(0xFFFF, Math.max(maxStack + 4, 3)), maxLocals);
	}
}
