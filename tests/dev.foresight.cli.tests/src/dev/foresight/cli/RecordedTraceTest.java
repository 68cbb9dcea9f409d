/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The analyses on a trace the agent recorded (issue 5, "recorded corpus workloads"), of this program, run with
 * {@code foresight record -o prefix-suffix.ftrace -- -cp . PrefixSuffix} (the output path in its header shortened):
 *
 * <pre>
 * public class PrefixSuffix {
 *     static volatile double sink;
 *     static double spin(long n) {
 *         double x = 0;
 *         for (long i = 0; i &lt; n; i++) { x += Math.sqrt(i); }
 *         return x;
 *     }
 *     static void prepare() { sink = spin(60_000_000L); }
 *     static void report() { sink = spin(40_000_000L); }
 *     static void work(int k) { sink = spin(80_000_000L + k * 5_000_000L); }
 *     public static void main(String[] a) throws Exception {
 *         prepare();
 *         Thread[] ts = new Thread[4];
 *         for (int i = 0; i &lt; 4; i++) {
 *             final int k = i;
 *             ts[i] = new Thread(() -&gt; work(k), "worker-" + i);
 *             ts[i].start();
 *         }
 *         for (Thread t : ts) t.join();
 *         report();
 *     }
 * }
 * </pre>
 */
class RecordedTraceTest {

	private static final String TRACE = ""
			+ "RlRSQwEAAAABqQAAACVPcGVuSkRLIDY0LUJpdCBTZXJ2ZXIgVk0gMjUuMC4zKzktTFRTG0xpbnV4IDYuMTguNDQtZmMtdjY2"
			+ "OSBhbWQ2NALwupGOoDQDCHJlY29yZGVyE2Rldi5mb3Jlc2lnaHQuYWdlbnQHY29tbWFuZAxQcmVmaXhTdWZmaXgQcmVjb3Jk"
			+ "ZXIub3B0aW9ucxtvdXRwdXQ9cHJlZml4LXN1ZmZpeC5mdHJhY2VovNqyAgoAAAAABG1haW4BAQAANlEmJgIOAAAAAQh3b3Jr"
			+ "ZXItMAA0AACqI2QVAg4AAAACCHdvcmtlci0xADQAAMEvZVQCDgAAAAMId29ya2VyLTIANAAAZ7TKjgIOAAAABAh3b3JrZXIt"
			+ "MwA0AAAXN2fWAwcAAAAAAT8BPwABsAjRLQMHAAAAAQE/AT8AAQQDposDBwAAAAIBPwE/AAGZGU66AwcAAAADAT8BPwABLRI5"
			+ "HAMHAAAABAE/AT8AAaMsntkDBwAAAAUBPwE/AAEXJ+l/AwcAAAAGAT8BPwABij0BTgMHAAAABwE/AT8AAT42dugDBwAAAAgB"
			+ "PwE/AAHXRj4eAwcAAAAJAT8BPwABY01JuAMHAAAACgE/AT8AAf5XoYkDBwAAAAsBPwE/AAFKXNYvAwcAAAAMAT8BPwABxGJx"
			+ "6gMHAAAADQE/AT8AAXBpBkwDBwAAAA4BPwE/AAHtc+59AwcAAAAPAT8BPwABWXiZ2wMHAAAAEAE/AT8AAX6UD0oDBwAAABEB"
			+ "PwE/AAHKn3jsAwcAAAASAT8BPwABV4WQ3QMHAAAAEwE/AT8AAeOO53sDBwAAABQBPwE/AAFtsEC+AwcAAAAVAT8BPwAB2bs3"
			+ "GAMHAAAAFgE/AT8AAUSh3ykDBwAAABcBPwE/AAHwqqiPAwcAAAAYAT8BPwABGdrgeQMmAAAAGQxQcmVmaXhTdWZmaXgEbWFp"
			+ "bhFQcmVmaXhTdWZmaXguamF2YRYJHGnIAyYAAAAaDFByZWZpeFN1ZmZpeARtYWluEVByZWZpeFN1ZmZpeC5qYXZhFEJ9j2sE"
			+ "dAAAAAAACgECAQCSkeTHASACNtKvMO68DgIgAgC6yCqglDAEIAIAr7YauaTGAQYgAgCbyBCSwSAIYwUBi9kUspDC8QMCAQFj"
			+ "AgCsvAGH1AsEAgFjAgC6tgHBqZkIBgMBYwIA0MMDu4u/AwgEAQIHM4Oc6yGL6uk39+R1QwQXAAAAAQACQQQ0AJmQ47EFAAEC"
			+ "ADWb9o9Tqx/lZSfYBBgAAAACAAJBBjQAj7XqrwUAAgIANZ2r8VeZjwMoh5HTBBcAAAADAAJBCDQA+KLmwwUAAwIANaz3iV2I"
			+ "JQIfwQ8EFwAAAAQAAkEKNADnx5zHBQAEAgA10vXbYPgo0LBUWQYBAAAAEkYaQqk=";

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	private JsonObject json(String... args) {
		assertEquals(0, Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args), err.toString());
		return JsonParser.parseString(out.toString()).getAsJsonObject();
	}

	private static Path trace() throws IOException {
		Path file = Files.createTempFile("prefix-suffix", ".ftrace");
		file.toFile().deleteOnExit();
		Files.write(file, Base64.getDecoder().decode(TRACE));
		return file;
	}

	@Test
	void criticalPathNamesTheSerialPrefixAndSuffix() throws IOException {
		JsonObject o = json("critical-path", trace().toString(), "--cpus", "2", "--json");
		JsonArray functions = o.getAsJsonArray("functions");
		JsonObject first = functions.get(0).getAsJsonObject();
		// main's code before the first start and after the last join: serial, so nearly all of it is critical
		assertEquals("PrefixSuffix", first.get("class").getAsString());
		assertEquals("main", first.get("method").getAsString());
		assertEquals("PrefixSuffix.java", first.get("file").getAsString());
		assertTrue(first.get("weight").getAsDouble() > 0.95, first.toString());
		// the four workers' bodies, with no synchronization site inside, share the two processors
		JsonObject workers = functions.get(1).getAsJsonObject();
		assertEquals("(no site)", workers.get("method").getAsString());
		assertTrue(workers.get("weight").getAsDouble() < 0.6, workers.toString());
	}
}
