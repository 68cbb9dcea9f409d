/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.charts;

import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.widgets.Display;

/** Puts text on the system clipboard, for the charts' and the tables' Copy. */
public final class TextClipboard {

	private TextClipboard() {
	}

	/** Puts {@code text} on the clipboard of {@code display}; nothing when it is empty, which a clipboard refuses. */
	public static void put(Display display, String text) {
		if (text.isEmpty()) {
			return;
		}
		Clipboard clipboard = new Clipboard(display);
		try {
			clipboard.setContents(new Object[] { text }, new Transfer[] { TextTransfer.getInstance() });
		} finally {
			clipboard.dispose();
		}
	}
}
