/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.net.URL;
import java.util.Enumeration;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.swtchart.Chart;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

import dev.foresight.ui.internal.charts.SpeedupChart;

/**
 * Loads the classes of the trace editor's panels and of SWTChart on a thread of its own when the session's first
 * trace editor opens, while the display thread makes the editor's frame: the panels' turns of the event loop then
 * find most of them defined instead of reading them from their jars. Classes are loaded, not initialized, so that
 * no static initializer runs off the display thread.
 */
public final class EditorClasses {

	private static final AtomicBoolean STARTED = new AtomicBoolean();

	private EditorClasses() {
	}

	/** Starts loading them, once per session; returns at once. */
	public static void loadInBackground() {
		if (!STARTED.compareAndSet(false, true)) {
			return;
		}
		Thread t = new Thread(EditorClasses::loadNow, "Foresight: trace editor classes");
		t.setDaemon(true);
		t.setPriority(Thread.MIN_PRIORITY);
		t.start();
	}

	/** Loads them on this thread; returns how many classes were found and loaded (tests check the bundles' paths). */
	public static int loadNow() {
		try {
			// in the order the editor's turns need them: the tabs, the prediction, the chart
			return load(EditorClasses.class, "dev/foresight/ui/internal/editors")
					+ load(SpeedupChart.class, "dev/foresight/ui/internal/charts")
					+ load(Chart.class, "org/eclipse/swtchart");
		} catch (IllegalStateException e) {
			return 0; // a bundle stopped: the workbench is closing
		}
	}

	/** Loads the classes under {@code path} of the bundle that holds {@code anchor}; none outside OSGi. */
	private static int load(Class<?> anchor, String path) {
		Bundle bundle = FrameworkUtil.getBundle(anchor);
		Enumeration<URL> entries = bundle == null ? null : bundle.findEntries(path, "*.class", true);
		int loaded = 0;
		while (entries != null && entries.hasMoreElements()) {
			String name = entries.nextElement().getPath();
			name = name.substring(name.indexOf(path), name.length() - ".class".length()).replace('/', '.');
			try {
				bundle.loadClass(name);
				loaded++;
			} catch (ClassNotFoundException | LinkageError e) {
				// a class this bundle cannot load now is loaded, or reported, where it is used
			}
		}
		return loaded;
	}
}
