/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A pass over a class file's raw bytes that decides, without ASM, which methods the rewriter could change: a
 * synchronized method, or code with a monitorenter or an invoke of a method reference whose name and descriptor some
 * {@link CallRules} rule names. Most classes of a program have none, and skipping ASM for
 * them, and copying the unchanged methods of the others as they are, is what makes instrumentation cheap at
 * start-up. It may answer yes for a method that needs nothing (an operand byte that looks like an opcode, a rule's
 * name on another owner): it is then parsed and left unchanged. It never answers no for one that needs rewriting.
 */
final class ClassScan {

	/**
	 * What the scan found.
	 *
	 * @param rewrite whether some method may need rewriting
	 * @param synchronizedMethods whether a method is synchronized (the rewriter then needs each method's first line)
	 * @param methods per method, in class file order, whether it may need rewriting; {@code null} when unknown (all)
	 */
	record Result(boolean rewrite, boolean synchronizedMethods, boolean[] methods) {

		/** Whether the method at this position in the class file may need rewriting. */
		boolean method(int index) {
			return methods == null || index >= methods.length || methods[index];
		}
	}

	/** Every method may need rewriting. */
	static final Result UNKNOWN = new Result(true, true, null);

	private static final int ACC_SYNCHRONIZED = 0x0020, ACC_NATIVE = 0x0100, ACC_ABSTRACT = 0x0400;
	private static final int MONITORENTER = 0xC2, INVOKEVIRTUAL = 0xB6, INVOKEINTERFACE = 0xB9;

	private final byte[] b;
	private int p;
	/** By constant pool index: a method reference some rule may match. */
	private boolean[] matching;
	private boolean synchronizedMethods;
	/** Whether calls count (an application class) or only monitors ({@link JdkMonitors}). */
	private final boolean calls;
	/** Whether the monitors' waits and notifies count too, wherever they are ({@link JdkMonitors#waitsToo}). */
	private final boolean waits;
	/** The only methods that may need rewriting, by name; {@code null}: any. */
	private final Set<String> names;
	/** By constant pool index: where a UTF-8 entry's length begins. */
	private int[] utf8;

	private ClassScan(byte[] bytes, boolean calls, boolean waits, Set<String> names) {
		this.b = bytes;
		this.calls = calls;
		this.waits = waits;
		this.names = names;
	}

	/** What a class file may need; everything when it cannot be read this way (ASM then reads it, or says why not). */
	static Result scan(byte[] bytes) {
		return scan(bytes, true, false, null);
	}

	/**
	 * Which methods of a JDK class of {@link JdkMonitors} have monitors, of those named in {@code names} ({@code null}:
	 * all): its calls are not looked at, which spares the JVM's start the rules' tables (the class is re-transformed
	 * there), but with {@code waits} those of {@code wait}, {@code notify} and {@code notifyAll}, which a method may
	 * make on a monitor its caller holds (a pipe's {@code awaitSpace}).
	 */
	static Result monitors(byte[] bytes, Set<String> names, boolean waits) {
		return scan(bytes, false, waits, names);
	}

	private static Result scan(byte[] bytes, boolean calls, boolean waits, Set<String> names) {
		try {
			return new ClassScan(bytes, calls, waits, names).run();
		} catch (RuntimeException e) {
			return UNKNOWN;
		}
	}

	private Result run() {
		p = 8;
		int count = u2();
		utf8 = new int[count];
		int[] memberNat = new int[count];
		int[] natName = new int[count];
		int[] natDesc = new int[count];
		int[] className = new int[count];
		int code = -1;
		for (int i = 1; i < count; i++) {
			int tag = b[p++] & 0xFF;
			switch (tag) {
			case 1 -> {
				utf8[i] = p;
				int len = u2();
				if (len == 4 && b[p] == 'C' && b[p + 1] == 'o' && b[p + 2] == 'd' && b[p + 3] == 'e') {
					code = i;
				}
				p += len;
			}
			case 3, 4 -> p += 4;
			case 5, 6 -> {
				p += 8;
				i++;
			}
			case 7 -> className[i] = u2();
			case 8, 16, 19, 20 -> p += 2;
			case 9, 17, 18 -> p += 4;
			case 10, 11 -> {
				p += 2;
				memberNat[i] = u2();
			}
			case 12 -> {
				natName[i] = u2();
				natDesc[i] = u2();
			}
			case 15 -> p += 3;
			default -> throw new IllegalArgumentException("constant pool tag " + tag);
			}
		}
		matching = new boolean[count];
		for (int i = 1; i < count; i++) {
			int nat = memberNat[i];
			if (nat > 0 && (calls && CallRules.mayMatch(string(utf8[natName[nat]]), string(utf8[natDesc[nat]]))
					|| waits && isWaitOrNotify(string(utf8[natName[nat]])))) {
				matching[i] = true;
			}
		}
		p += 2;
		int self = u2();
		int sup = u2();
		int interfaces = u2();
		if (calls) {
			define(className[self], sup > 0 ? className[sup] : 0, className, interfaces);
		}
		p += 2 * interfaces;
		members(false, -1);
		boolean[] methods = members(true, code);
		boolean any = false;
		for (boolean m : methods) {
			any |= m;
		}
		return new Result(any, synchronizedMethods, methods);
	}

