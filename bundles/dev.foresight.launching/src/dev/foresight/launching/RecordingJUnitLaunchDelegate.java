/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jdt.junit.launcher.JUnitLaunchConfigurationDelegate;

/**
 * Runs JUnit tests exactly as Run would (the JUnit view shows their results), with the Foresight agent added to the
 * test JVM's arguments ({@link Recording}): the trace goes to {@code .foresight/TEST-TIMESTAMP.ftrace} in the
 * launched project, named after the test class, or the configuration when it runs a package or project.
 */
public final class RecordingJUnitLaunchDelegate extends JUnitLaunchConfigurationDelegate {

	@Override
	public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor)
			throws CoreException {
		Recording.record(configuration, launch, monitor, getJavaProject(configuration),
				Recording.simpleName(getMainTypeName(configuration), configuration.getName()),
				(c, l, m) -> super.launch(c, ILaunchManager.RUN_MODE, l, m));
	}
}
