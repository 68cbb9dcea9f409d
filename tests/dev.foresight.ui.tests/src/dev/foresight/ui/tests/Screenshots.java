/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/** Saves PNG screenshots of the workbench window under the build's {@code target/screenshots} folder. */
public final class Screenshots {

	private Screenshots() {
	}

	/** Folder the screenshots go to: {@code -Dforesight.screenshots}, else {@code target/screenshots}. */
	public static Path folder() {
		return Path.of(System.getProperty("foresight.screenshots", "target/screenshots"));
	}

	/** Captures the area of {@code shell} into {@code name}.png and returns the file. */
	public static Path capture(Shell shell, String name) throws IOException {
		Display display = shell.getDisplay();
		Rectangle bounds = shell.getBounds();
		// the pointer off the window, so that no tooltip of what it happens to hover shows in the picture
		display.setCursorLocation(bounds.x + bounds.width + 8, bounds.y + bounds.height + 8);
		// a third of a second of events: GTK paints the last state before the screen is copied, not an older one
		UiTestSupport.waitUntil(() -> false, 300);
		Image image = new Image(display, bounds.width, bounds.height);
		GC gc = new GC(display);
		try {
			gc.copyArea(image, bounds.x, bounds.y);
			ImageData data = image.getImageData();
			Files.createDirectories(folder());
			Path file = folder().resolve(name + ".png");
			ImageLoader loader = new ImageLoader();
			loader.data = new ImageData[] { data };
			loader.save(file.toString(), SWT.IMAGE_PNG);
			return file;
		} finally {
			gc.dispose();
			image.dispose();
		}
	}
}
