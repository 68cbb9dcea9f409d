/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.lang.instrument.Instrumentation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.foresight.agent.runtime.BaselineRun;
import dev.foresight.agent.runtime.Beside;
import dev.foresight.agent.runtime.Hooks;
import dev.foresight.agent.runtime.MarkWord;
import dev.foresight.agent.runtime.OneProcessor;
import dev.foresight.agent.runtime.Recorder;
import dev.foresight.agent.runtime.VirtualThreadHooks;
import dev.foresight.agent.runtime.Watchdog;

/**
 * Starts a recording inside the JVM: parses the options, lets java.base see the hooks, opens the trace, installs the
 * transformer and re-transforms the JDK classes already loaded.
 */
public final class Installer {

	/**
	 * What the hooks add to the recorded CPU time per event, by kind (the simulator's list form, which it takes off
	 * unless told otherwise): measured with {@code bench.RecorderCost} by {@code workloads/accuracy.py} on the 2-core
	 * machine of docs/accuracy.md (run of 2026-11-27, 05:27 UTC; the monitor kinds again after MarkWord saved their
	 * entries a clock reading, 2026-11-27, 07:20 UTC; {@code clock}, the second reading of an inflated monitor's
	 * entry, 2026-11-27, 08:15 UTC). Another machine's figures differ with its speed;
	 * {@code foresight predict --recording-cost} gives them.
	 */
	static final String COST_NS = "75,monitor_enter=37,monitor_exit=37,wait=37,notify=37,notify_all=37,lock=36,"
			+ "try_lock=36,unlock=36,condition_await=36,condition_signal=36,queue_put=75,queue_take=75,park=82,"
			+ "unpark=82,semaphore_acquire=78,semaphore_release=78,barrier_await=84,latch_countdown=55,latch_await=55,"
			+ "clock=" + Hooks.CLOCK_COST_NS;

	/**
	 * What the JIT compilers spend on the hooks once a program made them hot, per operation: its event kinds, the
	 * events that make them hot, the compilers' CPU time in nanoseconds (the simulator's form, which it takes off the
	 * recorded compilers of a trace without a run of the program without the recorder). Measured with
	 * {@code bench.RecorderCost} (the compilers' CPU time with the agent less without) by {@code workloads/accuracy.py}
	 * on the 2-core machine of docs/accuracy.md, run of 2026-11-30, 12:05 UTC; a task's hooks are many of the pools'
	 * methods, hot after fewer events.
	 */
	static final String COMPILATION_NS = "monitor_enter+monitor_exit+wait+notify+notify_all@10000=152000000,"
			+ "lock+try_lock+unlock+condition_await+condition_signal@10000=113000000,"
			+ "queue_put+queue_take@10000=167000000,park+unpark@10000=236000000,"
			+ "semaphore_acquire+semaphore_release@10000=207000000,barrier_await@10000=106000000,"
			+ "latch_countdown+latch_await@10000=137000000,"
			+ "task_submit+task_begin+task_end+future_get+future_complete@5000=121000000";

	private Installer() {
	}

