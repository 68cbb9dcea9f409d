/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.foresight.core.sim.WaitEdge;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadInfo;

/**
 * Explains a deadlocked simulation: builds the waits-for graph of the threads that did not end (a lock's owner, a
 * gate's recorded releaser, the threads that produce or consume a queue or semaphore, a thread's creator) and
 * returns a cycle of it, or every waiting thread when there is none, or, when none waits, the threads never started.
 */
final class DeadlockFinder {

	private final Engine e;
	private final SyncObjects objs;

	DeadlockFinder(Engine e) {
		this.e = e;
		this.objs = e.sem.objs;
	}

	List<WaitEdge> explain() {
		int n = e.threads;
		int[][] edges = new int[n][];
		for (int t = 0; t < n; t++) {
			edges[t] = e.state[t] == Engine.DONE ? new int[0] : alive(candidates(t));
		}
		int[] cycle = findCycle(edges);
		List<WaitEdge> out = new ArrayList<>();
		if (cycle != null) {
			for (int k = 0; k < cycle.length; k++) {
				out.add(edge(cycle[k], cycle[(k + 1) % cycle.length]));
			}
			return out;
		}
		for (int t = 0; t < n; t++) {
			if (e.state[t] == Engine.BLOCKED) {
				out.add(edge(t, edges[t].length > 0 ? edges[t][0] : -1));
			}
		}
		// none blocked: the recorded threads that never started, whose start no event of the run could give
		for (int t = 0; out.isEmpty() && t < e.pt.foreground; t++) {
			if (e.state[t] == Engine.NEW && e.pt.size(t) > 0) {
				out.add(edge(t, edges[t].length > 0 ? edges[t][0] : -1));
			}
		}
		return out;
	}

	private int[] alive(int[] ts) {
		return Arrays.stream(ts).filter(x -> x >= 0 && x < e.threads && e.state[x] != Engine.DONE).distinct()
				.toArray();
	}

	private int[] candidates(int t) {
		if (e.state[t] == Engine.NEW) {
			return t == e.pt.relaunch.thread ? e.pt.relaunch.awaited()
					: new int[] { e.pt.header.threads().get(t).parent() };
		}
		if (e.state[t] != Engine.BLOCKED) {
			return new int[0];
		}
		int o = objs.blockObj[t];
		PreparedTrace pt = e.pt;
		return switch (objs.blockType[t]) {
		case SyncObjects.B_LOCK_X, SyncObjects.B_LOCK_S -> objs.owner[o] >= 0 ? new int[] { objs.owner[o] }
				: pt.party.producers(o);
		case SyncObjects.B_GATE -> new int[] { pt.wakes.threadOf((int) objs.blockArg[t]) };
		case SyncObjects.B_LISTS -> Arrays.stream(e.lists.openGates(t)).map(pt.wakes::threadOf).toArray();
		case SyncObjects.B_PUT, SyncObjects.B_HANDOFF -> pt.party.consumers(o);
		case SyncObjects.B_ALL -> pt.objects.role[o] == Roles.THREAD ? new int[] { o } : pt.party.producers(o);
		default -> o >= 0 ? pt.party.producers(o) : new int[0];
		};
	}

	private static int[] findCycle(int[][] edges) {
		int n = edges.length;
		byte[] color = new byte[n];
		int[] parent = new int[n];
		for (int s = 0; s < n; s++) {
			if (color[s] == 0) {
				int[] c = dfs(s, edges, color, parent);
				if (c != null) {
					return c;
				}
			}
		}
		return null;
	}

	private static int[] dfs(int s, int[][] edges, byte[] color, int[] parent) {
		int n = edges.length;
		int[] stack = new int[n];
		int[] at = new int[n];
		int top = 0;
		stack[top++] = s;
		color[s] = 1;
		parent[s] = -1;
		while (top > 0) {
			int u = stack[top - 1];
			if (at[u] == edges[u].length) {
				color[u] = 2;
				top--;
				continue;
			}
			int v = edges[u][at[u]++];
			if (color[v] == 1) {
				List<Integer> cycle = new ArrayList<>();
				for (int x = u; x != v; x = parent[x]) {
					cycle.add(0, x);
				}
				cycle.add(0, v);
				return cycle.stream().mapToInt(Integer::intValue).toArray();
			}
			if (color[v] == 0) {
				color[v] = 1;
				parent[v] = u;
				stack[top++] = v;
			}
		}
		return null;
	}

	private WaitEdge edge(int t, int waitsFor) {
		ThreadInfo info = e.pt.header.threads().get(t);
		boolean blocked = e.state[t] == Engine.BLOCKED;
		String object = t == e.pt.relaunch.thread && !blocked ? "the end of the threads it waits for"
				: !blocked ? "its start by " + parentName(info)
				: objs.blockType[t] == SyncObjects.B_LISTS ? "the releaser of one of its lists"
						: objs.blockObj[t] >= 0 ? e.pt.describe(objs.blockObj[t]) : "its recorded releaser";
		return new WaitEdge(t, info.name(), object, blocked ? site(objs.blockSite(t)) : "", waitsFor);
	}

	private String parentName(ThreadInfo info) {
		return info.parent() >= 0 ? e.pt.header.threads().get(info.parent()).name() : "nobody";
	}

	private String site(int id) {
		List<Site> sites = e.pt.header.sites();
		if (id < 0 || id >= sites.size()) {
			return "";
		}
		Site s = sites.get(id);
		String where = s.file().isEmpty() ? "" : " (" + s.file() + (s.line() >= 0 ? ":" + s.line() : "") + ")";
		return s.qualifiedMethod() + where;
	}

	/** Convenience for the engine's result builder. */
	static List<WaitEdge> of(Engine e) {
		return new DeadlockFinder(e).explain();
	}
}
