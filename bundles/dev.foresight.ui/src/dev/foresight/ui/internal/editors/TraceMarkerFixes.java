/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Path;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolution2;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.statushandlers.StatusManager;

import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineFormatException;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.WaitSites;
import dev.foresight.ui.internal.markers.CriticalMarkers;
import dev.foresight.ui.internal.markers.TraceMarkers;
import dev.foresight.ui.internal.markers.WaitMarkers;

/**
 * The quick-fixes of the markers of a trace's results. A wait site ({@link WaitMarkers}): show the run in the trace's
 * timeline, or predict with the threads that wait there bound to one processor (a machine file written next to the
 * trace, which the trace editor then predicts on), or, where they enter a monitor or lock, predict the program with
 * the critical sections entered there faster, or, where a pool's threads released the waits there, predict the
 * program with that pool of other sizes. A method on the critical path ({@link CriticalMarkers}): predict the
 * program with the method 0 to 100 % faster. The what-ifs open the trace editor's What if tab.
 */
public final class TraceMarkerFixes implements IMarkerResolutionGenerator2 {

	@Override
	public boolean hasResolutions(IMarker marker) {
		// a marker of a result that the next result's markers replaced meanwhile has no attributes left
		return marker.exists() && marker.getAttribute(TraceMarkers.TRACE, null) != null;
	}

	@Override
	public IMarkerResolution[] getResolutions(IMarker marker) {
		if (!hasResolutions(marker)) {
			return new IMarkerResolution[0];
		}
		String method = marker.getAttribute(CriticalMarkers.METHOD, null);
		if (method != null) {
			return new IMarkerResolution[] { new WhatIfFaster(method, "Predict the program with "
					+ method.substring(method.lastIndexOf('.') + 1) + " faster (what if)") };
		}
		List<IMarkerResolution> fixes = new ArrayList<>(List.of(new ShowTimeline()));
		if (marker.getAttribute(TraceMarkers.CPUS, 1) >= 2) {
			fixes.add(new OnOneProcessor());
		}
		String sections = marker.getAttribute(WaitMarkers.SECTIONS, null);
		if (sections != null) {
			fixes.add(new WhatIfFaster(sections, "Predict the program with the critical sections entered here "
					+ "faster (what if)"));
		}
		String pools = marker.getAttribute(WaitMarkers.POOLS, null);
		if (pools != null) {
			for (String pool : pools.split("\n")) {
				fixes.add(new WhatIfFaster(WhatIfPanel.POOL + pool, "Predict the program with pool " + pool
						+ " of other sizes (what if)"));
			}
		}
		return fixes.toArray(IMarkerResolution[]::new);
	}

	/** The trace file of a marker. */
	static IFile trace(IMarker marker) {
		return ResourcesPlugin.getWorkspace().getRoot()
				.getFile(new Path(marker.getAttribute(TraceMarkers.TRACE, "")));
	}

	/** Opens the marker's trace in its editor, or returns {@code null} (the error shown) when it cannot. */
	static TraceEditor openTrace(IMarker marker) {
		IFile trace = trace(marker);
		IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
		try {
			if (IDE.openEditor(page, trace, TraceEditor.ID) instanceof TraceEditor editor) {
				return editor;
			}
		} catch (CoreException e) {
			report("Cannot open " + trace.getName(), e);
		}
		return null;
	}

	private static void report(String message, Exception e) {
		Status status = new Status(IStatus.ERROR, TraceMarkerFixes.class, message + ": " + e.getMessage(), e);
		StatusManager.getManager().handle(status, StatusManager.SHOW | StatusManager.LOG);
	}

	/** A fix with its words; a marker that the next run's markers replaced meanwhile is left alone. */
	private abstract static class Fix implements IMarkerResolution2 {

		private final String label;
		private final String description;

		Fix(String label, String description) {
			this.label = label;
			this.description = description;
		}

		@Override
		public String getLabel() {
			return label;
		}

