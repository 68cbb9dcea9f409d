/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.agent.runtime.Sites;

/**
 * The call sites the rewriting of one class interned, with the ids it put into the class: what the class cache needs
 * to give a cached class the ids of the recording that loads it. A dry log interns nothing (the rewriter's warm-up,
 * which must not add sites to the trace).
 */
final class SiteLog {

	/** One interned site: its id in the rewritten class and what it names. */
	record Entry(int id, String className, String method, String file, int line) {
	}

	private final boolean dry;
	private final List<Entry> entries = new ArrayList<>();

	private SiteLog(boolean dry) {
		this.dry = dry;
	}

	/** A log whose sites are interned in the recording's site table. */
	static SiteLog interning() {
		return new SiteLog(false);
	}

	/** A log that interns nothing and gives every site the id 0. */
	static SiteLog dry() {
		return new SiteLog(true);
	}

	/** The id of a site (dotted class name), interning it unless the log is dry. */
	int id(String className, String method, String file, int line) {
		if (dry) {
			return 0;
		}
		int id = Sites.intern(className, method, file, line);
		for (Entry e : entries) {
			if (e.id() == id) {
				return id;
			}
		}
		entries.add(new Entry(id, className, method, file, line));
		return id;
	}

	/** The distinct sites interned, in the order of their first use. */
	List<Entry> entries() {
		return entries;
	}
}
