/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.io;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Finds one cycle in a directed graph of names, iteratively (deep graphs must not overflow the stack). */
final class Cycles {

	private Cycles() {
	}

	/** One cycle as a closed list of names (first == last), or an empty list when the graph is acyclic. */
	static List<String> find(Collection<String> names, Map<String, List<String>> out) {
		Map<String, Integer> state = new HashMap<>(); // absent: new, 1: on the stack, 2: done
		for (String root : names) {
			if (state.containsKey(root)) {
				continue;
			}
			List<String> stack = new ArrayList<>();
			List<Integer> next = new ArrayList<>();
			stack.add(root);
			next.add(0);
			state.put(root, 1);
			while (!stack.isEmpty()) {
				int top = stack.size() - 1;
				List<String> succ = out.getOrDefault(stack.get(top), List.of());
				if (next.get(top) == succ.size()) {
					state.put(stack.remove(top), 2);
					next.remove(top);
					continue;
				}
				String s = succ.get(next.get(top));
				next.set(top, next.get(top) + 1);
				Integer st = state.get(s);
				if (st == null) {
					state.put(s, 1);
					stack.add(s);
					next.add(0);
				} else if (st == 1) {
					List<String> cycle = new ArrayList<>(stack.subList(stack.indexOf(s), stack.size()));
					cycle.add(s);
					return cycle;
				}
			}
		}
		return List.of();
	}
}
