/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;

import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * The read-only overview of a recorded trace: where it was recorded, its threads and its busiest call sites. The
 * file is read in a background job; a damaged file shows the reader's message (file and byte offset).
 */
public final class TraceEditor extends EditorPart {

	/** The editor id, as declared in plugin.xml. */
	public static final String ID = "dev.foresight.ui.editors.trace";

	private Label header;
	private TraceTables tables;
	private volatile TraceSummary summary;
	private volatile String error;

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		if (!(input instanceof IFileEditorInput)) {
			throw new PartInitException("The trace editor opens workspace files only");
		}
		setSite(site);
		setInput(input);
		setPartName(input.getName());
	}

	@Override
	public void createPartControl(Composite parent) {
		parent.setLayout(new GridLayout(1, false));
		header = new Label(parent, SWT.WRAP);
		header.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		header.setText("Reading " + getEditorInput().getName() + "...");
		SashForm sash = new SashForm(parent, SWT.VERTICAL);
		sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		tables = new TraceTables(sash, file());
		read();
	}

	private IFile file() {
		return ((IFileEditorInput) getEditorInput()).getFile();
	}

	private void read() {
		Path path = file().getLocation().toPath();
		Job job = Job.create("Reading trace " + file().getName(), (IProgressMonitor monitor) -> {
			try {
				TraceReadResult result = FtraceReader.read(path);
				summary = TraceSummary.of(result.trace());
				String text = TraceTables.describe(result, summary);
				show(text, summary);
			} catch (IOException | RuntimeException e) {
				error = e.getMessage();
				show("Cannot read this trace: " + e.getMessage(), null);
			}
			return Status.OK_STATUS;
		});
		job.setUser(false);
		job.schedule();
	}

	private void show(String text, TraceSummary s) {
		header.getDisplay().asyncExec(() -> {
			if (header.isDisposed()) {
				return;
			}
			header.setText(text);
			if (s != null) {
				tables.show(s);
			}
			header.getParent().layout(true, true);
		});
	}

	/** The summary once read, or {@code null}. */
	public TraceSummary summary() {
		return summary;
	}

	/** The read error, or {@code null}. */
	public String error() {
		return error;
	}

	/** The header text, for tests. */
	public String headerText() {
		return header.getText();
	}

	@Override
	public void setFocus() {
		tables.setFocus();
	}

	@Override
	public void doSave(IProgressMonitor monitor) {
		// read-only
	}

	@Override
	public void doSaveAs() {
		// read-only
	}

	@Override
	public boolean isDirty() {
		return false;
	}

	@Override
	public boolean isSaveAsAllowed() {
		return false;
	}
}
