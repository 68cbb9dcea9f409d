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
import org.eclipse.jdt.launching.JavaLaunchDelegate;

/**
 * Launches a Java application exactly as Run would, with the Foresight agent added to its JVM arguments
 * ({@link Recording}): the trace goes to {@code .foresight/MAIN-TIMESTAMP.ftrace} in the launched project.
 */
public final class RecordingLaunchDelegate extends JavaLaunchDelegate {

	@Override
	public void launch(ILaunchConfiguration configuration, String mode, ILaunch launch, IProgressMonitor monitor)
			throws CoreException {
		Recording.record(configuration, launch, monitor, getJavaProject(configuration),
				Recording.simpleName(getMainTypeName(configuration), configuration.getName()),
				// the JVM runner only knows run and debug; recording is a run with an agent
				(c, l, m) -> super.launch(c, ILaunchManager.RUN_MODE, l, m));
	}
}