		@Override
		public String getDescription() {
			return description;
		}

		@Override
		public Image getImage() {
			return null;
		}

		@Override
		public void run(IMarker marker) {
			if (marker.exists()) {
				apply(marker);
			}
		}

		abstract void apply(IMarker marker);
	}

	/**
	 * Shows the What if tab on a target (a method, a line's critical sections, or a pool whose threads released the
	 * waits at the marker's line) and the marker's processors.
	 */
	static final class WhatIfFaster extends Fix {

		private final String target;

		WhatIfFaster(String target, String label) {
			super(label, target.startsWith(WhatIfPanel.POOL)
					? "Opens the recorded trace on its What if tab: the program's predicted time on this processor "
							+ "count with " + target + " given 1, 2, 4, ... threads, its tasks dealt to them as its "
							+ "queue hands them out, from the one recording. Change the pool's size in the code and "
							+ "record again to verify."
					: "Opens the recorded trace on its What if tab: the program's predicted time on this processor "
							+ "count when " + target + " becomes 0, 10, ..., 100 % faster, from the one recording.");
			this.target = target;
		}

		@Override
		void apply(IMarker marker) {
			TraceEditor editor = openTrace(marker);
			if (editor != null) {
				editor.showWhatIf(target, marker.getAttribute(TraceMarkers.CPUS, 2));
			}
		}
	}

	/** Shows the trace's Timeline tab. */
	static final class ShowTimeline extends Fix {

		ShowTimeline() {
			super("Show the waits in the Foresight timeline", "Opens the recorded trace on its Timeline tab: a row per "
					+ "thread, red where it is blocked; hovering names the object and site it waits on.");
		}

		@Override
		void apply(IMarker marker) {
			TraceEditor editor = openTrace(marker);
			if (editor != null) {
				editor.showTimeline();
			}
		}
	}

	/** Writes the what-if machine and predicts on it. */
	static final class OnOneProcessor extends Fix {

		OnOneProcessor() {
			super("Predict with the threads that wait here on one processor", "Writes a .machine file next to the "
					+ "trace: the machine of the run, with the threads that wait here bound to processor 0, so that "
					+ "they no longer wake each other across processors. The trace editor then predicts the speedup "
					+ "and the timeline on it; compare with the machine before.");
		}

		@Override
		void apply(IMarker marker) {
			IFile trace = trace(marker);
			int line = marker.getAttribute(IMarker.LINE_NUMBER, 0);
			String base = trace.getName().replaceFirst("\\.ftrace$", "");
			IFile out = trace.getParent().getFile(new Path(base + "-together-" + line + ".machine"));
			try {
				ProjectFiles.write(out, text(marker));
			} catch (CoreException | IOException | MachineFormatException | RuntimeException e) {
				report("Cannot write " + out.getName(), e);
				return;
			}
			TraceEditor editor = openTrace(marker);
			if (editor != null) {
				editor.chooseMachine(out.getProjectRelativePath().toString());
			}
		}

		private static String text(IMarker marker) throws IOException, MachineFormatException {
			String choice = marker.getAttribute(WaitMarkers.MACHINE, "");
			IFile machineFile = trace(marker).getProject().getFile(new Path(choice));
			// the Machine list names the default machine with words, a file with its path in the project
			MachineModel machine = !choice.isEmpty() && machineFile.exists()
					? MachineFormat.read(machineFile.getLocation().toPath())
					: MachineModel.linuxServer();
			List<String> threads = List.of(marker.getAttribute(WaitMarkers.THREADS, "").split("\n"));
			int cpus = marker.getAttribute(TraceMarkers.CPUS, 2);
			return "# The threads that wait at " + marker.getAttribute(WaitMarkers.SITE, "?") + " on processor 0 of "
					+ cpus + ": a what-if of Foresight's quick-fix on " + trace(marker).getName() + "\n"
					+ MachineFormat.print(WaitSites.together(machine, cpus, threads));
		}
	}
}
