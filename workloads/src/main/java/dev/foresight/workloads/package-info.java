/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
/**
 * Programs for recording, overhead and accuracy work: each main takes a thread count and a size, runs about a second
 * without the recorder, and prints a checksum so that recording can be seen not to change the result.
 */
package dev.foresight.workloads;
