/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.jfr;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.foresight.core.InputFiles;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Turns a JDK Flight Recorder file into a trace, as far as JFR allows: thread start and end, contended monitor
 * enters, Object.wait, LockSupport.park, Thread.sleep and file and socket I/O. What such a trace lacks is stated in
 * {@link ImportNote#LACKS} and in the trace's {@code import.lacks} property.
 */
public final class JfrImporter {

	/** The group of the JDK's carrier threads for virtual threads. */
	private static final String CARRIER_GROUP = "CarrierThreads";

	private record Raw(long thread, long start, long end, EventKind kind, long object, int site, long arg,
			int flags) {
	}

	private final Map<Long, Integer> threadIds = new LinkedHashMap<>();
	private final Map<Long, RecordedThread> threads = new HashMap<>();
	private final Map<String, Integer> siteIds = new HashMap<>();
	private final List<Site> sites = new ArrayList<>();
	private final List<Raw> raws = new ArrayList<>();
	private final Map<Long, Long> starts = new HashMap<>();
	/** The recording JVM's name and version, its system and its hardware threads, as the recorder's header has them. */
	private String jvm = "";
	private String os = "";
	private int cpus;
	/** The CPUs the JVM could use where it ran in a container (JFR's effective CPU count), else 0. */
	private int containerCpus;
	private boolean virtualEnds;
	/** Whether carrier threads were seen (and left out): the program ran virtual threads. */
	private boolean carriers;

	private JfrImporter() {
	}

	/**
	 * Reads {@code file} into a trace.
	 *
	 * @throws IOException naming the file when it cannot be read or holds none of the events a trace is made of
	 */
	public static Trace read(Path file) throws IOException {
		InputFiles.requireFile(file);
		JfrChunks chunks = JfrChunks.of(file);
		if (!chunks.cut() || chunks.whole() == 0 && chunks.cutSize() < 0) {
			return read(file, file, null); // whole, or no chunk at all, which the JDK's parser says
		}
		if (chunks.whole() == 0) {
			throw new IOException(file + ": damaged or cut short: " + chunks.describe());
		}
		Path copy = chunks.wholeCopy(file);
		try {
			return read(file, copy, chunks.describe());
		} finally {
			Files.deleteIfExists(copy);
		}
	}

	/** Reads {@code source}, which is {@code file} or a copy of its whole chunks, cut where {@code cut} says. */
	private static Trace read(Path file, Path source, String cut) throws IOException {
		JfrImporter im = new JfrImporter();
		long first = Long.MAX_VALUE;
		long epochMillis = 0;
		long read = 0;
		String damage = cut;
		try (RecordingFile f = new RecordingFile(source)) {
			while (f.hasMoreEvents()) {
				RecordedEvent e = f.readEvent();
				long start = nanos(e.getStartTime());
				if (start < first) {
					first = start;
					epochMillis = e.getStartTime().toEpochMilli();
				}
				im.add(e);
				read++;
			}
		} catch (FileSystemException e) {
			throw e;
		} catch (IOException | RuntimeException e) {
			// the JDK's parser says what is wrong ("Not a Flight Recorder file") but not with which file, and a damaged
			// chunk may make it throw an unchecked exception
			String why = e instanceof IOException && e.getMessage() != null && e.getMessage().startsWith("Not a")
					? e.getMessage() : "damaged (" + e.getMessage() + ")";
			String where = JfrChunks.of(source).damaged(source);
			why = where == null ? why : why + " " + where;
			if (read == 0) {
				throw new IOException(file + ": " + why, e);
			}
			damage = (cut == null ? "" : cut + "; ") + "the file could not be read past its first " + read + " events, "
					+ why;
		}
		Trace trace = im.build(first == Long.MAX_VALUE ? 0 : first, epochMillis, file,
				damage == null ? null : damage + ": the trace holds the " + read + " events before");
		if (trace.eventCount() == 0) {
			throw new IOException(file + ": " + ImportNote.NO_EVENTS);
		}
		return trace;
	}

	private static long nanos(Instant t) {
		return t.getEpochSecond() * 1_000_000_000L + t.getNano();
	}

	private void add(RecordedEvent e) {
		String type = e.getEventType().getName();
		long start = nanos(e.getStartTime());
		long end = nanos(e.getEndTime());
		switch (type) {
		case "jdk.ThreadStart" -> {
			RecordedThread t = e.getThread("thread");
			RecordedThread parent = e.getThread("parentThread");
			if (t != null && !carrier(t)) {
				thread(t);
				if (parent != null && !carrier(parent)) {
					raws.add(new Raw(thread(parent), start, start, EventKind.THREAD_START, t.getJavaThreadId(),
							site(e), 0, 0));
				}
				starts.put(t.getJavaThreadId(), start);
			}
		}
		case "jdk.VirtualThreadStart" -> {
			RecordedThread t = e.getThread();
			if (t != null) {
				starts.put(thread(t), start);
			}
		}
		case "jdk.ThreadEnd" -> blocking(e, EventKind.THREAD_END, start, start, -1, 0, 0);
		case "jdk.VirtualThreadEnd" -> {
			virtualEnds = true;
			blocking(e, EventKind.THREAD_END, start, start, -1, 0, 0);
		}
		case "jdk.JavaMonitorEnter" -> blocking(e, EventKind.MONITOR_ENTER, start, end, objectId(e, "monitorClass"), 0,
				0);
		case "jdk.JavaMonitorWait" -> blocking(e, EventKind.WAIT, start, end, objectId(e, "monitorClass"),
				e.getLong("timeout") * 1_000_000L, e.getBoolean("timedOut") ? Event.TIMED_OUT : 0);
		case "jdk.ThreadPark" -> blocking(e, EventKind.PARK, start, end, objectId(e, "parkedClass"),
				Math.max(0, e.getLong("timeout")), e.getLong("timeout") > 0 && e.getDuration().toNanos()
						>= e.getLong("timeout") ? Event.TIMED_OUT : 0);
		case "jdk.ThreadSleep" -> blocking(e, EventKind.SLEEP, start, end, -1, e.getDuration("time").toNanos(), 0);
		case "jdk.JVMInformation" -> jvm = JfrSystem.jvmOf(e);
		case "jdk.OSInformation" -> os = e.hasField("osVersion") ? JfrSystem.unameOf(e.getString("osVersion")) : os;
		case "jdk.CPUInformation" -> cpus = e.hasField("hwThreads") ? e.getInt("hwThreads") : cpus;
		case "jdk.ContainerConfiguration" -> containerCpus = e.hasField("effectiveCpuCount")
				? (int) e.getLong("effectiveCpuCount") : containerCpus;
		case "jdk.FileRead", "jdk.SocketRead" -> io(e, start, end, e.getLong("bytesRead"));
		case "jdk.FileWrite", "jdk.SocketWrite" -> io(e, start, end, e.getLong("bytesWritten"));
		default -> {
			// other JFR events say nothing about synchronization
		}
		}
	}

	private void blocking(RecordedEvent e, EventKind kind, long start, long end, long object, long arg, int flags) {
		RecordedThread t = e.getThread();
		if (t != null && !carrier(t)) {
			raws.add(new Raw(thread(t), start, end, kind, object, site(e), arg, flags));
		}
	}

	private void io(RecordedEvent e, long start, long end, long bytes) {
		RecordedThread t = e.getThread();
		if (t != null && !carrier(t)) {
			int site = site(e);
			raws.add(new Raw(thread(t), start, start, EventKind.IO_BEGIN, -1, site, 0, 0));
			raws.add(new Raw(thread(t), start, end, EventKind.IO_END, -1, site, bytes, 0));
		}
	}

	private static long objectId(RecordedEvent e, String classField) {
		// JFR names the class of the monitor, not the object: one id per class is the best it allows
		// the class's id is RecordedClass.getId(), not a field of it: getLong("id") fails ("Could not find field")
		RecordedClass c = e.hasField(classField) ? e.getClass(classField) : null;
		return c == null ? -1 : c.getId();
	}

	/** A carrier's events between its virtual threads are its own idling; its running time is theirs. */
	private boolean carrier(RecordedThread t) {
		boolean c = !t.isVirtual() && t.getThreadGroup() != null && CARRIER_GROUP.equals(t.getThreadGroup().getName());
		carriers |= c;
		return c;
	}

	private long thread(RecordedThread t) {
		long key = t.getJavaThreadId();
		threads.putIfAbsent(key, t);
		threadIds.computeIfAbsent(key, k -> threadIds.size());
		return key;
	}

	private int site(RecordedEvent e) {
		if (e.getStackTrace() == null) {
			return -1;
		}
		for (RecordedFrame f : e.getStackTrace().getFrames()) {
			String cls = f.getMethod().getType().getName();
			if (f.isJavaFrame() && !cls.startsWith("java.") && !cls.startsWith("jdk.") && !cls.startsWith("sun.")) {
				String key = cls + '#' + f.getMethod().getName() + '#' + f.getLineNumber();
				return siteIds.computeIfAbsent(key, k -> {
					String simple = cls.substring(cls.lastIndexOf('.') + 1);
					int dollar = simple.indexOf('$');
					String file = (dollar < 0 ? simple : simple.substring(0, dollar)) + ".java";
					sites.add(new Site(sites.size(), cls, f.getMethod().getName(), file, f.getLineNumber()));
					return sites.size() - 1;
				});
			}
		}
		return -1;
	}

	private Trace build(long origin, long epochMillis, Path file, String damage) {
		raws.sort((a, b) -> Long.compare(a.end, b.end));
		List<ThreadEvents.Builder> builders = new ArrayList<>();
		List<ThreadInfo> infos = new ArrayList<>();
		threadIds.forEach((jid, id) -> {
			RecordedThread t = threads.get(jid);
			builders.add(ThreadEvents.builder(id));
			infos.add(new ThreadInfo(id, t.getJavaName() == null ? "thread-" + id : t.getJavaName(), -1, -1,
					t.isVirtual()));
		});
		long[] last = new long[builders.size()];
		boolean virtual = carriers;
		boolean unstarted = false;
		for (Map.Entry<Long, Integer> t : threadIds.entrySet()) {
			boolean v = threads.get(t.getKey()).isVirtual();
			Long start = starts.get(t.getKey());
			last[t.getValue()] = start != null ? start : v ? -1 : origin;
			virtual |= v;
			unstarted |= v && start == null;
		}
		for (Raw r : raws) {
			// a virtual thread whose start JFR did not record begins at its first event: JFR says nothing before
			int id = threadIds.get(r.thread);
			last[id] = last[id] < 0 ? r.start : last[id];
		}
		for (int i = 0; i < last.length; i++) {
			last[i] = Math.max(0, last[i] - origin);
			builders.get(i).add(EventKind.THREAD_BEGIN, -1, -1, 0, last[i], 0, 0);
		}
		int n = raws.size();
		long[] from = new long[n];
		long[] to = new long[n];
		long[] ends = new long[n];
		for (int i = 0; i < n; i++) {
			Raw r = raws.get(i);
			int id = threadIds.get(r.thread);
			from[i] = last[id];
			to[i] = Math.max(r.start - origin, last[id]);
			ends[i] = Math.max(r.end - origin, to[i]);
			last[id] = ends[i];
		}
		int processors = containerCpus > 0 ? containerCpus : cpus;
		long[] cpu = FairShare.cpu(from, to, processors);
		for (int i = 0; i < n; i++) {
			Raw r = raws.get(i);
			long arg = r.kind == EventKind.THREAD_START ? threadIds.getOrDefault(r.object, -1) : r.arg;
			long object = r.kind == EventKind.THREAD_START ? -1 : r.object;
			builders.get(threadIds.get(r.thread)).add(r.kind, object, r.site, cpu[i], ends[i], arg, r.flags);
		}
		Map<String, String> props = new LinkedHashMap<>();
		props.put("import.source", "jfr");
		props.put("import.file", file.getFileName().toString());
		props.put("import.lacks", ImportNote.LACKS);
		props.put("import.processors", Integer.toString(processors));
		String warning = virtual && (unstarted || !virtualEnds) ? ImportNote.NO_VIRTUAL_LIFETIMES : null;
		warning = damage == null ? warning : warning == null ? damage : warning + "; " + damage;
		if (warning != null) {
			props.put("import.warning", warning);
		}
		TraceHeader h = new TraceHeader(1, jvm, os, cpus, epochMillis, infos, sites, props);
		return new Trace(h, builders.stream().map(ThreadEvents.Builder::build).toList());
	}
}
