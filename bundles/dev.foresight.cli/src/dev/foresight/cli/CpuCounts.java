/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * The processor counts of a {@code --cpus} option: numbers and ranges, comma-separated ({@code 1,2,4,8},
 * {@code 1..64} for every count from 1 to 64, {@code 1..8,16,32}), so that a sweep of every count need not be
 * typed out.
 */
final class CpuCounts {

	/** The most counts a range may give: a sweep beyond it would take hours. */
	static final int MOST = 4096;

	/** The largest count: the most processors a machine file may have. */
	static final int LARGEST = 65_536;

	private CpuCounts() {
	}

	/**
	 * The counts {@code items} give, in their order; a range {@code A..B} gives every count from A to B.
	 *
	 * @throws IllegalArgumentException naming an item that is neither a whole number nor a range, or an empty or too
	 *         long range, a count over {@link #LARGEST}, or no count at all
	 */
	static List<Integer> of(List<String> items) {
		List<Integer> counts = new ArrayList<>();
		for (String item : items) {
			String s = item.strip();
			int dots = s.indexOf("..");
			if (dots < 0) {
				counts.add(number(s, item));
				continue;
			}
			int from = number(s.substring(0, dots), item);
			int to = number(s.substring(dots + 2), item);
			if (to < from || (long) to - from >= MOST) {
				throw new IllegalArgumentException("--cpus: the range '" + item + "' must go up, by at most " + MOST
						+ " counts");
			}
			for (int n = from; n <= to; n++) {
				counts.add(n);
			}
		}
		if (counts.isEmpty()) {
			throw new IllegalArgumentException("--cpus: no processor count given");
		}
		return counts;
	}

	private static int number(String s, String item) {
		try {
			String digits = s.strip();
			// Integer.parseInt takes any script's digits
			if (!digits.chars().allMatch(c -> c == '-' || (c >= '0' && c <= '9'))) {
				throw new NumberFormatException();
			}
			int n = Integer.parseInt(digits);
			if (n > LARGEST) {
				throw new IllegalArgumentException("--cpus: at most " + LARGEST + " processors, not " + n);
			}
			return n;
		} catch (NumberFormatException e) {
			throw new IllegalArgumentException("--cpus: '" + item + "' is neither a processor count (N) nor a range "
					+ "(N..M)");
		}
	}
}
