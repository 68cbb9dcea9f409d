/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.Set;

import org.objectweb.asm.Opcodes;

/**
 * Calls in application code that are counted per site rather than recorded: compare-and-set on the JDK's atomics and
 * variable handles, the update loops the atomics build on it, and {@code Thread.onSpinWait}. A lock-free retry loop
 * is no synchronization event, and on one processor it hardly ever retries; on more, its threads collide and redo
 * their work, which a trace cannot replay. The counts let {@code info} and {@code predict} say where a program relies
 * on such loops. The rewrite is a call of {@code Atomics.count(site)} before the original call.
 */
final class AtomicRules {

	/** The rule of every counted call. */
	static final CallRules.Rule COUNT = new CallRules.Rule("dev/foresight/agent/runtime/Atomics", "count:", null);

	private static final String ATOMIC = "java/util/concurrent/atomic/";
	private static final Set<String> OWNERS = Set.of(ATOMIC + "AtomicInteger", ATOMIC + "AtomicLong",
			ATOMIC + "AtomicBoolean", ATOMIC + "AtomicReference", ATOMIC + "AtomicIntegerArray",
			ATOMIC + "AtomicLongArray", ATOMIC + "AtomicReferenceArray", ATOMIC + "AtomicIntegerFieldUpdater",
			ATOMIC + "AtomicLongFieldUpdater", ATOMIC + "AtomicReferenceFieldUpdater",
			ATOMIC + "AtomicStampedReference", ATOMIC + "AtomicMarkableReference", "java/lang/invoke/VarHandle");
	/** Matched by name alone: a variable handle's methods take whatever descriptor the call site gives them. */
	private static final Set<String> NAMES = Set.of("compareAndSet", "weakCompareAndSet", "weakCompareAndSetPlain",
			"weakCompareAndSetVolatile", "weakCompareAndSetAcquire", "weakCompareAndSetRelease", "compareAndExchange",
			"compareAndExchangeAcquire", "compareAndExchangeRelease", "getAndUpdate", "updateAndGet",
			"getAndAccumulate", "accumulateAndGet");
	private static final String SPIN = "onSpinWait";

	private AtomicRules() {
	}

	/** Whether a call of a method with this name could be a counted one, on some owner. */
	static boolean mayMatch(String name) {
		return NAMES.contains(name) || name.equals(SPIN);
	}

	/** {@link #COUNT} for a counted call, otherwise {@code null}. */
	static CallRules.Rule find(int opcode, String owner, String name, String desc) {
		if (opcode == Opcodes.INVOKESTATIC) {
			return name.equals(SPIN) && owner.equals("java/lang/Thread") && desc.equals("()V") ? COUNT : null;
		}
		return opcode == Opcodes.INVOKEVIRTUAL && NAMES.contains(name) && OWNERS.contains(owner) ? COUNT : null;
	}
}
