/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.lang.instrument.ClassFileTransformer;
import java.security.ProtectionDomain;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import dev.foresight.agent.runtime.Allocation;
import dev.foresight.agent.runtime.Beside;
import dev.foresight.agent.runtime.InstrumentationCost;
import dev.foresight.agent.runtime.Recorder;

/**
 * Instruments application classes (those of class loaders other than the boot and platform loaders, filtered by the
 * include and exclude patterns), the JDK classes of {@link JdkAdvice}, and those of {@link JdkCallers} as a program's.
 * A class that fails to instrument is loaded unchanged and the failure is written to the trace's properties.
 */
public final class Transformer implements ClassFileTransformer {

	private static final List<String> ALWAYS_EXCLUDED = List.of("java/", "javax/", "jdk/", "sun/", "com/sun/");

	/** Whether a class (internal name) is the JDK's, which the transformer never rewrites as a program's. */
	static boolean jdkClass(String name) {
		return matches(name, ALWAYS_EXCLUDED);
	}
	/**
	 * The agent's own classes, passed over before anything else: the rewriter's classes are loaded beside the
	 * program's start, and a transformation of one of them that touched a class of the transformer still being loaded
	 * by that thread would fail with a ClassCircularityError.
	 */
	private static final String[] AGENT = { "dev/foresight/agent/AgentMain", "dev/foresight/agent/runtime/",
			"dev/foresight/agent/instrument/", "dev/foresight/agent/format/", "dev/foresight/agent/internal/" };
	private final List<String> includes;
	private final List<String> excludes;
	private final ClassLoader platform = ClassLoader.getPlatformClassLoader();
	/** Classes rewritten (not taken from the cache) before {@link #whenBusy} runs. */
	static final int BUSY_REWRITES = 20;
	/** Rewritten classes of earlier recordings, or {@code null}. */
	private final ClassCache cache;
	/** Run beside the program once the rewriter has rewritten {@link #BUSY_REWRITES} classes, or {@code null}. */
	private final Runnable whenBusy;
	private final AtomicInteger rewrites = new AtomicInteger();
	/** Set while this thread transforms: classes the transformer itself loads are left alone. */
	private static final ThreadLocal<Boolean> BUSY = new ThreadLocal<>();

	/**
	 * @param includes class name prefixes (dotted) to instrument; empty means all application classes
	 * @param excludes class name prefixes (dotted) never to instrument
	 * @param cache rewritten classes of earlier recordings, or {@code null} for none
	 * @param whenBusy what to start beside the program once the rewriter is busy after all, or {@code null}
	 */
	Transformer(List<String> includes, List<String> excludes, ClassCache cache, Runnable whenBusy) {
		this.includes = internalNames(includes);
		this.excludes = internalNames(excludes);
		this.cache = cache;
		this.whenBusy = whenBusy;
	}

	private static List<String> internalNames(List<String> dotted) {
		List<String> out = new ArrayList<>(dotted.size());
		for (String s : dotted) {
			out.add(s.replace('.', '/'));
		}
		return out;
	}

	@Override
	public byte[] transform(Module module, ClassLoader loader, String className, Class<?> redefined,
			ProtectionDomain domain, byte[] bytes) {
		if (className == null && loader != null && loader != platform && BUSY.get() == null) {
			// a class defined without a name (ClassLoader.defineClass(null, ...)): the file names it
			className = nameOf(bytes);
		}
		if (className == null || isAgent(className) || BUSY.get() != null) {
			return null;
		}
		BUSY.set(Boolean.TRUE);
		try {
			boolean monitors = JdkMonitors.covers(className) && !matches(className, excludes);
			if (monitors || JdkAdvice.CLASSES.contains(className)) {
				long allocated = Allocation.now();
				byte[] result = jdk(className, bytes, monitors);
				Allocation.since(allocated);
				return result;
			}
			if (loader == platform && className.equals(JdkCallers.CLIENT) && !matches(className, excludes)) {
				return JdkCallers.rewriteSend(bytes);
			}
			boolean jdkCaller = loader == platform && JdkCallers.CLASSES.contains(className)
					&& !matches(className, excludes);
			if (!jdkCaller && (loader == null || loader == platform || !wanted(className))) {
				return null;
			}
			long start = System.nanoTime();
			long allocated = Allocation.now();
			Supertypes.loader(loader);
			byte[] result = instrument(className, bytes);
			Allocation.since(allocated);
			InstrumentationCost.count(result != null, System.nanoTime() - start);
			return result;
		} catch (Throwable t) {
			Recorder.property("instrumentation.failed." + className.replace('/', '.'), String.valueOf(t));
			return null;
		} finally {
			Supertypes.loader(null);
			BUSY.remove();
		}
	}

	/**
	 * Runs both transformations once on a small class, so that the classes they need (ASM's, ours) are loaded by a
	 * thread that is not transforming: a class loaded during a transformation is not transformed itself (the guard
	 * against re-entry), and a transformation that loads the class it is running in fails with a
	 * ClassCircularityError. Interns no site.
	 */
	static void warmUp() throws java.io.IOException {
		String c = "dev/foresight/agent/runtime/PutLog";
		try (java.io.InputStream in = ClassLoader.getSystemResourceAsStream(c + ".class")) {
			if (in != null) {
				byte[] bytes = in.readAllBytes();
				JdkAdvice.transform(c, bytes);
				ClassScan.scan(bytes);
				// every method, so that all the classes rewriting needs are loaded whatever the scan says
				rewrite(c, bytes, ClassScan.UNKNOWN, SiteLog.dry());
			}
		}
	}

