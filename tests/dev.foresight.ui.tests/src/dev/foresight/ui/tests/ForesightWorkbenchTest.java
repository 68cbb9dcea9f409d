/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

import dev.foresight.ui.internal.perspective.ForesightPerspective;
import dev.foresight.ui.internal.views.TraceFile;
import dev.foresight.ui.internal.views.TracesView;

/** Starts from the running workbench: bundles, perspective, the Traces view on a workspace holding traces. */
class ForesightWorkbenchTest {

	/** The runtime bundles the feature ships. */
	private static final Set<String> FORESIGHT_BUNDLES = Set.of("dev.foresight.core", "dev.foresight.agent",
			"dev.foresight.cli", "dev.foresight.launching", "dev.foresight.ui");

	private IProject project;

	@AfterEach
	void deleteProject() throws Exception {
		if (project != null) {
			project.delete(true, true, null);
		}
	}

	@Test
	void everyForesightBundleResolves() {
		Bundle[] bundles = FrameworkUtil.getBundle(getClass()).getBundleContext().getBundles();
		Set<String> resolved = new TreeSet<>();
		for (Bundle b : bundles) {
			if (b.getSymbolicName().startsWith("dev.foresight.") && !b.getSymbolicName().endsWith(".tests")) {
				assertTrue((b.getState() & (Bundle.RESOLVED | Bundle.STARTING | Bundle.ACTIVE)) != 0,
						b.getSymbolicName() + " is not resolved (state " + b.getState() + ")");
				resolved.add(b.getSymbolicName());
			}
		}
		assertTrue(resolved.containsAll(FORESIGHT_BUNDLES), "resolved: " + resolved);
	}

	@Test
	void perspectiveShowsTracesOfTheWorkspace() throws Exception {
		project = UiTestSupport.newProject("traces-test");
		IFolder folder = project.getFolder(".foresight");
		folder.create(true, true, null);
		UiTestSupport.write(folder.getFile("run-1.ftrace"), new byte[1500]);
		UiTestSupport.write(project.getFile("notes.txt"), new byte[10]);

		IWorkbenchPage page = UiTestSupport.page();
		PlatformUI.getWorkbench().showPerspective(ForesightPerspective.ID, page.getWorkbenchWindow());
		TracesView view = (TracesView) page.findView(TracesView.ID);
		assertNotNull(view, "the Foresight perspective shows the Traces view");
		assertTrue(UiTestSupport.waitUntil(() -> view.shownTraces().size() == 1, 5000), "one trace listed");
		TraceFile row = view.shownTraces().get(0);
		assertEquals("run-1.ftrace", row.name());
		assertEquals("traces-test", row.project());
		assertEquals(1500, row.size());

		// the view follows the workspace: a second trace appears without a manual refresh
		UiTestSupport.write(project.getFile("run-2.ftrace"), new byte[20]);
		assertTrue(UiTestSupport.waitUntil(() -> view.shownTraces().size() == 2, 5000), "second trace listed");
		List<String> names = view.shownTraces().stream().map(TraceFile::name).sorted().toList();
		assertEquals(List.of("run-1.ftrace", "run-2.ftrace"), names);

		Path shot = Screenshots.capture(page.getWorkbenchWindow().getShell(), "foresight-perspective");
		assertTrue(Files.size(shot) > 1000, "screenshot written: " + shot);
	}

	@Test
	void perspectiveIsRegistered() {
		assertNotNull(PlatformUI.getWorkbench().getPerspectiveRegistry()
				.findPerspectiveWithId(ForesightPerspective.ID));
		assertTrue(Arrays.stream(PlatformUI.getWorkbench().getViewRegistry().getViews())
				.anyMatch(v -> v.getId().equals(TracesView.ID)));
	}
}
