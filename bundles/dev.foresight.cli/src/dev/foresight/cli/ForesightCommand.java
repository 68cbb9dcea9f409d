/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Enumeration;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The top-level {@code foresight} command; subcommands do the work. */
@Command(name = "foresight", mixinStandardHelpOptions = true, versionProvider = ForesightCommand.Version.class,
		description = "Predicts how a multithreaded Java program scales, from one recording or from a model.",
		subcommands = { RecordCommand.class, InfoCommand.class, ExportCommand.class, ImportJfrCommand.class,
				ModelCommand.class, LopcCommand.class, CriticalPathCommand.class, BoundCommand.class,
				AllocateCommand.class, WhatIfCommand.class, PredictCommand.class, DeriveCommand.class,
				CalibrateCommand.class, MeasureCommand.class, ModelErrorCommand.class })
public final class ForesightCommand implements Runnable {

	@Spec
	private CommandSpec spec;

	@Override
	public void run() {
		throw new ParameterException(spec.commandLine(), "Missing command; see 'foresight --help'.");
	}

	/** Reads the version from the bundle manifest the command was loaded from. */
	static final class Version implements IVersionProvider {
		@Override
		public String[] getVersion() throws IOException {
			return new String[] { "foresight " + bundleVersion(), "Java " + Runtime.version() };
		}

		/** The Bundle-Version of dev.foresight.cli: the classpath may hold many manifests, so pick ours. */
		static String bundleVersion() throws IOException {
			Enumeration<URL> urls = ForesightCommand.class.getClassLoader().getResources("META-INF/MANIFEST.MF");
			while (urls.hasMoreElements()) {
				try (InputStream in = urls.nextElement().openStream()) {
					Attributes main = new Manifest(in).getMainAttributes();
					String name = main.getValue("Bundle-SymbolicName");
					if (name != null && name.startsWith("dev.foresight.cli")) {
						return main.getValue("Bundle-Version");
					}
				}
			}
			return "unknown";
		}
	}
}
