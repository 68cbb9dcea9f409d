/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.foresight.ui.internal.editors.MachineEditor;

/** The .machine editor checks the model while typing and says what a valid one means. */
class MachineEditorTest {

	private IProject project;

	@AfterEach
	void cleanUp() throws Exception {
		UiTestSupport.page().closeAllEditors(false);
		if (project != null) {
			project.delete(true, true, null);
		}
	}

	@Test
	void checksWhileTyping() throws Exception {
		project = UiTestSupport.newProject("machine-editor");
		IFile file = UiTestSupport.write(project.getFile("box.machine"),
				"machine \"box\"\nprocessors 8\nspeed 4-7 0.5\n".getBytes(StandardCharsets.UTF_8));
		MachineEditor editor = (MachineEditor) IDE.openEditor(UiTestSupport.page(), file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.lastGoodModel() != null, 5000), "the model parsed");
		assertEquals(8, editor.lastGoodModel().processors());
		assertEquals(0.5, editor.lastGoodModel().speed(5), 1e-12);
		assertTrue(UiTestSupport.waitUntil(() -> editor.summaryText().contains("8 processors"), 5000),
				editor.summaryText());

		IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
		document.replace(document.get().indexOf("processors 8"), "processors 8".length(), "processors eight");
		assertTrue(UiTestSupport.waitUntil(() -> UiTestSupport.errorAnnotations(editor) == 1, 5000));
		assertTrue(UiTestSupport.waitUntil(() -> editor.summaryText().contains(":2:"), 5000),
				"the problem names its line: " + editor.summaryText());

		document.replace(document.get().indexOf("processors eight"), "processors eight".length(), "processors 16");
		assertTrue(UiTestSupport.waitUntil(() -> UiTestSupport.errorAnnotations(editor) == 0, 5000));
		assertTrue(UiTestSupport.waitUntil(() -> editor.lastGoodModel().processors() == 16, 5000));
	}
}
