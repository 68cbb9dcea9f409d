/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;

/** Lucene (a real library): threads add documents to one IndexWriter, then the index is searched. */
public final class LuceneIndex {

	private static final String[] WORDS = { "thread", "lock", "queue", "barrier", "future", "task", "monitor",
			"latch", "park", "signal", "speedup", "trace" };

	private LuceneIndex() {
	}

	/** {@code [threads] [documents per thread]}. */
	public static void main(String[] a) throws Exception {
		Args args = Args.of(a, 4, 10_000);
		try (Directory dir = new ByteBuffersDirectory()) {
			try (IndexWriter w = new IndexWriter(dir, new IndexWriterConfig(new StandardAnalyzer()))) {
				Thread[] ts = new Thread[args.threads()];
				for (int t = 0; t < ts.length; t++) {
					int id = t;
					ts[t] = new Thread(() -> add(w, id, args.size()));
					ts[t].start();
				}
				for (Thread t : ts) {
					t.join();
				}
				w.commit();
			}
			try (DirectoryReader r = DirectoryReader.open(dir)) {
				IndexSearcher s = new IndexSearcher(r);
				System.out.println("LuceneIndex " + r.numDocs() + " "
						+ s.count(new TermQuery(new Term("body", "lock"))));
			}
		}
	}

	private static void add(IndexWriter w, int thread, int docs) {
		try {
			for (int i = 0; i < docs; i++) {
				StringBuilder body = new StringBuilder();
				long x = Args.work((long) thread * docs + i, 10);
				for (int k = 0; k < 12; k++) {
					body.append(WORDS[(int) ((x >>> (k * 4)) & 0xF) % WORDS.length]).append(' ');
				}
				Document d = new Document();
				d.add(new TextField("body", body.toString(), Field.Store.NO));
				w.addDocument(d);
			}
		} catch (Exception e) {
			throw new IllegalStateException(e);
		}
	}
}
