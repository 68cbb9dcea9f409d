/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import java.io.File;
import java.lang.instrument.Instrumentation;
import java.util.jar.JarFile;

/**
 * The agent's entry point ({@code -javaagent:foresight-agent.jar=output=app.ftrace}). It only puts its own jar on the
 * boot class path, so that the hooks are visible to JDK classes and to every class loader, and hands over to
 * {@code Installer} loaded from there. Options are described in {@code Installer.Options}.
 */
public final class AgentMain {

	private AgentMain() {
	}

	/** Called before main when started with -javaagent. */
	public static void premain(String args, Instrumentation inst) {
		start(args, inst);
	}

	/** Called when attached to a running JVM. */
	public static void agentmain(String args, Instrumentation inst) {
		start(args, inst);
	}

	/** Never throws: a JVM whose agent fails to start aborts, and the program must run whatever happens here. */
	private static void start(String args, Instrumentation inst) {
		try {
			install(args, inst);
		} catch (Throwable t) {
			Throwable cause = t instanceof java.lang.reflect.InvocationTargetException ite ? ite.getCause() : t;
			System.err.println("foresight: the recorder could not start, the program runs unrecorded: " + cause);
		}
	}

	private static void install(String args, Instrumentation inst) throws Exception {
		File jar = new File(AgentMain.class.getProtectionDomain().getCodeSource().getLocation().toURI());
		inst.appendToBootstrapClassLoaderSearch(new JarFile(jar));
		Class<?> installer = Class.forName("dev.foresight.agent.instrument.Installer", true, null);
		installer.getMethod("install", String.class, Instrumentation.class, java.nio.file.Path.class).invoke(null, args,
				inst, jar.toPath());
	}
}
