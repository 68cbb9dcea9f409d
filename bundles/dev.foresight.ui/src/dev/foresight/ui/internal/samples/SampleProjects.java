/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.samples;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Collections;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jdt.core.IClasspathAttribute;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.launching.JavaRuntime;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** Creates the sample project from the files bundled under {@code samples/foresight-sample}. */
public final class SampleProjects {

	/** Default name of the sample project. */
	public static final String DEFAULT_NAME = "foresight-sample";

	private static final String ROOT = "samples/foresight-sample/";
	/** JDT's JUnit 5 library, which an Eclipse IDE for Java developers has. */
	private static final IPath JUNIT_5 = IPath.fromPortableString("org.eclipse.jdt.junit.JUNIT_CONTAINER/5");

	private SampleProjects() {
	}

	/**
	 * Creates and opens a Java project named {@code name} holding the sample sources ({@code src}) and their JUnit 5
	 * tests ({@code test}, compiled to {@code bin-test}), compiled against the workspace's default JRE. Fails if the
	 * project exists.
	 */
	public static IProject create(IWorkspace workspace, String name, IProgressMonitor monitor) throws CoreException {
		SubMonitor progress = SubMonitor.convert(monitor, "Creating " + name, 4);
		IProject project = workspace.getRoot().getProject(name);
		if (project.exists()) {
			throw new CoreException(Status.error("A project named '" + name + "' already exists"));
		}
		project.create(progress.split(1));
		project.open(progress.split(1));
		IProjectDescription description = project.getDescription();
		description.setNatureIds(new String[] { JavaCore.NATURE_ID });
		project.setDescription(description, progress.split(1));
		IFolder src = project.getFolder("src");
		src.create(true, true, null);
		copySources(project, progress.split(1));
		IJavaProject javaProject = JavaCore.create(project);
		// the tests and JUnit as test code, which the program's own sources cannot see, compiled apart
		IClasspathAttribute[] test = { JavaCore.newClasspathAttribute(IClasspathAttribute.TEST, "true") };
		javaProject.setRawClasspath(new IClasspathEntry[] { JavaCore.newSourceEntry(src.getFullPath()),
				JavaCore.newSourceEntry(project.getFolder("test").getFullPath(), null, null,
						project.getFolder("bin-test").getFullPath(), test),
				JavaRuntime.getDefaultJREContainerEntry(), JavaCore.newContainerEntry(JUNIT_5, null, test, false) },
				project.getFolder("bin").getFullPath(), null);
		return project;
	}

	private static void copySources(IProject project, IProgressMonitor monitor) throws CoreException {
		Bundle bundle = FrameworkUtil.getBundle(SampleProjects.class);
		List<URL> entries = Collections.list(bundle.findEntries(ROOT, "*.java", true));
		SubMonitor progress = SubMonitor.convert(monitor, entries.size());
		for (URL entry : entries) {
			String path = entry.getPath().substring(entry.getPath().indexOf(ROOT) + ROOT.length());
			IFile file = project.getFile(IPath.fromPortableString(path));
			createParents(file.getParent());
			try (InputStream in = entry.openStream()) {
				file.create(in, true, progress.split(1));
			} catch (IOException e) {
				throw new CoreException(Status.error("Cannot read the bundled sample file " + path, e));
			}
		}
	}

	private static void createParents(IContainer container) throws CoreException {
		if (container instanceof IFolder folder && !folder.exists()) {
			createParents(folder.getParent());
			folder.create(true, true, null);
		}
	}
}
