/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * Writes {@code .ftrace} bytes by hand, of any version and with any content, valid checksums included: files the
 * writer would not produce (version 1, unknown kinds, malformed events).
 */
final class RawFtrace {

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();

	/** A file of {@code version} with a header block (no properties) and a thread table of one platform thread. */
	RawFtrace(int version) {
		out.writeBytes(new byte[] { 'F', 'T', 'R', 'C', (byte) version, 0, 0, 0 });
		block(Ftrace.BLOCK_HEADER, new Payload().string("jvm").string("os").varint(1).varint(0).varint(0));
		block(Ftrace.BLOCK_THREAD, new Payload().varint(0).string("main").varint(1).varint(1).u8(0).varint(1));
	}

	/** Appends a block with a valid checksum. */
	RawFtrace block(int type, Payload p) {
		byte[] body = p.bytes.toByteArray();
		byte[] frame = { (byte) type, (byte) body.length, (byte) (body.length >> 8), (byte) (body.length >> 16),
				(byte) (body.length >> 24) };
		CRC32 crc = new CRC32();
		crc.update(frame);
		crc.update(body);
		int c = (int) crc.getValue();
		out.writeBytes(frame);
		out.writeBytes(body);
		out.writeBytes(new byte[] { (byte) c, (byte) (c >> 8), (byte) (c >> 16), (byte) (c >> 24) });
		return this;
	}

	/** Bytes written so far. */
	int size() {
		return out.size();
	}

	byte[] bytes() {
		return out.toByteArray();
	}

	/** The payload of one block. */
	static final class Payload {
		final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

		Payload u8(int b) {
			bytes.write(b);
			return this;
		}

		Payload varint(long v) {
			while ((v & ~0x7FL) != 0) {
				bytes.write((int) (v & 0x7F) | 0x80);
				v >>>= 7;
			}
			bytes.write((int) v);
			return this;
		}

		Payload string(String s) {
			byte[] b = s.getBytes(StandardCharsets.UTF_8);
			varint(b.length);
			bytes.writeBytes(b);
			return this;
		}

		/** An event without flags, argument or wake link: header, object, site, CPU, wall (all deltas 0 or 1). */
		Payload event(int header, long cpu, long wall) {
			return u8(header).varint(0).varint(0).varint(cpu).varint(wall);
		}
	}
}
