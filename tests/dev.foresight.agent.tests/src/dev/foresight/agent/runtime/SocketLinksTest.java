/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link SocketLinks} on its own: a read is linked to the write that supplied its first byte, a selector finds the
 * write of the first unread byte (one still in the kernel too), and a connection's directions go once both its ends
 * closed, or its one end in the program did.
 */
class SocketLinksTest {

	@Test
	@DisplayName("a read is linked to the write holding its first byte; a select to the first unread one")
	void readsFindTheirWrites() {
		SocketLinks.Direction d = SocketLinks.direction(41_001, 41_002);
		assertSame(d, SocketLinks.direction(41_002, 41_001).reverse);
		assertNull(d.unread());
		d.writing(101);
		assertEquals(101, d.unread()[0], "a write still in the kernel");
		d.wrote(8);
		d.writing(102);
		d.wrote(16);
		assertEquals(101, d.read(4));
		assertEquals(101, d.read(4));
		assertEquals(102, d.unread()[0]);
		assertEquals(102, d.read(10));
		assertEquals(102, d.read(6));
		assertNull(d.unread());
	}

	@Test
	@DisplayName("a connection's directions go when both ends closed, or its one end in the program did")
	void closedConnectionsAreForgotten() {
		int before = SocketLinks.size();
		SocketLinks.endpoint(42_001, 42_002);
		SocketLinks.direction(42_002, 42_001).sender = true;
		assertEquals(before + 2, SocketLinks.size());
		SocketLinks.closed(42_001, 42_002);
		assertEquals(before + 2, SocketLinks.size(), "the other end may still read");
		SocketLinks.closed(42_002, 42_001);
		assertEquals(before, SocketLinks.size());
		// a connection to another process: only this end writes
		SocketLinks.direction(43_001, 80).sender = true;
		SocketLinks.closed(43_001, 80);
		assertEquals(before, SocketLinks.size());
		SocketLinks.closed(44_001, 44_002);
		assertEquals(before, SocketLinks.size(), "a close of an unknown connection creates nothing");
	}
}
