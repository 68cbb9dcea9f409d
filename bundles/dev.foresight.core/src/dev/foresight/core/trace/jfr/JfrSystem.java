/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.jfr;

import jdk.jfr.consumer.RecordedEvent;

/** The JVM and the operating system as JFR's information events describe them, in the words of a trace's header. */
final class JfrSystem {

	private JfrSystem() {
	}

	/** "OpenJDK 64-Bit Server VM 25.0.3+9-LTS": the name, and the version JFR gives in parentheses after it. */
	static String jvmOf(RecordedEvent e) {
		String name = e.hasField("jvmName") ? e.getString("jvmName") : "";
		String version = e.hasField("jvmVersion") ? e.getString("jvmVersion") : "";
		int open = version.indexOf('(');
		int close = version.indexOf(')', open + 1);
		return open >= 0 && close > open ? name + " " + version.substring(open + 1, close) : name;
	}

	/** The {@code uname:} line of JFR's system description ("Linux 6.1.0 #1 SMP ... x86_64"), else its first line. */
	static String unameOf(String description) {
		String[] lines = description.split("\n");
		for (String l : lines) {
			if (l.startsWith("uname: ")) {
				return l.substring("uname: ".length()).strip();
			}
		}
		return lines.length > 0 ? lines[0].strip() : "";
	}
}
