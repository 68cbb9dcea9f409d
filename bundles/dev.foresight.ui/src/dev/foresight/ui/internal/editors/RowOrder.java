/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The order of a table's cells when a click on a column's title sorts by it: a number, with or without a unit after
 * it ("12.5 %"), by its value; other text case-insensitively, with the digits in it by their value, so that
 * {@code Main.java:33} comes before {@code Main.java:101}; an empty cell first.
 */
public final class RowOrder {

	/** A number at the start of a cell, alone or before a space and a unit. */
	private static final Pattern NUMBER = Pattern.compile("(-?\\d+(?:\\.\\d+)?)(?: .*)?");

	private RowOrder() {
	}

	/** Whether {@code cell} sorts as a number: the columns of such cells show their largest first. */
	public static boolean numeric(String cell) {
		return NUMBER.matcher(cell).matches();
	}

	/** Compares two cells of one column. */
	public static int compare(String a, String b) {
		return key(a).compareTo(key(b));
	}

	/**
	 * What a cell sorts by, made once per cell: a sort compares each cell with many others, and matching the cells'
	 * text again in each comparison took 1.5 s for 100,000 threads' names.
	 */
	public static Key key(String cell) {
		Matcher m = NUMBER.matcher(cell);
		boolean number = m.matches();
		return new Key(cell, number, number ? Double.parseDouble(m.group(1)) : 0, natural(cell));
	}

	/**
	 * {@code cell} in lower case with each run of digits (leading zeros dropped) after a character that counts them,
	 * so that comparing two such strings compares the runs by value.
	 */
	private static String natural(String cell) {
		StringBuilder sb = new StringBuilder(cell.length() + 4);
		int i = 0;
		while (i < cell.length()) {
			char c = cell.charAt(i);
			if (c < '0' || c > '9') {
				sb.append(Character.toLowerCase(c));
				i++;
				continue;
			}
			int end = i;
			while (end < cell.length() && cell.charAt(end) >= '0' && cell.charAt(end) <= '9') {
				end++;
			}
			int first = i;
			while (first < end - 1 && cell.charAt(first) == '0') {
				first++;
			}
			sb.append((char) (end - first)).append(cell, first, end);
			i = end;
		}
		return sb.toString();
	}

	/**
	 * A cell's sort key.
	 *
	 * @param cell the text shown
	 * @param number whether it is a number, alone or before a unit
	 * @param value that number, or 0
	 * @param natural the text in lower case with its runs of digits comparable by value
	 */
	public record Key(String cell, boolean number, double value, String natural) implements Comparable<Key> {

		@Override
		public int compareTo(Key o) {
			if (cell.isEmpty() || o.cell.isEmpty()) {
				return Boolean.compare(!cell.isEmpty(), !o.cell.isEmpty());
			}
			int order = number && o.number ? Double.compare(value, o.value) : natural.compareTo(o.natural);
			// cells equal in value, or in text but for case or zeros, still have an order, the same every time
			return order != 0 ? order : cell.compareTo(o.cell);
		}
	}
}
