/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.lopc;

/**
 * The client-server work pile (LoPC chapter 6): P_c = P - P_s clients compute W, then ask a random one of P_s
 * servers for the next chunk. Clients are never interrupted and servers serve only requests.
 */
public final class ClientServer {

	private ClientServer() {
	}

	/**
	 * A work-pile prediction.
	 *
	 * @param servers P_s
	 * @param cycle R, a client's compute/request cycle
	 * @param throughput X = P_c / R, chunks per time unit
	 * @param serverQueue Q_s, the mean number of requests at a server
	 */
	public record Prediction(int servers, double cycle, double throughput, double serverQueue) {
	}

	/**
	 * The server response time at the optimum, where a server holds one request on average (Eq. 6.6).
	 *
	 * @param machine the machine
	 * @return R_s = S_o (1 + sqrt((C_o^2 + 1) / 2))
	 */
	public static double optimalServerResponse(LopcMachine machine) {
		return machine.overhead() * (1 + Math.sqrt((machine.handlerVariability() + 1) / 2));
	}

	/**
	 * The optimal (fractional) number of servers (Eq. 6.8).
	 *
	 * @param processors P
	 * @param work W
	 * @param machine the machine
	 * @return P_s*
	 */
	public static double optimalServers(int processors, double work, LopcMachine machine) {
		double rs = optimalServerResponse(machine);
		double r = work + 2 * machine.latency() + rs + machine.overhead();
		return processors * rs / (r + rs);
	}

	/**
	 * The throughput with a given number of servers: Bard's approximation at a server reduces to the quadratic
	 * R^2 - (D + c + S_o) R + c (D - k S_o) = 0 with D = W + 2 S_l + S_o and c = P_c S_o / P_s (spec 2.9).
	 *
	 * @param processors P
	 * @param servers P_s, from 1 to P - 1
	 * @param work W
	 * @param machine the machine
	 * @return the prediction
	 */
	public static Prediction predict(int processors, int servers, double work, LopcMachine machine) {
		if (servers < 1 || servers >= processors) {
			throw new IllegalArgumentException("a work pile needs 1 <= servers < processors, got " + servers + " of "
					+ processors);
		}
		double so = machine.overhead();
		int clients = processors - servers;
		double d = work + 2 * machine.latency() + so, c = clients * so / servers;
		double b = d + c + so;
		double r = 0.5 * (b + Math.sqrt(b * b - 4 * c * (d - machine.residualFactor() * so)));
		double serverResponse = r - d; // R = W + 2 S_l + R_s + S_o
		return new Prediction(servers, r, clients / r, clients / (servers * r) * serverResponse);
	}

	/**
	 * The best whole number of servers: the better of the two integers around P_s*.
	 *
	 * @param processors P
	 * @param work W
	 * @param machine the machine
	 * @return the prediction with the larger throughput
	 */
	public static Prediction best(int processors, double work, LopcMachine machine) {
		double star = optimalServers(processors, work, machine);
		int lo = Math.max(1, Math.min(processors - 1, (int) Math.floor(star)));
		int hi = Math.max(1, Math.min(processors - 1, (int) Math.ceil(star)));
		Prediction a = predict(processors, lo, work, machine), b = predict(processors, hi, work, machine);
		return b.throughput() > a.throughput() ? b : a;
	}

	/**
	 * The optimistic bounds (chapter 6, with the units corrected): the servers saturate at X &lt;= P_s / S_o and the
	 * clients at X &lt;= P_c / (W + 2 S_l + 2 S_o).
	 *
	 * @param processors P
	 * @param servers P_s
	 * @param work W
	 * @param machine the machine
	 * @return the smaller bound
	 */
	public static double throughputBound(int processors, int servers, double work, LopcMachine machine) {
		return Math.min(servers / machine.overhead(), (processors - servers) / machine.contentionFreeCycle(work));
	}
}
