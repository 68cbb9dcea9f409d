/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.graph;

import org.eclipse.jface.viewers.IStructuredContentProvider;

/** The nodes of the input ({@link #getElements}) and, for each node, the nodes its edges lead to. */
public interface IGraphContentProvider extends IStructuredContentProvider {

	/** The targets of the edges leaving {@code element}. */
	Object[] getConnectedTo(Object element);
}
