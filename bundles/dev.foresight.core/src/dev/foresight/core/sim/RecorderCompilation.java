/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.ToLongFunction;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.TraceHeader;

/**
 * What the JIT compilers spend compiling the recorder's own hooks, as the recorder states it in a trace
 * ({@value #PROPERTY}). A recorded run's compilers compile the program and the hooks the program made hot; the
 * simulator replays the compilers' recorded CPU time, so without this the hooks' compilation counts as the program's.
 * The hooks of one kind of operation (monitors, locks, queues...) are compiled once they ran often enough, whatever
 * the program, so the statement lists per operation its event kinds, how many of their events make the hooks hot
 * and the compilation then: {@code KIND+KIND...@EVENTS=NS}, entries separated by commas, for example
 * {@code monitor_enter+monitor_exit@10000=152000000}.
 */
public final class RecorderCompilation {

	/** The trace property with the statement. */
	public static final String PROPERTY = "recorder.compilation.ns";

	private record Entry(Set<EventKind> kinds, long events, long nanos) {
	}

	private final List<Entry> entries;

	private RecorderCompilation(List<Entry> entries) {
		this.entries = List.copyOf(entries);
	}

	/** The statement of a trace's recorder; none (0 for every trace) when it has none or a malformed one. */
	public static RecorderCompilation of(TraceHeader header) {
		String v = header.properties().get(PROPERTY);
		if (v == null) {
			return new RecorderCompilation(List.of());
		}
		try {
			return parse(v);
		} catch (IllegalArgumentException e) {
			return new RecorderCompilation(List.of());
		}
	}

	/**
	 * Parses the statement (see the class comment).
	 *
	 * @throws IllegalArgumentException naming the entry that is malformed
	 */
	public static RecorderCompilation parse(String text) {
		List<Entry> entries = new ArrayList<>();
		for (String entry : text.split(",")) {
			String e = entry.trim();
			int at = e.indexOf('@');
			int eq = e.indexOf('=');
			if (at <= 0 || eq < at) {
				throw new IllegalArgumentException("not KIND+KIND...@EVENTS=NS: '" + e + "'");
			}
			Set<EventKind> kinds = EnumSet.noneOf(EventKind.class);
			for (String k : e.substring(0, at).split("\\+")) {
				EventKind kind = EventKind.byWireName(k.trim());
				if (kind == null) {
					throw new IllegalArgumentException("unknown event kind '" + k.trim() + "' in '" + e + "'");
				}
				kinds.add(kind);
			}
			try {
				long events = Long.parseLong(e.substring(at + 1, eq).trim());
				long nanos = Long.parseLong(e.substring(eq + 1).trim());
				if (events < 0 || nanos < 0) {
					throw new IllegalArgumentException("negative number in '" + e + "'");
				}
				entries.add(new Entry(kinds, events, nanos));
			} catch (NumberFormatException x) {
				throw new IllegalArgumentException("not a number in '" + e + "'", x);
			}
		}
		return new RecorderCompilation(entries);
	}

	/**
	 * The compilation of the hooks in a recording with {@code count} events of each kind: the sum over the operations
	 * whose kinds have, together, at least the events that make their hooks hot.
	 */
	public long nanos(ToLongFunction<EventKind> count) {
		long sum = 0;
		for (Entry e : entries) {
			long n = 0;
			for (EventKind k : e.kinds) {
				n += count.applyAsLong(k);
			}
			if (n >= e.events) {
				sum += e.nanos;
			}
		}
		return sum;
	}
}
