/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.jfr;

import java.util.Map;

import dev.foresight.core.trace.TraceHeader;

/**
 * What a prediction should say of a trace imported from JFR. Apart from {@link JfrImporter} so that a view can ask
 * without loading the JDK's flight recorder classes.
 */
public final class ImportNote {

	private ImportNote() {
	}

	/** The note for a trace with header {@code h}: its source, what that means, the import's warning; or null. */
	public static String of(TraceHeader h) {
		Map<String, String> p = h.properties();
		if (!"jfr".equals(p.get("import.source"))) {
			return null;
		}
		String warning = p.get("import.warning");
		return "imported from the JDK Flight Recorder file " + p.get("import.file") + ", without wake links or "
				+ "uncontended synchronization and with CPU times estimated from the wall time between blocking events"
				+ (warning == null ? "" : "; " + warning);
	}
}
