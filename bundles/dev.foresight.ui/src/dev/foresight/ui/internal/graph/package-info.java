/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * A graph viewer shaped like Zest's {@code GraphViewer} (content provider, label provider, selection): Eclipse GEF
 * Zest is on no registry this project can use, so ELK lays the graph out and an SWT canvas draws it.
 */
package dev.foresight.ui.internal.graph;
