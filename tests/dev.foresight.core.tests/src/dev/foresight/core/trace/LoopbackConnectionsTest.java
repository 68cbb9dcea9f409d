/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link LoopbackConnections}: the recorder's counts of the program's connections within its machine. */
class LoopbackConnectionsTest {

	private static TraceHeader header(Map<String, String> properties) {
		return new TraceHeader(3, "jvm", "os", 2, 0, List.of(), List.of(), properties);
	}

	@Test
	@DisplayName("the counts are read from the property, and the warning gives both")
	void counts() {
		LoopbackConnections c = LoopbackConnections
				.of(header(Map.of(LoopbackConnections.PROPERTY, "accepted:2,connected:1")));
		assertEquals(new LoopbackConnections(2, 1, -1), c);
		String w = c.warning();
		assertTrue(w.contains("connected within its own machine (connections accepted: 2, made: 1)"), w);
		assertTrue(w.contains("which this recording does not link"), w);
		assertTrue(w.contains("Loopback sockets"), w);
	}

	@Test
	@DisplayName("a recording that linked reads to writes gives no warning; one that linked none says so")
	void linked() {
		LoopbackConnections c = LoopbackConnections
				.of(header(Map.of(LoopbackConnections.PROPERTY, "accepted:1,connected:0,linked:4000")));
		assertEquals(new LoopbackConnections(1, 0, 4000), c);
		assertNull(c.warning());
		String w = LoopbackConnections.warning(header(Map.of(LoopbackConnections.PROPERTY, "accepted:1,linked:0")));
		assertTrue(w.contains("none of its socket reads was linked"), w);
	}

	@Test
	@DisplayName("no property, or none counted, gives no warning; an entry this reader does not know is left out")
	void none() {
		assertNull(LoopbackConnections.warning(header(Map.of())));
		assertNull(LoopbackConnections.warning(header(Map.of(LoopbackConnections.PROPERTY, "accepted:0,connected:0"))));
		assertEquals(new LoopbackConnections(3, 0, -1),
				LoopbackConnections.of(header(Map.of(LoopbackConnections.PROPERTY, "accepted:3,later:x,connected:y"))));
	}
}