	/** A JDK class of {@link JdkAdvice} or ({@code monitors}) {@link JdkMonitors}, from the cache when it holds it. */
	private byte[] jdk(String className, byte[] bytes, boolean monitors) {
		SiteLog sites = SiteLog.interning();
		if (cache == null) {
			return jdk(className, bytes, monitors, sites);
		}
		long key = ClassCache.key(bytes);
		byte[] cached = cache.find(className, bytes, key);
		if (cached != null) {
			return cached;
		}
		byte[] result = jdk(className, bytes, monitors, sites);
		if (result != null) {
			cache.store(className, bytes, key, result, sites);
		}
		return result;
	}

	private static byte[] jdk(String className, byte[] bytes, boolean monitors, SiteLog sites) {
		return monitors ? rewrite(className, bytes, ClassScan.monitors(bytes, JdkMonitors.methods(className),
				JdkMonitors.waitsToo(className)), sites, true) : JdkAdvice.transform(className, bytes);
	}

	/** The internal name a class file gives itself, or {@code null} when it cannot be read. */
	private static String nameOf(byte[] classFile) {
		try {
			return new ClassReader(classFile).getClassName();
		} catch (RuntimeException e) {
			return null;
		}
	}

	private static boolean isAgent(String name) {
		for (String p : AGENT) {
			if (name.startsWith(p)) {
				return true;
			}
		}
		return false;
	}

	private boolean wanted(String name) {
		return !matches(name, ALWAYS_EXCLUDED) && !matches(name, excludes)
				&& (includes.isEmpty() || matches(name, includes));
	}

	private static boolean matches(String name, List<String> prefixes) {
		for (String p : prefixes) {
			if (name.startsWith(p)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The rewritten class, or {@code null} when it needs nothing (most classes: see {@link ClassScan}); from the cache
	 * when it holds it.
	 */
	private byte[] instrument(String className, byte[] bytes) {
		if (cache == null) {
			ClassScan.Result scan = ClassScan.scan(bytes);
			return scan.rewrite() ? rewrite(className, bytes, scan, SiteLog.interning()) : null;
		}
		long key = ClassCache.key(bytes);
		if (cache.isPlain(key)) {
			InstrumentationCost.knownPlain();
			return null;
		}
		ClassScan.Result scan = ClassScan.scan(bytes);
		if (!scan.rewrite()) {
			cache.addPlain(key);
			return null;
		}
		byte[] cached = cache.find(className, bytes, key);
		if (cached != null) {
			InstrumentationCost.cached();
			return cached;
		}
		if (rewrites.incrementAndGet() == BUSY_REWRITES && whenBusy != null) {
			Beside.start("foresight-jit-directive", whenBusy);
		}
		SiteLog sites = SiteLog.interning();
		byte[] result = rewrite(className, bytes, scan, sites);
		if (result != null) {
			cache.store(className, bytes, key, result, sites);
		} else {
			// the scan is cautious (a call named like a rule may be on another type): the rewriter found nothing
			cache.addPlain(key);
		}
		return result;
	}

	static byte[] rewrite(String className, byte[] bytes, ClassScan.Result scan, SiteLog sites) {
		return rewrite(className, bytes, scan, sites, false);
	}

	/** The rewritten class, or {@code null} when nothing changed; {@code monitorsOnly} for a JDK class. */
	static byte[] rewrite(String className, byte[] bytes, ClassScan.Result scan, SiteLog sites, boolean monitorsOnly) {
		ClassReader reader = new ClassReader(bytes);
		Map<String, Integer> firstLines = scan.synchronizedMethods() ? firstLines(reader) : Map.of();
		// no COMPUTE_MAXS: the rewriter adds a known bound to each rewritten method's stack, and a method it does not
		// rewrite is copied as it is (ASM does so when the writer's own visitor is returned for it)
		ClassWriter writer = new ClassWriter(reader, 0);
		int[] methodIndex = { 0 };
		boolean[] changed = { false };
		int[] version = { 0 };
		String[] source = { "" };
		reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
			@Override
			public void visit(int v, int access, String name, String sig, String sup, String[] itfs) {
				version[0] = v;
				super.visit(v, access, name, sig, sup, itfs);
			}

			@Override
			public void visitSource(String file, String debug) {
				source[0] = file == null ? "" : file;
				super.visitSource(file, debug);
			}

			@Override
			public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
				MethodVisitor mv = super.visitMethod(access, name, desc, sig, ex);
				if (!scan.method(methodIndex[0]++)) {
					return mv;
				}
				int line = firstLines.getOrDefault(name + desc, -1);
				return new CallSiteRewriter(mv, className, name, source[0], access, line, version[0], changed, sites,
						monitorsOnly);
			}
		}, 0);
		return changed[0] ? writer.toByteArray() : null;
	}

	/** The first source line of each method (name + descriptor), for the site of a synchronized method. */
	private static Map<String, Integer> firstLines(ClassReader reader) {
		Map<String, Integer> lines = new HashMap<>();
		reader.accept(new ClassVisitor(Opcodes.ASM9) {
			@Override
			public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] ex) {
				if ((access & Opcodes.ACC_SYNCHRONIZED) == 0) {
					return null;
				}
				return new MethodVisitor(Opcodes.ASM9) {
					@Override
					public void visitLineNumber(int line, Label start) {
						lines.putIfAbsent(name + desc, line);
					}
				};
			}
		}, ClassReader.SKIP_FRAMES);
		return lines;
	}
}