	/**
	 * Installs the recorder (called by AgentMain). Its path, like the writer's and the shutdown hook's,
	 * has no lambdas or streams: each would spin classes at run time, a few milliseconds in all before the program
	 * starts (docs/benchmarks.md, "Start-up").
	 */
	public static void install(String args, Instrumentation inst, Path agentJar) throws Exception {
		AgentOptions o = AgentOptions.parse(args);
		if (o.baseline() != null) {
			// a run without the recorder: nothing instrumented, nothing recorded
			BaselineRun.start(o.baseline());
			return;
		}
		ClassCache cache = classCache(o, agentJar);
		// the hooks live in the boot loader's unnamed module; the JDK classes that call them must read it
		Module hooks = Hooks.class.getModule();
		// and a read/write lock's two views are recorded on the synchronizer they share (ReadWriteLocks), a
		// monitor's header tells whether its entry could have waited (MarkWord), and a CompletableFuture's delayed
		// executor its delay (DelayedExecutors)
		inst.redefineModule(Object.class.getModule(), Set.of(hooks), Map.of(),
				Map.of("java.util.concurrent.locks", Set.of(hooks), "jdk.internal.misc", Set.of(hooks),
						"java.util.concurrent", Set.of(hooks)),
				Set.of(), Map.of());
		JdkCallers.readHooks(inst, hooks);
		// the CPU clock reads the JDK's native thread clock directly (see CpuClock)
		Module management = ModuleLayer.boot().findModule("java.management").orElse(null);
		if (management != null) {
			inst.redefineModule(management, Set.of(), Map.of(), Map.of("sun.management", Set.of(hooks)), Set.of(),
					Map.of());
		}
		// the compiler directive keeps the rewriter off C2 (JitDirective); a recording whose classes come from the
		// class cache adds it only if the rewriter gets busy after all
		boolean warm = cache != null && cache.exists();
		Runnable directive = new Runnable() {
			@Override
			public void run() {
				Beside.property("recorder.jit.directive", JitDirective.install(inst, hooks));
			}
		};
		// beside the program's start: the CPU clock and the collectors' beans, then, unless the classes will come
		// from the class cache, loading the rewriter and adding the directive (the diagnostic command bean, a file)
		Beside.start("foresight-beside", new Runnable() {
			@Override
			public void run() {
				Beside.warmRuntime();
				if (warm) {
					Beside.property("recorder.jit.directive", "not added: the rewritten classes come from the cache");
				} else {
					try {
						Transformer.warmUp();
					} catch (Exception | LinkageError e) {
						Beside.property("recorder.warmup.failed", String.valueOf(e));
					}
					directive.run();
				}
				if (cache != null) {
					cache.removeOthers();
				}
			}
		});
		Map<String, String> props = new LinkedHashMap<>();
		props.put("recorder", "dev.foresight.agent");
		props.put("recorder.options", args == null ? "" : args);
		props.put("command", String.valueOf(System.getProperty("sun.java.command")));
		ProgramCommand.addTo(props, o.environment(), o.environmentOnly());
		// the CPU time of a platform thread's start is left out; the simulator charges its machine's
		// (Hooks.threadStarted)
		props.put("recorder.thread.start.cpu", "excluded");
		props.put("recorder.cost.ns", COST_NS);
		props.put("recorder.compilation.ns", COMPILATION_NS);
		// on one processor a thread's clock is read after another thread took its turn (CpuAccount.preempted)
		props.put("recorder.preemption.cpu", OneProcessor.PINNED ? "read" : "estimated");
		props.put("recorder.monitor.header", MarkWord.readable() ? "read" : "unused");
		props.put("recorder.class.cache", cache == null ? "off" : cache.dir().toString());
		if (o.compilersAlone() != null) {
			props.put("jvm.compiler.cpu.baseline.ms", o.compilersAlone());
		}
		if (o.programAlone() != null) {
			props.put("program.cpu.baseline.ms", o.programAlone());
		}
		if (o.compilersWide() != null) {
			props.put("jvm.compiler.cpu.baseline.wide.ms", o.compilersWide());
			props.put("jvm.compiler.cpu.baseline.wide.cpus", Integer.toString(o.wideCpus()));
			if (o.programWide() != null) {
				props.put("program.cpu.baseline.wide.ms", o.programWide());
			}
		}
		// the mount hooks run inside the JDK's mount transition: their classes are loaded now, not there
		VirtualThreadHooks.warmUp();
		Recorder.open(o.output(), props);
		inst.addTransformer(new Transformer(o.includes(), o.excludes(), cache, warm ? directive : null), true);
		if (cache != null) {
			Thread save = new Thread(new Runnable() {
				@Override
				public void run() {
					cache.close();
				}
			}, "foresight-class-cache");
			Recorder.ignore(save);
			Runtime.getRuntime().addShutdownHook(save);
		}
		retransformJdk(inst, hooks);
		if (o.timeLimitSeconds() > 0) {
			Watchdog.start((long) (o.timeLimitSeconds() * 1000));
		}
	}

	/**
	 * Re-transforms the JDK classes of {@link JdkAdvice} and {@link JdkMonitors} the JVM loaded before the agent.
	 * VirtualThread, loaded at every start and the slowest of them to re-transform (10 to 15 ms), waits for the first
	 * virtual thread unless ThreadBuilders, through which every virtual thread is made and whose hook runs the wait
	 * out, is loaded already.
	 */
	private static void retransformJdk(Instrumentation inst, Module hooks) {
		List<Class<?>> jdk = new ArrayList<>();
		Class<?> virtual = null;
		boolean builders = false;
		for (Class<?> c : inst.getAllLoadedClasses()) {
			// hundreds of names, interpreted: compared as they are, made internal names only when they match
			String binary = c.getName();
			if (!JdkAdvice.BINARY_NAMES.contains(binary) && !JdkMonitors.coversBinaryName(binary)) {
				continue;
			}
			String name = binary.replace('.', '/');
			builders |= name.equals(JdkAdvice.BUILDERS);
			if (inst.isModifiableClass(c)) {
				if (name.equals(VirtualThreadAdvice.CLASS)) {
					virtual = c;
				} else {
					jdk.add(c);
				}
			}
		}
		if (virtual != null && builders) {
			jdk.add(virtual);
			JitDirective.besideForVirtualThreads(inst, hooks);
		} else if (virtual != null) {
			// no virtual thread can exist before ThreadBuilders is loaded and its hook has run
			Class<?>[] later = { virtual };
			VirtualThreadHooks.beforeFirst(new Runnable() {
				@Override
				public void run() {
					retransform(inst, later);
					JitDirective.besideForVirtualThreads(inst, hooks);
				}
			});
		}
		retransform(inst, jdk.toArray(new Class<?>[0]));
	}

	private static void retransform(Instrumentation inst, Class<?>[] classes) {
		try {
			inst.retransformClasses(classes);
		} catch (Throwable t) {
			Recorder.property("instrumentation.failed.jdk", String.valueOf(t));
		}
	}

	/** The class cache the options ask for, or {@code null} (none asked for, or the agent jar cannot be read). */
	private static ClassCache classCache(AgentOptions o, Path agentJar) {
		if (o.cache() == null || agentJar == null) {
			return null;
		}
		try {
			return ClassCache.open(o.cache(), ClassCache.agentId(agentJar));
		} catch (java.io.IOException | RuntimeException e) {
			return null;
		}
	}
}
