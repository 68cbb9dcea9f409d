/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.lower;

import dev.foresight.core.model.Node.ProcessSet;

/**
 * A task group (or grid) after lowering: the unit of static assignment.
 *
 * @param name the group name with its copy suffix
 * @param on the processes a static policy may use
 * @param units number of assignment units: members for a group, rows for a grid
 * @param size number of member tasks
 */
public record FlatGroup(String name, ProcessSet on, int units, int size) {
}
