/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.lang.instrument.Instrumentation;
import java.net.JarURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;

import dev.foresight.agent.instrument.Installer;
import dev.foresight.agent.runtime.Recorder;

/**
 * The agent's entry point ({@code -javaagent:foresight-agent.jar=output=app.ftrace}). It only makes sure that its own
 * jar is on the boot class path, so that the hooks are visible to JDK classes and to every class loader, and hands
 * over to {@code Installer} loaded from there. Options are described in {@code AgentOptions}.
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
		// the agent's start is not the program's work; all that main does from here on is, first event or not
		Recorder.beginCurrent();
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
			System.err.println("foresight: the recorder could not start, the program runs unrecorded: " + t);
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
		// resolved now, after the append: every class loader asks the boot loader first, so this is the boot
		// loader's Installer either way (a reflective call would spin method handles, milliseconds at start-up)
		Installer.install(args, inst, jar);
	}

	/**
	 * The jar the boot loader loaded this class from (a boot class has no code source): the entry of
	 * {@code -Xbootclasspath/a} that holds it, read from the command line where the system shows it, since asking a
	 * class loader for the class file searches the JDK's modules first (8 to 10 ms at start-up).
	 */
	private static Path bootJar() throws Exception {
		String name = AgentMain.class.getName().replace('.', '/') + ".class";
		List<String> entries = bootPathOnCommandLine();
		if (entries.size() == 1) {
			return Path.of(entries.get(0));
		}
		for (String entry : entries) {
			try (JarFile jar = new JarFile(entry)) {
				if (jar.getEntry(name) != null) {
					return Path.of(entry);
				}
			}
		}
		URL url = ClassLoader.getPlatformClassLoader().getResource(name);
		if (url == null || !"jar".equals(url.getProtocol())) {
			throw new IllegalStateException("the agent's classes are on the boot class path but not in a jar: " + url);
		}
		return new File(((JarURLConnection) url.openConnection()).getJarFileURL().toURI()).toPath();
	}

	/** The files of this JVM's {@code -Xbootclasspath/a} options, from Linux's /proc; empty where there is none. */
	private static List<String> bootPathOnCommandLine() {
		List<String> entries = new ArrayList<>();
		byte[] line;
		try (FileInputStream in = new FileInputStream("/proc/self/cmdline")) {
			line = in.readAllBytes();
		} catch (IOException e) {
			return entries;
		}
		String option = "-Xbootclasspath/a:";
		for (String arg : new String(line, StandardCharsets.UTF_8).split("\0")) {
			if (arg.startsWith(option)) {
				for (String entry : arg.substring(option.length()).split(File.pathSeparator)) {
					if (!entry.isEmpty() && new File(entry).isFile()) {
						entries.add(entry);
					}
				}
			}
		}
		return entries;
	}
}
