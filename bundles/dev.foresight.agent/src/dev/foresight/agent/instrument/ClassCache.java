/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.Adler32;
import java.util.zip.CRC32;

import org.objectweb.asm.ClassReader;

import dev.foresight.agent.runtime.Sites;

/**
 * Rewritten classes kept on disk between recordings, so that recording a program again does not run the rewriter
 * while the program loads its classes (interpreted, about a millisecond per rewritten class: 40 to 50 ms of the
 * start of a recording of H2 or Lucene). An entry holds the length of the class file as loaded, the class file as
 * rewritten, and where the call-site ids are in the rewritten file's constant pool: an id belongs to one recording
 * (sites are numbered as they are first seen), so a cached class gets the ids of the recording that loads it written
 * there. A class whose own constants include a site id's value is not cached: its rewritten file shares that constant
 * with the program.
 * <p>
 * An entry serves only the same class file (its name, length and two checksums, {@link #key}) rewritten by exactly
 * the same agent (the directory is named after the agent jar's checksum; the installer removes the directories of
 * other agents). The cache also keeps the keys of the class files the scan found nothing to rewrite in
 * ({@link PlainClasses}). Entries are written to a temporary file and renamed, so that recordings running at once
 * share the cache, and whatever cannot be read or written is a miss: the class is rewritten as without a cache.
 */
final class ClassCache {

	/** "FCC3". */
	private static final int MAGIC = 0x46434333;
	private static final int CONSTANT_INTEGER = 3;
	private final Path dir;
	private final File dirFile;
	private final PlainClasses plain;
	private final CacheWriter writer = new CacheWriter(this);

	private ClassCache(Path dir) {
		this.dir = dir;
		this.dirFile = dir.toFile();
		this.plain = PlainClasses.read(dirFile);
	}

	/** The cache of the agent whose jar has the checksum {@code agentId}, under {@code base}. */
	static ClassCache open(Path base, String agentId) {
		return new ClassCache(base.resolve(agentId));
	}

	/** Whether this agent's directory exists: earlier recordings by this agent rewrote classes. */
	boolean exists() {
		return Files.isDirectory(dir);
	}

	/** The directory of this agent's entries. */
	Path dir() {
		return dir;
	}

	/**
	 * The checksum that names an agent's directory: CRC-32 of its jar, in hexadecimal. It runs interpreted at the
	 * program's start, where zlib's CRC-32 of the jar takes under 1 ms (see {@link #key}), and reading through
	 * {@code java.io} spares NIO's set-up.
	 */
	static String agentId(Path jar) throws IOException {
		byte[] bytes;
		try (FileInputStream in = new FileInputStream(jar.toFile())) {
			bytes = in.readAllBytes();
		}
		CRC32 crc = new CRC32();
		crc.update(bytes, 0, bytes.length);
		return Long.toHexString(crc.getValue());
	}

	/**
	 * The class as rewritten by an earlier recording, with this recording's site ids; {@code null} on a miss. Runs
	 * mostly interpreted, early in the program, so it reads through {@code java.io} and decodes by hand: half the
	 * interpreted work of NIO's file reading and of a {@code DataInputStream}.
	 */
	byte[] find(String className, byte[] original, long key) {
		File file = new File(dirFile, fileName(className, key));
		if (!file.isFile()) {
			return null;
		}
		byte[] entry;
		try (FileInputStream in = new FileInputStream(file)) {
			entry = in.readAllBytes();
		} catch (IOException e) {
			return null;
		}
		try {
			int[] at = { 0 };
			if (int32(entry, at) != MAGIC || int32(entry, at) != original.length) {
				return null;
			}
			int length = int32(entry, at);
			if (length < 0 || length > entry.length - at[0]) {
				return null;
			}
			byte[] rewritten = Arrays.copyOfRange(entry, at[0], at[0] + length);
			at[0] += length;
			int sites = int32(entry, at);
			for (int i = 0; i < sites; i++) {
				int offset = int32(entry, at);
				int id = Sites.intern(string(entry, at), string(entry, at), string(entry, at), int32(entry, at));
				if (offset < 1 || offset + 4 > rewritten.length || rewritten[offset - 1] != CONSTANT_INTEGER) {
					return null;
				}
				putInt(rewritten, offset, id);
			}
			return at[0] == entry.length ? rewritten : null;
		} catch (RuntimeException e) {
			return null;
		}
	}

	/**
	 * Keeps {@code rewritten}, the rewriting of {@code original} that interned {@code sites}, when it can be: queued
	 * for a thread of its own ({@link CacheWriter}), and written by {@link #close} at the latest.
	 */
	void store(String className, byte[] original, long key, byte[] rewritten, SiteLog sites) {
		writer.add(className, original, key, rewritten, sites);
	}

	/** Writes the queued entries and the keys of plain class files (the recording's close). */
	void close() {
		writer.finish();
		plain.save(dir);
	}

