/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.lopc;

/**
 * The solved compute/request cycle of one thread (Eq. 4.1: R = R_w + S_l + R_q + S_l + R_y).
 *
 * @param cycle R, the mean time of one compute/request cycle; n requests take n R
 * @param compute R_w, the computation including interference from request handlers
 * @param request R_q, the remote request handler including its queueing
 * @param reply R_y, the reply handler including its queueing
 * @param requestQueue Q_q, the mean number of requests queued at a node
 * @param replyQueue Q_y, the mean number of replies queued at a node
 * @param utilization U_q, the fraction of a processor taken by request handlers
 * @param contentionFree W + 2 S_l + 2 S_o, the naive LogP cycle
 */
public record CycleTimes(double cycle, double compute, double request, double reply, double requestQueue,
		double replyQueue, double utilization, double contentionFree) {

	/**
	 * The contention C = R - (W + 2 S_l + 2 S_o) (the thesis gives no formula; spec 2.8).
	 *
	 * @return the contention per cycle
	 */
	public double contention() {
		return cycle - contentionFree;
	}

	/**
	 * How far a contention-free model would under-predict: (R - CF) / R.
	 *
	 * @return the relative error of naive LogP
	 */
	public double contentionFreeError() {
		return contention() / cycle;
	}
}
