/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The program's call sites behind the JDK's own monitor sites: a monitor a JDK method enters (a {@code PrintStream}'s,
 * a {@code Vector}'s) is recorded at the JDK's line, and the recorder samples the innermost caller outside the JDK of
 * some of those entries (the recorder's {@value #PROPERTY} property, {@code JDKSITE:CALLER*SAMPLES,...} separated by
 * spaces). So a wait inside {@code println} can be shown at the program's {@code println} line. Entries that do not
 * parse or name no site of the trace are left out.
 *
 * @param bySite for each JDK site sampled, its callers, the most sampled first
 */
public record SiteCallers(Map<Site, List<Caller>> bySite) {

	/** The trace property the recorder writes. */
	public static final String PROPERTY = "recorder.callers";

	/** A caller of a JDK site and the number of sampled entries it made. */
	public record Caller(Site site, int samples) {
	}

	/** Defensive copy. */
	public SiteCallers {
		Map<Site, List<Caller>> copy = new LinkedHashMap<>();
		bySite.forEach((s, c) -> copy.put(s, List.copyOf(c)));
		bySite = Map.copyOf(copy);
	}

	/** The callers recorded in {@code header}'s trace; none when it has no such property. */
	public static SiteCallers of(TraceHeader header) {
		String value = header.properties().get(PROPERTY);
		Map<Site, List<Caller>> out = new LinkedHashMap<>();
		if (value == null) {
			return new SiteCallers(out);
		}
		for (String entry : value.trim().split("\\s+")) {
			int colon = entry.indexOf(':');
			Site site = colon < 0 ? null : site(header, entry.substring(0, colon));
			if (site == null) {
				continue;
			}
			List<Caller> callers = new ArrayList<>();
			for (String c : entry.substring(colon + 1).split(",")) {
				int star = c.indexOf('*');
				Site caller = star < 0 ? null : site(header, c.substring(0, star));
				int samples = star < 0 ? 0 : count(c.substring(star + 1));
				if (caller != null && samples > 0) {
					callers.add(new Caller(caller, samples));
				}
			}
			if (!callers.isEmpty()) {
				callers.sort(Comparator.comparingInt(Caller::samples).reversed());
				out.put(site, callers);
			}
		}
		return new SiteCallers(out);
	}

	private static Site site(TraceHeader header, String id) {
		int i = count(id);
		return i >= 0 && i < header.sites().size() ? header.site(i) : null;
	}

	private static int count(String s) {
		try {
			return Integer.parseInt(s);
		} catch (NumberFormatException e) {
			return -1;
		}
	}

	/** The callers sampled at {@code site}, the most sampled first; empty for a site that is not the JDK's. */
	public List<Caller> at(Site site) {
		return bySite.getOrDefault(site, List.of());
	}

	/** The entries sampled at {@code site}, all callers together. */
	public int sampled(Site site) {
		return at(site).stream().mapToInt(Caller::samples).sum();
	}
}