	/** Writes the entry of {@link #store} (on the {@link CacheWriter}'s thread). */
	void write(String className, byte[] original, long key, byte[] rewritten, SiteLog sites) {
		try {
			List<SiteLog.Entry> entries = sites.entries();
			Map<Integer, Integer> own = integerConstants(original);
			Map<Integer, Integer> offsets = integerConstants(rewritten);
			ByteArrayOutputStream bytes = new ByteArrayOutputStream(rewritten.length + 256);
			DataOutputStream out = new DataOutputStream(bytes);
			out.writeInt(MAGIC);
			out.writeInt(original.length);
			write(out, rewritten);
			out.writeInt(entries.size());
			for (SiteLog.Entry e : entries) {
				Integer offset = offsets.get(e.id());
				if (offset == null || own.containsKey(e.id())) {
					return;
				}
				out.writeInt(offset);
				write(out, e.className().getBytes(StandardCharsets.UTF_8));
				write(out, e.method().getBytes(StandardCharsets.UTF_8));
				write(out, (e.file() == null ? "" : e.file()).getBytes(StandardCharsets.UTF_8));
				out.writeInt(e.line());
			}
			out.flush();
			replace(dir, fileName(className, key), bytes.toByteArray());
		} catch (IOException | RuntimeException e) {
			// not cached: the next recording rewrites the class again
		}
	}

	/** Whether an earlier recording found nothing to rewrite in the class file with this key. */
	boolean isPlain(long key) {
		return plain.contains(key);
	}

	/** Notes that the scan found nothing to rewrite in the class file with this key. */
	void addPlain(long key) {
		plain.add(key);
	}

	/**
	 * Writes {@code name} in {@code dir} whole: into a file of this process's first, renamed into place, so that a
	 * recording running at once never reads it half written.
	 */
	static void replace(Path dir, String name, byte[] content) throws IOException {
		Files.createDirectories(dir);
		Path tmp = dir.resolve(name + "." + ProcessHandle.current().pid() + ".tmp");
		Files.write(tmp, content);
		Files.move(tmp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

	/** Removes the directories of other agents' entries under the cache's base directory. */
	void removeOthers() {
		File base = dirFile.getParentFile();
		String[] agents = base == null ? null : base.list();
		if (agents == null) {
			return;
		}
		// java.io: a directory stream spins a lambda's class, work beside the program's start
		for (String name : agents) {
			File other = new File(base, name);
			if (!other.equals(dirFile) && other.isDirectory()) {
				String[] entries = other.list();
				if (entries != null) {
					for (String entry : entries) {
						new File(other, entry).delete();
					}
				}
				// fails when another recording is using it or removed it: nothing to do then
				other.delete();
			}
		}
	}

	/**
	 * What recognizes a class file: its Adler-32 and CRC-32 (64 bits, both computed by zlib even in the interpreter,
	 * where comparing the bytes themselves takes about 0.1 ms per 10 kB). Not CRC-32C: its class builds its tables in
	 * Java on first use, 3 to 4 ms interpreted at the first class the recording rewrites.
	 */
	static long key(byte[] classFile) {
		Adler32 a = new Adler32();
		a.update(classFile, 0, classFile.length);
		CRC32 c = new CRC32();
		c.update(classFile, 0, classFile.length);
		return a.getValue() << 32 | c.getValue();
	}

	private static String fileName(String className, long key) {
		String name = className.replace('/', '.');
		// a file name has at most 255 bytes
		if (name.length() > 180) {
			name = name.substring(0, 100) + "." + Integer.toHexString(name.hashCode());
		}
		return name + "-" + Long.toHexString(key) + ".class";
	}

	/** The integer constants of a class file's constant pool: value -> offset of the first entry holding it. */
	private static Map<Integer, Integer> integerConstants(byte[] classFile) {
		ClassReader reader = new ClassReader(classFile);
		Map<Integer, Integer> found = new HashMap<>();
		for (int i = 1; i < reader.getItemCount(); i++) {
			int offset = reader.getItem(i);
			if (offset > 0 && classFile[offset - 1] == CONSTANT_INTEGER) {
				found.putIfAbsent(reader.readInt(offset), offset);
			}
		}
		return found;
	}

	/** The big-endian int at {@code at[0]}, which moves past it. */
	static int int32(byte[] b, int[] at) {
		int i = at[0];
		if (i + 4 > b.length) {
			throw new IllegalStateException("entry ends early");
		}
		at[0] = i + 4;
		return (b[i] & 0xFF) << 24 | (b[i + 1] & 0xFF) << 16 | (b[i + 2] & 0xFF) << 8 | b[i + 3] & 0xFF;
	}

	/** The length-prefixed UTF-8 string at {@code at[0]}, which moves past it. */
	private static String string(byte[] b, int[] at) {
		int n = int32(b, at);
		String s = new String(b, at[0], n, StandardCharsets.UTF_8);
		at[0] += n;
		return s;
	}

	private static void write(DataOutputStream out, byte[] b) throws IOException {
		out.writeInt(b.length);
		out.write(b);
	}

	private static void putInt(byte[] b, int offset, int value) {
		b[offset] = (byte) (value >>> 24);
		b[offset + 1] = (byte) (value >>> 16);
		b[offset + 2] = (byte) (value >>> 8);
		b[offset + 3] = (byte) value;
	}
}
