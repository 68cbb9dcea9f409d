/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.util.Map;

import dev.foresight.agent.instrument.CallRules.Rule;

/**
 * The blocking I/O calls whose hooks record them as io_begin and io_end: reads and writes of byte streams, readers,
 * writers, random-access files and channels, {@code Files}' whole-file reads and writes, a file's sync, the network's
 * waits (accept, connect, select, a datagram's receive, a URL connection's answer, an HTTP client's {@code send}) and
 * the wait for a child process. A
 * call is matched by the type the program calls it on, so each stream class of the JDK that reads or writes through
 * another is listed; the ones that only move memory ({@code ByteArrayInputStream}, {@code StringReader} and their kin)
 * are not, nor {@code PrintStream} and {@code PrintWriter}, whose monitors are recorded instead, nor the abstract
 * {@code Reader} and {@code Writer}. The hooks are the runtime's {@code IoHooks}, {@code CharIoHooks},
 * {@code ChannelHooks} and {@code NetHooks}.
 */
final class IoRules {

	private static final String RT = "dev/foresight/agent/runtime/";
	private static final String BYTES = RT + "IoHooks", CHARS = RT + "CharIoHooks", CHANNELS = RT + "ChannelHooks",
			NETWORK = RT + "NetHooks";
	private static final String IO = "java/io/", ZIP = "java/util/zip/", NET = "java/net/", NIO = "java/nio/channels/";
	private static final String[] INPUT_STREAMS = { IO + "InputStream", IO + "FileInputStream",
			IO + "BufferedInputStream", IO + "DataInputStream", IO + "FilterInputStream", IO + "PushbackInputStream",
			IO + "ObjectInputStream", IO + "SequenceInputStream", ZIP + "InflaterInputStream", ZIP + "GZIPInputStream",
			ZIP + "ZipInputStream", ZIP + "CheckedInputStream", "java/security/DigestInputStream",
			"javax/crypto/CipherInputStream" };
	private static final String[] OUTPUT_STREAMS = { IO + "OutputStream", IO + "FileOutputStream",
			IO + "BufferedOutputStream", IO + "DataOutputStream", IO + "FilterOutputStream", IO + "ObjectOutputStream",
			ZIP + "DeflaterOutputStream", ZIP + "GZIPOutputStream", ZIP + "ZipOutputStream",
			ZIP + "CheckedOutputStream", "java/security/DigestOutputStream", "javax/crypto/CipherOutputStream" };
	/**
	 * Readers and writers by the classes that read or write through a stream: a call on the abstract type is left
	 * alone, since parsers and tokenizers read strings through it (Lucene's tokenizer, a million times a second).
	 */
	private static final String[] READERS = { IO + "BufferedReader", IO + "LineNumberReader", IO + "InputStreamReader",
			IO + "FileReader", IO + "PushbackReader" };
	private static final String[] WRITERS = { IO + "BufferedWriter", IO + "OutputStreamWriter", IO + "FileWriter" };
	private static final String[] READ_CHANNELS = { NIO + "ReadableByteChannel", NIO + "ByteChannel",
			NIO + "SeekableByteChannel", NIO + "FileChannel", NIO + "SocketChannel", NIO + "DatagramChannel",
			NIO + "Pipe$SourceChannel" };
	private static final String[] WRITE_CHANNELS = { NIO + "WritableByteChannel", NIO + "ByteChannel",
			NIO + "SeekableByteChannel", NIO + "FileChannel", NIO + "SocketChannel", NIO + "DatagramChannel",
			NIO + "Pipe$SinkChannel" };

	private IoRules() {
	}

