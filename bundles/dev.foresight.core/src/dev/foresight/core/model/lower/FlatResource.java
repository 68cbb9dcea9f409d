/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.lower;

import dev.foresight.core.model.Resource;

/**
 * A resource with evaluated parameters.
 *
 * @param name its name
 * @param kind bus, server or lock
 * @param service service time per request, or mean holding time of a lock
 * @param servers number of servers
 */
public record FlatResource(String name, Resource.Kind kind, double service, int servers) {
}
