/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

import java.io.File;
import java.io.IOException;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.osgi.framework.Bundle;

/** Finds the agent jar: the installed dev.foresight.agent bundle is itself the -javaagent jar. */
public final class AgentJar {

	/** Symbolic name of the agent bundle. */
	public static final String BUNDLE = "dev.foresight.agent";

	private AgentJar() {
	}

	/** The agent jar on disk; fails with a clear message when the bundle is missing or not a jar. */
	public static File locate() throws CoreException {
		Bundle bundle = Platform.getBundle(BUNDLE);
		if (bundle == null) {
			throw new CoreException(Status.error("The Foresight agent (bundle " + BUNDLE + ") is not installed"));
		}
		try {
			File file = FileLocator.getBundleFileLocation(bundle).orElseThrow(IOException::new);
			if (!file.isFile()) {
				throw new CoreException(Status.error("The Foresight agent at " + file
						+ " is a folder, not a jar: run the IDE from a built product"));
			}
			return file;
		} catch (IOException e) {
			throw new CoreException(Status.error("Cannot locate the Foresight agent jar", e));
		}
	}
}
