/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.views;

import java.util.Comparator;

import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerComparator;

/** Sorts trace rows by the column last clicked; a second click reverses. Newest first by default. */
final class TraceSorter extends ViewerComparator {

	static final int NAME = 0;
	static final int PROJECT = 1;
	static final int SIZE = 2;
	static final int DATE = 3;

	private int key = DATE;
	private boolean ascending;

	void sortBy(int newKey) {
		ascending = newKey == key ? !ascending : true;
		key = newKey;
	}

	boolean ascending() {
		return ascending;
	}

	@Override
	public int compare(Viewer viewer, Object a, Object b) {
		int c = comparator().compare((TraceFile) a, (TraceFile) b);
		return ascending ? c : -c;
	}

	private Comparator<TraceFile> comparator() {
		return switch (key) {
		case NAME -> Comparator.comparing(TraceFile::name, String.CASE_INSENSITIVE_ORDER);
		case PROJECT -> Comparator.comparing(TraceFile::project, String.CASE_INSENSITIVE_ORDER)
				.thenComparing(TraceFile::name);
		case SIZE -> Comparator.comparingLong(TraceFile::size);
		default -> Comparator.comparingLong(TraceFile::modified);
		};
	}
}