	/**
	 * Tells {@link Supertypes} the superclass and interfaces of the class (their constant pool indexes: the class's
	 * name, its superclass's or 0, and at {@code p} the interfaces'); a name that is not ASCII is left to ASM.
	 */
	private void define(int self, int sup, int[] className, int interfaces) {
		List<String> direct = new ArrayList<>(interfaces + 1);
		if (sup > 0) {
			direct.add(ascii(utf8[sup]));
		}
		for (int k = 0; k < interfaces; k++) {
			direct.add(ascii(utf8[className[u2At(p + 2 * k)]]));
		}
		String name = ascii(utf8[self]);
		if (name != null && !direct.contains(null)) {
			Supertypes.defined(name, List.copyOf(direct));
		}
	}

	/** The ASCII string at {@code offset}, or {@code null} when it has other characters. */
	private String ascii(int offset) {
		int len = u2At(offset);
		for (int i = offset + 2, end = i + len; i < end; i++) {
			if (b[i] < 0) {
				return null;
			}
		}
		return string(offset);
	}

	/**
	 * Reads the fields or the methods; for methods, whether each may need rewriting, from its access flags and code
	 * ({@code code}: the constant pool index of the string "Code", -1 when there is none).
	 */
	private boolean[] members(boolean methods, int code) {
		int n = u2();
		boolean[] result = new boolean[n];
		for (int i = 0; i < n; i++) {
			int access = u2();
			int nameIndex = u2();
			p += 2; // the descriptor
			boolean named = !methods || names == null || names.contains(string(utf8[nameIndex]));
			if (methods && named && (access & ACC_SYNCHRONIZED) != 0 && (access & (ACC_NATIVE | ACC_ABSTRACT)) == 0) {
				result[i] = true;
				synchronizedMethods = true;
			}
			int attributes = u2();
			for (int a = 0; a < attributes; a++) {
				int name = u2();
				int len = u4();
				if (methods && named && name == code && mayRewrite(p + 8, u4At(p + 4))) {
					result[i] = true;
				}
				p += len;
			}
		}
		return result;
	}

	/**
	 * Whether code holds a monitorenter or an invoke of a matching method reference. Every byte is looked at as if it
	 * began an instruction, which is quicker than decoding them and can only err towards yes.
	 */
	private boolean mayRewrite(int start, int length) {
		for (int i = start, end = start + length; i < end; i++) {
			int op = b[i] & 0xFF;
			if (op == MONITORENTER) {
				return true;
			}
			if (op >= INVOKEVIRTUAL && op <= INVOKEINTERFACE && i + 2 < end) {
				int index = ((b[i + 1] & 0xFF) << 8) | (b[i + 2] & 0xFF);
				if (index < matching.length && matching[index]) {
					return true;
				}
			}
		}
		return false;
	}

	private static boolean isWaitOrNotify(String name) {
		return name.equals("wait") || name.equals("notify") || name.equals("notifyAll");
	}

	private String string(int offset) {
		int len = ((b[offset] & 0xFF) << 8) | (b[offset + 1] & 0xFF);
		// names and descriptors of the rules are ASCII, for which modified UTF-8 and ISO-8859-1 agree
		return new String(b, offset + 2, len, StandardCharsets.ISO_8859_1);
	}

	private int u2() {
		int v = ((b[p] & 0xFF) << 8) | (b[p + 1] & 0xFF);
		p += 2;
		return v;
	}

	private int u2At(int at) {
		return ((b[at] & 0xFF) << 8) | (b[at + 1] & 0xFF);
	}

	private int u4() {
		int v = u4At(p);
		p += 4;
		return v;
	}

	private int u4At(int at) {
		return ((b[at] & 0xFF) << 24) | ((b[at + 1] & 0xFF) << 16) | ((b[at + 2] & 0xFF) << 8) | (b[at + 3] & 0xFF);
	}
}
