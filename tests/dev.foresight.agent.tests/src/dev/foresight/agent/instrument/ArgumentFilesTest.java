/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The java launcher's argument files, read as the launcher reads them. */
class ArgumentFilesTest {

	/** Words of every kind the launcher's syntax has: quotes, escapes, comments, continued lines, empty words. */
	private static final String TRICKY = String.join("\n", "plain 'single quoted' \"double \\\"quoted\\\"\"",
			"  tab\tseparated\fform-feed", "mixed'  a  '\"b c\"d # a comment 'not a word'", "#a whole comment line",
			"\"escapes \\n\\t\\\\ \\x\" back\\slash", "\"continued \\", "     line\" '' \"\"", "\"# not a comment\"",
			"'ends at the line end", "x#y z", "'kept'lost#comment", "joined", "last-without-newline");

	@Test
	@DisplayName("an argument file's words are those the java launcher hands the program")
	void wordsAsTheLauncherReadsThem(@TempDir Path dir) throws Exception {
		Path echo = dir.resolve("Echo.java");
		Files.writeString(echo, "public class Echo { public static void main(String[] a) {"
				+ " System.out.print(String.join(\"\\u0000\", a) + \"\\u0000\"); } }\n");
		Path file = dir.resolve("args.txt");
		Files.writeString(file, echo + " " + TRICKY, StandardCharsets.UTF_8);
		Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"-Dstdout.encoding=UTF-8", "@" + file).redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(p.waitFor(60, TimeUnit.SECONDS));
		assertEquals(0, p.exitValue(), out);
		List<String> launcher = Arrays.asList(out.substring(0, out.length() - 1).split("\0", -1));
		List<String> words = ArgumentFiles.words(TRICKY);
		assertEquals(launcher, words);
		// the cases spelled out, so that a launcher and this reader that agreed on something odd would show
		assertEquals(List.of("plain", "single quoted", "double \"quoted\"", "tab", "separated", "form-feed",
				"mixed  a  b cd", "escapes \n\t\\ x", "back\\slash", "continued line", "", "", "# not a comment",
				"ends at the line end", "keptjoined", "last-without-newline"), words);
	}

	@Test
	@DisplayName("files are expanded before the main class only; @@ escapes; an unreadable file stays a word")
	void expansion() {
		Map<String, String> files = Map.of("opts", "-Xmx1g -cp 'a b.jar'", "main", "app.Main one", "late", "x");
		List<String> expanded = new ArrayList<>();
		List<String> args = ArgumentFiles.expand(List.of("-Dk=v", "@opts", "@missing", "@main", "@late", "@@late"),
				files::get, expanded);
		assertEquals(List.of("-Dk=v", "-Xmx1g", "-cp", "a b.jar", "@missing", "app.Main", "one", "@late", "@@late"),
				args);
		assertEquals(List.of("@opts", "@main"), expanded);
		assertEquals(List.of("@x.Main", "@late"), ArgumentFiles.expand(List.of("@@x.Main", "@late"), files::get,
				new ArrayList<>()));
		// an option's value is no main class; the jar after -jar (or module after -m) may come from a file
		assertEquals(List.of("-cp", "x", "app.Main"), ArgumentFiles.expand(List.of("-cp", "@late", "app.Main"),
				files::get, new ArrayList<>()));
		assertEquals(List.of("-jar", "x", "@late"), ArgumentFiles.expand(List.of("-jar", "@late", "@late"),
				files::get, new ArrayList<>()));
		for (String stop : List.of("--module=m/p.Main", "--disable-@files")) {
			assertEquals(List.of(stop, "@late"), ArgumentFiles.expand(List.of(stop, "@late"), files::get,
					new ArrayList<>()));
		}
	}
}