	/** Puts the rules keyed by owner, name and descriptor into {@code rules}. */
	static void addTo(Map<String, Rule> rules) {
		String in = "L" + IO + "InputStream;", out = "L" + IO + "OutputStream;";
		add(rules, INPUT_STREAMS, "read([B)I", BYTES, "read", in);
		add(rules, INPUT_STREAMS, "read([BII)I", BYTES, "read", in);
		add(rules, INPUT_STREAMS, "readAllBytes()[B", BYTES, "readAllBytes", in);
		add(rules, INPUT_STREAMS, "readNBytes([BII)I", BYTES, "readNBytes", in);
		add(rules, INPUT_STREAMS, "readNBytes(I)[B", BYTES, "readNBytes", in);
		add(rules, INPUT_STREAMS, "transferTo(" + out + ")J", BYTES, "transferTo", in);
		add(rules, OUTPUT_STREAMS, "write([B)V", BYTES, "write", out);
		add(rules, OUTPUT_STREAMS, "write([BII)V", BYTES, "write", out);
		add(rules, OUTPUT_STREAMS, "flush()V", BYTES, "flush", out);
		String[] file = { IO + "RandomAccessFile" };
		add(rules, file, "read([B)I", BYTES, "read", "L" + IO + "RandomAccessFile;");
		add(rules, file, "read([BII)I", BYTES, "read", "L" + IO + "RandomAccessFile;");
		String[] dataIn = { IO + "DataInput", IO + "DataInputStream", IO + "ObjectInputStream",
				IO + "RandomAccessFile" };
		add(rules, dataIn, "readFully([B)V", BYTES, "readFully", "L" + IO + "DataInput;");
		add(rules, dataIn, "readFully([BII)V", BYTES, "readFully", "L" + IO + "DataInput;");
		add(rules, file, "write([B)V", BYTES, "write", "L" + IO + "DataOutput;");
		add(rules, file, "write([BII)V", BYTES, "write", "L" + IO + "DataOutput;");
		String[] process = { "java/lang/Process" };
		add(rules, process, "waitFor()I", BYTES, "waitFor", "Ljava/lang/Process;");
		add(rules, process, "waitFor(JLjava/util/concurrent/TimeUnit;)Z", BYTES, "waitFor", "Ljava/lang/Process;");
		chars(rules);
		channels(rules);
		network(rules);
	}

	private static void chars(Map<String, Rule> rules) {
		String reader = "L" + IO + "Reader;", writer = "L" + IO + "Writer;", string = "Ljava/lang/String;";
		add(rules, READERS, "read([C)I", CHARS, "read", reader);
		add(rules, READERS, "read([CII)I", CHARS, "read", reader);
		add(rules, READERS, "read(Ljava/nio/CharBuffer;)I", CHARS, "read", reader);
		add(rules, READERS, "transferTo(" + writer + ")J", CHARS, "transferTo", reader);
		add(rules, new String[] { IO + "BufferedReader", IO + "LineNumberReader" }, "readLine()" + string, CHARS,
				"readLine", "L" + IO + "BufferedReader;");
		add(rules, WRITERS, "write([C)V", CHARS, "write", writer);
		add(rules, WRITERS, "write([CII)V", CHARS, "write", writer);
		add(rules, WRITERS, "write(" + string + ")V", CHARS, "write", writer);
		add(rules, WRITERS, "write(" + string + "II)V", CHARS, "write", writer);
		add(rules, WRITERS, "flush()V", CHARS, "flush", writer);
	}

	private static void channels(Map<String, Rule> rules) {
		String buffer = "Ljava/nio/ByteBuffer;", fileChannel = "L" + NIO + "FileChannel;";
		add(rules, READ_CHANNELS, "read(" + buffer + ")I", CHANNELS, "read", "L" + NIO + "ReadableByteChannel;");
		add(rules, WRITE_CHANNELS, "write(" + buffer + ")I", CHANNELS, "write", "L" + NIO + "WritableByteChannel;");
		String[] files = { NIO + "FileChannel" };
		add(rules, files, "read(" + buffer + "J)I", CHANNELS, "read", fileChannel);
		add(rules, files, "write(" + buffer + "J)I", CHANNELS, "write", fileChannel);
		add(rules, files, "force(Z)V", CHANNELS, "force", fileChannel);
		add(rules, new String[] { IO + "FileDescriptor" }, "sync()V", CHANNELS, "sync", "L" + IO + "FileDescriptor;");
		String[] whole = { "java/nio/file/Files" };
		String path = "Ljava/nio/file/Path;", options = "[Ljava/nio/file/OpenOption;";
		add(rules, whole, "readAllBytes(" + path + ")[B", CHANNELS, "readAllBytes", null);
		add(rules, whole, "readString(" + path + ")Ljava/lang/String;", CHANNELS, "readString", null);
		add(rules, whole, "readAllLines(" + path + ")Ljava/util/List;", CHANNELS, "readAllLines", null);
		add(rules, whole, "write(" + path + "[B" + options + ")" + path, CHANNELS, "write", null);
		add(rules, whole, "writeString(" + path + "Ljava/lang/CharSequence;" + options + ")" + path, CHANNELS,
				"writeString", null);
	}

