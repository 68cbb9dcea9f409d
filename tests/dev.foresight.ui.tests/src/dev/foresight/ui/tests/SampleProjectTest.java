/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.jdt.core.IJavaModelMarker;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.foresight.ui.internal.samples.SampleProjects;

/** The bundled sample project builds with JDT in a fresh workspace. */
class SampleProjectTest {

	private static final String NAME = "sample-under-test";

	@AfterEach
	void delete() throws CoreException {
		ResourcesPlugin.getWorkspace().getRoot().getProject(NAME).delete(true, true, null);
	}

	@Test
	void sampleBuildsWithoutErrors() throws Exception {
		IProject project = SampleProjects.create(ResourcesPlugin.getWorkspace(), NAME, new NullProgressMonitor());
		project.build(IncrementalProjectBuilder.FULL_BUILD, new NullProgressMonitor());

		IMarker[] errors = Arrays.stream(project.findMarkers(IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER, true,
				IResource.DEPTH_INFINITE)).filter(m -> m.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR)
				.toArray(IMarker[]::new);
		assertEquals(0, errors.length, () -> Arrays.toString(errors));
		assertTrue(project.getFile("bin/sample/PrimeCounter.class").exists(), "JDT compiled the sample");
	}

	@Test
	void refusesToOverwriteAProject() throws Exception {
		SampleProjects.create(ResourcesPlugin.getWorkspace(), NAME, new NullProgressMonitor());
		CoreException e = assertThrows(CoreException.class,
				() -> SampleProjects.create(ResourcesPlugin.getWorkspace(), NAME, new NullProgressMonitor()));
		assertTrue(e.getMessage().contains("already exists"), e.getMessage());
	}
}
