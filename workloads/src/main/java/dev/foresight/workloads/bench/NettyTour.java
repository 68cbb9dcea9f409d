/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.work;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.codec.FixedLengthFrameDecoder;

/**
 * An eighth tour, of Netty (from Maven Central), in {@link JucTour}'s units of work:
 *
 * <pre>java -cp "workloads/target/classes:workloads/target/lib/*" dev.foresight.workloads.bench.NettyTour PART [N]</pre>
 *
 * <p>
 * {@code echo}: a server of Netty's NIO transport (one event loop accepting, two serving) answers each request of 8
 * bytes after 100 units; two client threads send N/2 requests each over connections of their own (one event loop for
 * both), each taking its answer from a queue the client's handler fills, and work 100 units after each answer.
 */
public final class NettyTour {

	private NettyTour() {
	}

	/** {@code PART [N]} (N: 200 by default). */
	public static void main(String[] a) throws Exception {
		String part = a.length > 0 ? a[0] : "echo";
		int n = a.length > 1 ? Integer.parseInt(a[1]) : 200;
		long t0 = System.nanoTime();
		if (!part.equals("echo")) {
			throw new IllegalArgumentException("no part " + part);
		}
		echo(2, n / 2);
		System.out.printf("NettyTour %s %d: %.1f ms%n", part, n, (System.nanoTime() - t0) / 1e6);
	}

	static void echo(int clients, int requests) throws Exception {
		EventLoopGroup boss = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
		EventLoopGroup workers = new MultiThreadIoEventLoopGroup(2, NioIoHandler.newFactory());
		EventLoopGroup clientLoop = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
		try {
			Channel server = new ServerBootstrap().group(boss, workers).channel(NioServerSocketChannel.class)
					.childOption(ChannelOption.TCP_NODELAY, true).childHandler(new ChannelInitializer<SocketChannel>() {
						@Override
						protected void initChannel(SocketChannel ch) {
							ch.pipeline().addLast(new FixedLengthFrameDecoder(8), new Answer());
						}
					}).bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0)).sync().channel();
			InetSocketAddress address = (InetSocketAddress) server.localAddress();
			Thread[] users = new Thread[clients];
			for (int c = 0; c < clients; c++) {
				BlockingQueue<Long> answers = new LinkedBlockingQueue<>();
				Channel ch = new Bootstrap().group(clientLoop).channel(NioSocketChannel.class)
						.option(ChannelOption.TCP_NODELAY, true).handler(new ChannelInitializer<SocketChannel>() {
							@Override
							protected void initChannel(SocketChannel ch) {
								ch.pipeline().addLast(new FixedLengthFrameDecoder(8), new Collect(answers));
							}
						}).connect(address).sync().channel();
				users[c] = JucTour.thread("client-" + c, () -> {
					for (int i = 0; i < requests; i++) {
						ch.writeAndFlush(ch.alloc().buffer(8).writeLong(i));
						JucTour.sink(answers.take());
						work(100);
					}
				});
			}
			JucTour.run(users);
			server.close().sync();
		} finally {
			clientLoop.shutdownGracefully(0, 0, java.util.concurrent.TimeUnit.MILLISECONDS).sync();
			workers.shutdownGracefully(0, 0, java.util.concurrent.TimeUnit.MILLISECONDS).sync();
			boss.shutdownGracefully(0, 0, java.util.concurrent.TimeUnit.MILLISECONDS).sync();
		}
	}

	/** The server's side: an answer of 8 bytes to each request, after 100 units. */
	private static final class Answer extends SimpleChannelInboundHandler<ByteBuf> {
		@Override
		protected void channelRead0(ChannelHandlerContext ctx, ByteBuf request) {
			long x = request.readLong();
			ctx.writeAndFlush(ctx.alloc().buffer(8).writeLong(work(100) + x));
		}
	}

	/** The client's side: each answer into the queue its thread takes from. */
	private static final class Collect extends SimpleChannelInboundHandler<ByteBuf> {
		private final BlockingQueue<Long> answers;

		Collect(BlockingQueue<Long> answers) {
			this.answers = answers;
		}

		@Override
		protected void channelRead0(ChannelHandlerContext ctx, ByteBuf answer) {
			answers.add(answer.readLong());
		}
	}
}