	private static void network(Map<String, Rule> rules) {
		String address = "L" + NET + "SocketAddress;", socket = "L" + NET + "Socket;";
		String[] servers = { NET + "ServerSocket" };
		add(rules, servers, "accept()" + socket, NETWORK, "accept", "L" + NET + "ServerSocket;");
		String[] channelServers = { NIO + "ServerSocketChannel" };
		add(rules, channelServers, "accept()L" + NIO + "SocketChannel;", NETWORK, "accept",
				"L" + NIO + "ServerSocketChannel;");
		// a close that ends another thread's accept, which is linked to it
		add(rules, servers, "close()V", NETWORK, "close", "L" + NET + "ServerSocket;");
		add(rules, channelServers, "close()V", NETWORK, "close", "L" + NIO + "ServerSocketChannel;");
		String[] sockets = { NET + "Socket" };
		add(rules, sockets, "connect(" + address + ")V", NETWORK, "connect", socket);
		add(rules, sockets, "connect(" + address + "I)V", NETWORK, "connect", socket);
		add(rules, new String[] { NIO + "SocketChannel" }, "connect(" + address + ")Z", NETWORK, "connect",
				"L" + NIO + "SocketChannel;");
		String[] selectors = { NIO + "Selector" };
		add(rules, selectors, "select()I", NETWORK, "select", "L" + NIO + "Selector;");
		add(rules, selectors, "select(J)I", NETWORK, "select", "L" + NIO + "Selector;");
		// the call that ends another thread's select, which is linked to it
		add(rules, selectors, "wakeup()L" + NIO + "Selector;", NETWORK, "wakeup", "L" + NIO + "Selector;");
		add(rules, new String[] { NET + "DatagramSocket", NET + "MulticastSocket" },
				"receive(L" + NET + "DatagramPacket;)V", NETWORK, "receive", "L" + NET + "DatagramSocket;");
		add(rules, new String[] { NIO + "DatagramChannel" }, "receive(Ljava/nio/ByteBuffer;)" + address, NETWORK,
				"receive", "L" + NIO + "DatagramChannel;");
			// a URL connection connects, and an HTTP one waits for the server's answer, where the program asks for them
		String[] connections = { NET + "URLConnection", NET + "HttpURLConnection", "javax/net/ssl/HttpsURLConnection" };
		String connection = "L" + NET + "URLConnection;";
		add(rules, connections, "connect()V", NETWORK, "connect", connection);
		add(rules, connections, "getInputStream()Ljava/io/InputStream;", NETWORK, "getInputStream", connection);
		add(rules, new String[] { NET + "HttpURLConnection", "javax/net/ssl/HttpsURLConnection" }, "getResponseCode()I",
				NETWORK, "getResponseCode", "L" + NET + "HttpURLConnection;");
		add(rules, new String[] { NET + "URL" }, "openStream()Ljava/io/InputStream;", NETWORK, "openStream",
				"L" + NET + "URL;");
		// the JDK's HTTP client waits for the server's answer inside the platform loader's classes
		String http = "Ljava/net/http/";
		add(rules, new String[] { "java/net/http/HttpClient" }, "send(" + http + "HttpRequest;" + http
				+ "HttpResponse$BodyHandler;)" + http + "HttpResponse;", NETWORK, "erased:httpSend", null);
	}

	private static void add(Map<String, Rule> rules, String[] owners, String nameDesc, String hookClass, String hook,
			String receiver) {
		for (String owner : owners) {
			rules.put(owner + '.' + nameDesc, new Rule(hookClass, hook, receiver));
		}
	}
}
