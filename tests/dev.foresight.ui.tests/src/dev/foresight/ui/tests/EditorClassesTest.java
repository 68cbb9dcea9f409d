/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.foresight.ui.internal.editors.EditorClasses;

/** The classes the session's first trace editor loads ahead, found in the installed bundles. */
class EditorClassesTest {

	@Test
	void theEditorsAndSwtChartsClassesAreFoundInTheirBundles() {
		// about 60 classes of the editors' package and 78 of SWTChart's jar: a wrong path in either finds none
		int loaded = EditorClasses.loadNow();
		assertTrue(loaded >= 100, "classes loaded: " + loaded);
	}
}
