/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongFunction;

import dev.foresight.core.internal.sim.PreparedTrace;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * What the recorder's instrumentation adds to the recorded CPU time per event, by kind of event: the simulator
 * takes it off the CPU time before every event. The recorder's hooks differ (a queue put records more than a
 * monitor enter), so one figure for all kinds over- or under-corrects fine-grained programs.
 * <p>
 * Written as a comma-separated list: a bare number of nanoseconds applies to every kind, {@code KIND=NS} to one
 * kind by its wire name (later entries win), for example {@code 120,queue_put=260,queue_take=260}.
 * <p>
 * The entry {@code compilation=NS} is the JIT compilation of the recorder's own code in the recorded run (its hooks
 * become hot with the program's synchronization and are compiled beside it): taken off the JIT compilers' recorded
 * CPU time ({@link JvmProperties#COMPILER_CPU_PROPERTY}), in proportion to each compiler thread's share, never below 0.
 * <p>
 * The entry {@code clock=NS} is a second reading of the clock, which the recorder takes only for some events of a kind
 * and flags ({@link dev.foresight.core.trace.Event#TIMED_AFTER}: a monitor entry whose monitor was inflated, a lock
 * acquisition that may have waited): taken off such an event on top of its kind's cost.
 */
public final class RecordingCost {

	private static final EventKind[] KINDS = EventKind.values();

	/** No cost: the recorded CPU times are taken as they are. */
	public static final RecordingCost NONE = uniform(0);

	/**
	 * The trace property in which the recorder states what its hooks add per event, in the list form: its figures
	 * for the machine it was measured on, which a recording takes off unless told otherwise.
	 */
	public static final String PROPERTY = "recorder.cost.ns";

	private static final String COMPILATION = "compilation";
	private static final String CLOCK = "clock";

	private final long[] nanos;
	private final long compilationNanos;
	private final long clockNanos;

	private RecordingCost(long[] nanos, long compilationNanos, long clockNanos) {
		this.nanos = nanos;
		this.compilationNanos = compilationNanos;
		this.clockNanos = clockNanos;
	}

	/** The same cost for every kind of event. */
	public static RecordingCost uniform(long nanos) {
		check(nanos, "");
		long[] n = new long[KINDS.length];
		Arrays.fill(n, nanos);
		return new RecordingCost(n, 0, 0);
	}

	/**
	 * What the recorder of a trace states it adds per event ({@link #PROPERTY}); {@link #NONE} for a trace without the
	 * property (one written by an older recorder, imported from a flight recording, or built) or with a malformed one.
	 */
	public static RecordingCost recorded(TraceHeader header) {
		String v = header.properties().get(PROPERTY);
		if (v == null) {
			return NONE;
		}
		try {
			return parse(v);
		} catch (IllegalArgumentException e) {
			return NONE;
		}
	}

	/**
	 * What the recorder of {@code trace} states it adds ({@link #recorded(TraceHeader)}) and, where the trace holds no
	 * run without the recorder whose compilers the simulator would replay instead, the compilation of the recorder's
	 * hooks it states ({@link RecorderCompilation}) for the trace's events.
	 */
	public static RecordingCost recorded(Trace trace) {
		long[] counts = new long[KINDS.length];
		for (ThreadEvents s : trace.streams()) {
			for (int i = 0; i < s.size(); i++) {
				counts[s.kind(i).ordinal()]++;
			}
		}
		return recorded(trace.header(), k -> counts[k.ordinal()]);
	}

	/**
	 * {@link #recorded(Trace)} for a trace with {@code count} events of each kind, of which only the header is read.
	 */
	public static RecordingCost recorded(TraceHeader header, ToLongFunction<EventKind> count) {
		RecordingCost cost = recorded(header);
		if (PreparedTrace.hasCompilerBaseline(header)) {
			return cost;
		}
		long compilation = RecorderCompilation.of(header).nanos(count);
		return compilation > 0 ? cost.withCompilation(compilation) : cost;
	}

	/** A copy with {@code nanos} for events of {@code kind}. */
	public RecordingCost with(EventKind kind, long nanos) {
		check(nanos, kind.wireName() + "=");
		long[] n = this.nanos.clone();
		n[kind.ordinal()] = nanos;
		return new RecordingCost(n, compilationNanos, clockNanos);
	}

	/** A copy with {@code nanos} of the recorder's own JIT compilation (see the class comment). */
	public RecordingCost withCompilation(long nanos) {
		check(nanos, COMPILATION + "=");
		return new RecordingCost(this.nanos, nanos, clockNanos);
	}

	/** A copy with {@code nanos} for the second clock reading of a flagged event (see the class comment). */
	public RecordingCost withClock(long nanos) {
		check(nanos, CLOCK + "=");
		return new RecordingCost(this.nanos, compilationNanos, nanos);
	}

	/** Nanoseconds taken off an event flagged {@code TIMED_AFTER} on top of its kind's cost. */
	public long clockNanos() {
		return clockNanos;
	}

	/** Nanoseconds of the recorder's own JIT compilation, taken off the recorded compilers' CPU time. */
	public long compilationNanos() {
		return compilationNanos;
	}

	/** Nanoseconds taken off before an event of {@code kind}. */
	public long of(EventKind kind) {
		return nanos[kind.ordinal()];
	}

	/**
	 * What the recorder cost the recorded threads for {@code counts} events of each kind, in nanoseconds of CPU: the
	 * costs per event only (not the second clock readings of some entries, nor the compilation).
	 */
	public double eventsNanos(Map<EventKind, Long> counts) {
		double sum = 0;
		for (Map.Entry<EventKind, Long> e : counts.entrySet()) {
			sum += (double) e.getValue() * nanos[e.getKey().ordinal()];
		}
		return sum;
	}

	/** The costs by {@link EventKind#ordinal()} (a copy). */
	public long[] byOrdinal() {
		return nanos.clone();
	}

	/**
	 * Parses the list form (see the class comment).
	 *
	 * @throws IllegalArgumentException naming the entry that is not a number, not a kind or negative
	 */
	public static RecordingCost parse(String text) {
		RecordingCost c = NONE;
		for (String entry : text.split(",", -1)) {
			String e = entry.trim();
			int eq = e.indexOf('=');
			if (eq < 0) {
				c = uniform(number(e, e)).withCompilation(c.compilationNanos).withClock(c.clockNanos);
			} else {
				String name = e.substring(0, eq).trim();
				if (name.equals(COMPILATION)) {
					c = c.withCompilation(number(e.substring(eq + 1).trim(), e));
					continue;
				}
				if (name.equals(CLOCK)) {
					c = c.withClock(number(e.substring(eq + 1).trim(), e));
					continue;
				}
				EventKind k = EventKind.byWireName(name);
				if (k == null) {
					throw new IllegalArgumentException("'" + name + "' in '" + text
							+ "' is not an event kind (for example monitor_enter, queue_put), compilation or clock");
				}
				c = c.with(k, number(e.substring(eq + 1).trim(), e));
			}
		}
		return c;
	}

	private static long number(String s, String entry) {
		try {
			long n = Long.parseLong(s);
			check(n, "");
			return n;
		} catch (NumberFormatException ex) {
			throw new IllegalArgumentException("'" + entry + "' is not a number of nanoseconds or KIND=NS");
		}
	}

	private static void check(long nanos, String what) {
		if (nanos < 0) {
			throw new IllegalArgumentException("a recording cost must not be negative: " + what + nanos);
		}
	}

	/** The list form: the most common figure, then the kinds that differ from it. */
	@Override
	public String toString() {
		long[] sorted = nanos.clone();
		Arrays.sort(sorted);
		long common = sorted[0];
		int best = 0;
		for (int i = 0, run = 0; i < sorted.length; i++) {
			run = i > 0 && sorted[i] == sorted[i - 1] ? run + 1 : 1;
			if (run > best) {
				best = run;
				common = sorted[i];
			}
		}
		StringBuilder sb = new StringBuilder().append(common);
		for (EventKind k : KINDS) {
			if (nanos[k.ordinal()] != common) {
				sb.append(',').append(k.wireName().toLowerCase(Locale.ROOT)).append('=').append(nanos[k.ordinal()]);
			}
		}
		if (compilationNanos > 0) {
			sb.append(',').append(COMPILATION).append('=').append(compilationNanos);
		}
		if (clockNanos > 0) {
			sb.append(',').append(CLOCK).append('=').append(clockNanos);
		}
		return sb.toString();
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof RecordingCost r && Arrays.equals(nanos, r.nanos) && compilationNanos == r.compilationNanos
				&& clockNanos == r.clockNanos;
	}

	@Override
	public int hashCode() {
		return 31 * (31 * Arrays.hashCode(nanos) + Long.hashCode(compilationNanos)) + Long.hashCode(clockNanos);
	}
}
