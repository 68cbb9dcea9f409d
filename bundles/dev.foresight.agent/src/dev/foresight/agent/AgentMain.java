/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import java.io.File;
import java.lang.instrument.Instrumentation;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.file.Path;
import java.util.jar.JarFile;

/**
 * The agent's entry point ({@code -javaagent:foresight-agent.jar=output=app.ftrace}). It only makes sure that its own
 * jar is on the boot class path, so that the hooks are visible to JDK classes and to every class loader, and hands
 * over to {@code Installer} loaded from there. Options are described in {@code Installer.Options}.
 * <p>
 * Foresight's launchers also pass {@code -Xbootclasspath/a:foresight-agent.jar}: a jar on the boot class path from
 * the start needs no appending at run time, which the JVM answers by giving up class data sharing for the other class
 * loaders and printing a warning into the program's error output.
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
		// loaded by the boot loader: the jar was on the boot class path from the start
		boolean onBootPath = AgentMain.class.getClassLoader() == null;
		Path jar = onBootPath ? bootJar()
				: Path.of(AgentMain.class.getProtectionDomain().getCodeSource().getLocation().toURI());
		if (!onBootPath) {
			inst.appendToBootstrapClassLoaderSearch(new JarFile(jar.toFile()));
		}
		Class<?> installer = Class.forName("dev.foresight.agent.instrument.Installer", true, null);
		installer.getMethod("install", String.class, Instrumentation.class, Path.class).invoke(null, args, inst, jar);
	}

	/** The jar the boot loader loaded this class from (a boot class has no code source). */
	private static Path bootJar() throws Exception {
		String name = AgentMain.class.getName().replace('.', '/') + ".class";
		URL url = ClassLoader.getPlatformClassLoader().getResource(name);
		if (url == null || !"jar".equals(url.getProtocol())) {
			throw new IllegalStateException("the agent's classes are on the boot class path but not in a jar: " + url);
		}
		return new File(((JarURLConnection) url.openConnection()).getJarFileURL().toURI()).toPath();
	}
}
